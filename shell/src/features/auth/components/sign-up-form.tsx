/**
 * Create Account for patients. Choosing Healthcare Provider sends the visitor to the provider
 * registration wizard instead, without calling register (docs/product-rules.md#sign-in-and-sessions).
 */
import { registerSchema } from "@gh/contracts/auth";
import { fieldErrorsFromIssues } from "@gh/contracts/errors/fields";
import { useT } from "@gh/i18n";
import { Button, Field, Input } from "@gh/ui";
import { useState, type FormEvent } from "react";
import { useNavigate } from "@gh/router";
import { useFormState } from "../../../lib/use-form-state";
import { useSignUp } from "../hooks/use-sign-up";
import { PasswordInput } from "./password-input";
import { RoleChoice, type SignUpRole } from "./role-choice";

export function SignUpForm() {
  const t = useT();
  const form = useFormState({ firstName: "", lastName: "", email: "", password: "" });
  const [role, setRole] = useState<SignUpRole>("patient");
  const { signUp, isPending } = useSignUp({ onFieldErrors: form.showErrors });
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (role === "provider") return navigate("/register-provider");
    const parsed = registerSchema.safeParse({ ...form.values, role });
    if (!parsed.success) return form.showErrors(fieldErrorsFromIssues(parsed.error.issues));
    form.showErrors({});
    signUp(parsed.data);
  }

  return (
    <form ref={form.formRef} className="auth-form" onSubmit={submit} noValidate aria-label={t("Create Account")}>
      <RoleChoice value={role} onChange={setRole} />
      <div className="auth-form__row">
        <Field label={t("First name")} error={form.errors.firstName} required>
          <Input {...form.field("firstName")} autoComplete="given-name" />
        </Field>
        <Field label={t("Last name")} error={form.errors.lastName} required>
          <Input {...form.field("lastName")} autoComplete="family-name" />
        </Field>
      </div>
      <Field label={t("Email")} error={form.errors.email} required>
        <Input {...form.field("email")} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
      </Field>
      <Field label={t("Password")} hint={t("At least 6 characters")} error={form.errors.password} required>
        <PasswordInput {...form.field("password")} autoComplete="new-password" />
      </Field>
      <Button type="submit" block loading={isPending}>
        {isPending ? t("Creating Account...") : t("Create Account")}
      </Button>
    </form>
  );
}
