/** "Resend code", disabled with a visible countdown during the 60-second cooldown. */
import { useT } from "@gh/i18n";
import { Button } from "@gh/ui";

export function ResendButton({ remaining, pending, onResend }: { remaining: number; pending: boolean; onResend: () => void }) {
  const t = useT();
  const waiting = remaining > 0;
  return (
    <Button variant="ghost" size="sm" onClick={onResend} disabled={waiting} loading={pending}>
      {waiting ? t("Resend code in {seconds}s", { seconds: remaining }) : t("Resend code")}
    </Button>
  );
}
