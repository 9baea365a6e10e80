/** Step 2: the 6-digit code, Verify, Resend (60-second cooldown) and a way back to change the e-mail. */
import { isCompleteCode } from "@gh/contracts/verification-code";
import { Button, Field } from "@gh/ui";
import { CodeInput } from "@gh/ui/flows";
import { useState, type FormEvent } from "react";
import { Trans, translated, useT } from "../../../lib/i18n";

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
  const t = useT();
  const [code, setCode] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isCompleteCode(code)) onVerify(code);
  }

  return (
    <form className="provider-verify__form" onSubmit={submit} noValidate>
      <p className="provider-verify__sent">
        <Trans message="We sent a 6-digit code to <0>{email}</0>." values={{ email }} components={{ 0: <strong /> }} />
      </p>
      <Field label={t("Verification code")} hint={t("6 digits. The code expires after 10 minutes.")} error={translated(error)}>
        <CodeInput value={code} onValueChange={setCode} autoFocus />
      </Field>
      <Button type="submit" block disabled={!isCompleteCode(code)} loading={verifying}>
        {verifying ? t("Verifying...") : t("Verify & Sign In")}
      </Button>
      <div className="provider-verify__links">
        <Button variant="ghost" size="sm" onClick={onResend} disabled={resendRemaining > 0} loading={resending}>
          {resendRemaining > 0 ? t("Resend code in {seconds}s", { seconds: resendRemaining }) : t("Resend code")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          {t("Use a different email")}
        </Button>
      </div>
    </form>
  );
}
