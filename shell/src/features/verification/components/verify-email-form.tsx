/** The code form of /verify-email, with the e-mail field when no address is known and the resend countdown. */
import { emailCodeSchema } from "@gh/contracts/auth";
import { type FieldErrors, fieldErrorsFromIssues } from "@gh/contracts/errors/fields";
import { isCompleteCode } from "@gh/contracts/verification-code";
import { useT } from "@gh/i18n";
import { Button, Field, Input } from "@gh/ui";
import { CodeInput, useDevCodeToast, useResendCooldown } from "@gh/ui/flows";
import { useState, type FormEvent } from "react";
import { useEmailVerification } from "../hooks/use-email-verification";
import { errorText } from "../../../lib/form-errors";
import { ResendButton } from "./resend-button";

interface VerifyEmailFormProps {
  initialEmail: string;
  devCode: string | undefined;
  /** Where the visitor was going before signing up or in (?next=), opened once the e-mail is verified. */
  next: string | null;
  newAccount: boolean;
}

export function VerifyEmailForm({ initialEmail, devCode, next, newAccount }: VerifyEmailFormProps) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  // A code was sent just before the visitor arrived here.
  const cooldown = useResendCooldown({ startNow: initialEmail !== "" });
  const showDevCode = useDevCodeToast(devCode);
  const { verify, isVerifying, resend, isResending } = useEmailVerification({
    onCodeSent: (result) => {
      setErrors({});
      cooldown.start();
      showDevCode(result.code);
    },
    onFieldErrors: setErrors,
    next,
    newAccount,
  });

  function checked(): { email: string; code: string } | null {
    const parsed = emailCodeSchema.safeParse({ email, code });
    setErrors(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues));
    return parsed.success ? parsed.data : null;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = checked();
    if (input) verify(input.email, input.code);
  }

  function resendCode() {
    const parsed = emailCodeSchema.shape.email.safeParse(email);
    if (!parsed.success) return setErrors({ email: parsed.error.issues[0]?.message });
    setErrors({});
    resend(parsed.data);
  }

  return (
    <form className="verification-form" onSubmit={submit} noValidate>
      {(initialEmail === "" || errors.email) && (
        <Field label={t("Email")} error={errorText(errors.email)} required>
          <Input type="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
      )}
      <Field label={t("Verification code")} hint={t("6 digits. The code expires after 10 minutes.")} error={errorText(errors.code)}>
        <CodeInput value={code} onValueChange={setCode} autoFocus={initialEmail !== ""} />
      </Field>
      <Button type="submit" block disabled={!isCompleteCode(code)} loading={isVerifying}>
        {isVerifying ? t("Verifying...") : t("Verify Email")}
      </Button>
      <p className="verification-form__resend">
        <span className="shell-muted">{t("Didn't receive the code?")}</span>
        <ResendButton remaining={cooldown.remaining} pending={isResending} onResend={resendCode} />
      </p>
    </form>
  );
}
