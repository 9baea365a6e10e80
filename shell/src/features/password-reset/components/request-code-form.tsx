/** Step 1 of /forgot-password: the e-mail, and whether to text the code to the account's verified phone. */
import { forgotPasswordSchema, PASSWORD_RESET_TEXTS } from "@gh/contracts/auth/password-reset";
import { useT } from "@gh/i18n";
import { fieldErrorsFromIssues, type FieldErrors } from "@gh/contracts/errors/fields";
import { Button, Checkbox, Field, Input, useToast } from "@gh/ui";
import { useState, type FormEvent } from "react";
import { errorsOnField, isConnectionError, serverMessageOf } from "../../../lib/api-errors";
import { errorText } from "../../../lib/form-errors";
import { TOASTS } from "../../../lib/toast-texts";
import { useForgotPassword } from "../api/use-forgot-password";
import type { CodeRequest } from "./forgot-password-page";

interface RequestCodeFormProps {
  initialEmail: string;
  onCodeSent: (request: CodeRequest) => void;
}

export function RequestCodeForm({ initialEmail, onCodeSent }: RequestCodeFormProps) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [bySms, setBySms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const forgotPassword = useForgotPassword();
  const { toast } = useToast();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email, channel: bySms ? "sms" : "email" });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      document.getElementById("forgot-password-email")?.focus();
      return;
    }
    setErrors({});
    forgotPassword.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({ title: t(PASSWORD_RESET_TEXTS.codeSentToast), description: t(result.message), variant: "success" });
        onCodeSent({ ...parsed.data, devCode: result.code });
      },
      onError: (error) => {
        if (isConnectionError(error)) return toast({ title: t(TOASTS.connectionError), description: t(TOASTS.unableToConnect), variant: "destructive" });
        setErrors(errorsOnField(error, "email"));
        toast({ title: t(PASSWORD_RESET_TEXTS.failedToSendToast), description: serverMessageOf(error) ?? t(TOASTS.tryAgainLater), variant: "destructive" });
      },
    });
  }

  return (
    <form className="password-reset-form" onSubmit={submit} noValidate aria-label={t("Request a reset code")}>
      <Field label={t("Email")} error={errorText(errors.email)} required>
        <Input
          id="forgot-password-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
        />
      </Field>
      {/* Offered to everyone and answered alike, so it reveals nothing about an account's phone. */}
      <Checkbox
        label={t("Send the code by SMS instead")}
        hint={t("To the phone number verified on your account. Without one, the code comes by email.")}
        checked={bySms}
        onChange={(event) => setBySms(event.target.checked)}
      />
      <Button type="submit" block loading={forgotPassword.isPending}>
        {forgotPassword.isPending ? t("Sending...") : t("Send code")}
      </Button>
    </form>
  );
}
