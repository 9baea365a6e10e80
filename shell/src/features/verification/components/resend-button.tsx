/** "Resend code", disabled with a visible countdown during the 60-second cooldown. */
import { Button } from "@gh/ui";

export function ResendButton({ remaining, pending, onResend }: { remaining: number; pending: boolean; onResend: () => void }) {
  const waiting = remaining > 0;
  return (
    <Button variant="ghost" size="sm" onClick={onResend} disabled={waiting} loading={pending}>
      {waiting ? `Resend code in ${remaining}s` : "Resend code"}
    </Button>
  );
}
