/** Step 2: the 6-digit code, Verify, Resend (60-second cooldown) and a way back to change the e-mail. */
import { isCompleteCode } from "@gh/contracts/verification-code";
import { Button, Field } from "@gh/ui";
import { CodeInput } from "@gh/ui/flows";
import { useState, type FormEvent } from "react";

interface ProviderCodeStepProps {
  email: string;
  /** The server's refusal of the code or of a resend, with how long to wait. */
  error: string | null;
  verifying: boolean;
  onVerify: (code: string) => void;
  resendRemaining: number;
  resending: boolean;
  onResend: () => void;
  onChangeEmail: () => void;
}

export function ProviderCodeStep({ email, error, verifying, onVerify, resendRemaining, resending, onResend, onChangeEmail }: ProviderCodeStepProps) {
  const [code, setCode] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isCompleteCode(code)) onVerify(code);
  }

  return (
    <form className="provider-verify__form" onSubmit={submit} noValidate>
      <p className="provider-verify__sent">
        We sent a 6-digit code to <strong>{email}</strong>.
      </p>
      <Field label="Verification code" hint="6 digits. The code expires after 10 minutes." error={error}>
        <CodeInput value={code} onValueChange={setCode} autoFocus />
      </Field>
      <Button type="submit" block disabled={!isCompleteCode(code)} loading={verifying}>
        {verifying ? "Verifying..." : "Verify & Sign In"}
      </Button>
      <div className="provider-verify__links">
        <Button variant="ghost" size="sm" onClick={onResend} disabled={resendRemaining > 0} loading={resending}>
          {resendRemaining > 0 ? `Resend code in ${resendRemaining}s` : "Resend code"}
        </Button>
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
    </form>
  );
}
