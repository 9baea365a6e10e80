/**
 * Sign In: e-mail and password, checked with the API's own schema before the call. The e-mail starts
 * as the one a password reset just changed (router state), and "Forgot password?" carries it along.
 */
import { loginSchema } from "@gh/contracts/auth";
import { fieldErrorsFromIssues } from "@gh/contracts/errors/fields";
import { useT } from "@gh/i18n";
import { Button, Field, Input } from "@gh/ui";
import type { FormEvent, Ref } from "react";
import { Link, useLocation } from "@gh/router";
import { useFormState } from "../../../lib/use-form-state";
import { useSignIn } from "../hooks/use-sign-in";
import { PasswordInput } from "./password-input";

/** `emailRef`: the page focuses the Email field when it opens on Sign In (docs/product-rules.md#accessibility). */
export function SignInForm({ emailRef }: { emailRef?: Ref<HTMLInputElement> } = {}) {
  const t = useT();
  const location = useLocation();
  const form = useFormState({ email: emailFromState(location.state), password: "" });
  const { signIn, isPending } = useSignIn({ onFieldErrors: form.showErrors });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(form.values);
    if (!parsed.success) return form.showErrors(fieldErrorsFromIssues(parsed.error.issues));
    form.showErrors({});
    signIn(parsed.data);
  }

  return (
    <form ref={form.formRef} className="auth-form" onSubmit={submit} noValidate aria-label={t("Sign In")}>
      <Field label={t("Email")} error={form.errors.email} required>
        <Input {...form.field("email")} ref={emailRef} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
      </Field>
      <Field label={t("Password")} error={form.errors.password} required>
        <PasswordInput {...form.field("password")} autoComplete="current-password" />
      </Field>
      <p className="auth-form__forgot">
        <Link to="/forgot-password" state={{ email: form.values.email.trim() }}>
          {t("Forgot password?")}
        </Link>
      </p>
      <Button type="submit" block loading={isPending}>
        {isPending ? t("Signing In...") : t("Sign In")}
      </Button>
    </form>
  );
}

function emailFromState(state: unknown): string {
  return typeof state === "object" && state !== null && "email" in state && typeof state.email === "string" ? state.email : "";
}
