/**
 * Step 2 of /forgot-password: the code, the new password twice, and Resend with its 60 s cooldown.
 * Success signs nobody in: the visitor goes to /auth with the e-mail filled in.
 */
import { PASSWORD_RESET_TEXTS, resetPasswordFormSchema } from "@gh/contracts/auth/password-reset";
import { useT } from "@gh/i18n";
import { PASSWORD_MIN_PATIENT } from "@gh/contracts/constants";
import { fieldErrorsFromIssues, type FieldErrors } from "@gh/contracts/errors/fields";
import { isCompleteCode } from "@gh/contracts/verification-code";
import { currentUserQuery } from "@gh/api-client";
import { Button, Field, Input, useToast } from "@gh/ui";
import { CodeInput, useDevCodeToast, useResendCooldown } from "@gh/ui/flows";
import { useQueryClient } from "@gh/query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "@gh/router";
import { errorText, focusFirstInvalid } from "../../../lib/form-errors";
import { errorsOnField, isConnectionError, serverMessageOf } from "../../../lib/api-errors";
import { TOASTS } from "../../../lib/toast-texts";
import { useForgotPassword } from "../api/use-forgot-password";
import { useResetPassword } from "../api/use-reset-password";
import type { CodeRequest } from "./forgot-password-page";

interface ResetPasswordFormProps {
  request: CodeRequest;
  onChangeEmail: () => void;
}

export function ResetPasswordForm({ request, onChangeEmail }: ResetPasswordFormProps) {
  const t = useT();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequests, setFocusRequests] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The code went out just before this step opened.
  const cooldown = useResendCooldown({ startNow: true });
  const showDevCode = useDevCodeToast(request.devCode);
  const resetPassword = useResetPassword();
  const resend = useForgotPassword();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    if (focusRequests > 0) focusFirstInvalid(formRef.current);
  }, [focusRequests]);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    if (Object.values(next).some(Boolean)) setFocusRequests((count) => count + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse({ email: request.email, code, password, confirmPassword });
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues));
    setErrors({});
    const { confirmPassword: _confirmed, ...input } = parsed.data;
    resetPassword.mutate(input, {
      onSuccess: (result) => {
        // Every session of the account has ended, this browser's included.
        queryClient.setQueryData(currentUserQuery.queryKey, null);
        toast({ title: t(PASSWORD_RESET_TEXTS.passwordChangedToast), description: t(result.message), variant: "success" });
        navigate("/auth", { replace: true, state: { email: input.email } });
      },
      onError: (error) => {
        if (isConnectionError(error)) return toast({ title: t(TOASTS.connectionError), description: t(TOASTS.unableToConnect), variant: "destructive" });
        showErrors(errorsOnField(error, "code"));
        toast({ title: t(PASSWORD_RESET_TEXTS.resetFailedToast), description: serverMessageOf(error) ?? t(TOASTS.somethingWentWrong), variant: "destructive" });
      },
    });
  }

  function resendCode() {
    resend.mutate(
      { email: request.email, channel: request.channel },
      {
        onSuccess: (result) => {
          cooldown.start();
          toast({ title: t(PASSWORD_RESET_TEXTS.codeSentToast), description: t(result.message), variant: "success" });
          showDevCode(result.code);
        },
        onError: (error) => {
          showErrors(errorsOnField(error, "code"));
          toast({ title: t(PASSWORD_RESET_TEXTS.failedToSendToast), description: serverMessageOf(error) ?? t(TOASTS.tryAgainLater), variant: "destructive" });
        },
      },
    );
  }

  const waiting = cooldown.remaining > 0;
  return (
    <form ref={formRef} className="password-reset-form" onSubmit={submit} noValidate aria-label={t("Choose a new password")}>
      <Field label={t("Verification code")} hint={t("6 digits. The code expires after 10 minutes.")} error={errorText(errors.code)}>
        <CodeInput value={code} onValueChange={setCode} autoFocus />
      </Field>
      <Field label={t("New password")} hint={t("{count, plural, one {At least # character.} other {At least # characters.}}", { count: PASSWORD_MIN_PATIENT })} error={errorText(errors.password)} required>
        <Input type="password" name="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field>
      <Field label={t("Confirm new password")} error={errorText(errors.confirmPassword)} required>
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" block disabled={!isCompleteCode(code)} loading={resetPassword.isPending}>
        {resetPassword.isPending ? t("Resetting...") : t("Reset Password")}
      </Button>
      <p className="password-reset-form__resend">
        <span className="shell-muted">{t("Didn't receive the code?")}</span>
        <Button variant="ghost" size="sm" onClick={resendCode} disabled={waiting} loading={resend.isPending}>
          {waiting ? t("Resend code in {seconds}s", { seconds: cooldown.remaining }) : t("Resend code")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          {t("Use a different email")}
        </Button>
      </p>
    </form>
  );
}
