/** Step two of a verification card: the code, Verify, and Resend with its cooldown. */
import { isCompleteCode } from "@gh/contracts/verification-code";
import { useT } from "@gh/i18n";
import { Button, Field } from "@gh/ui";
import { CodeInput } from "@gh/ui/flows";
import { useState, type FormEvent } from "react";
import { errorText } from "../../../lib/form-errors";
import { ResendButton } from "./resend-button";

interface CodeEntryFormProps {
  sentTo: string;
  /** The server's refusal of the code or of a resend, with how long to wait. */
  error?: string | null;
  verifying: boolean;
  onVerify: (code: string) => void;
  resendRemaining: number;
  resending: boolean;
  onResend: () => void;
}

export function CodeEntryForm({ sentTo, error, verifying, onVerify, resendRemaining, resending, onResend }: CodeEntryFormProps) {
  const t = useT();
  const [code, setCode] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isCompleteCode(code)) onVerify(code);
  }

  return (
    <form className="verification-form" onSubmit={submit} noValidate>
      <Field label={t("Verification code")} hint={t("Enter the 6-digit code sent to {address}.", { address: sentTo })} error={errorText(error)}>
        <CodeInput value={code} onValueChange={setCode} autoFocus />
      </Field>
      <div className="verification-form__actions">
        <Button type="submit" disabled={!isCompleteCode(code)} loading={verifying}>
          {verifying ? t("Verifying...") : t("Verify")}
        </Button>
        <ResendButton remaining={resendRemaining} pending={resending} onResend={onResend} />
      </div>
    </form>
  );
}
