/**
 * Change Password: the current password, the new one twice. The same form for a patient (/profile)
 * and a provider (Settings); each passes its own minimum and its own call. The server checks the
 * current password, ends every other session and keeps this one; its field errors show under the
 * fields, anything else in a toast.
 */
import { readApiProblem } from "@gh/api-client";
import { PASSWORD_MIN_PATIENT, PASSWORD_MIN_PROVIDER, type PasswordMinimum } from "@gh/contracts/constants";
import { msg, useT } from "@gh/i18n";
import { Button, Field, Input, useToast } from "@gh/ui";
import { useState, type FormEvent } from "react";
import { EMPTY_PASSWORD_CHANGE, passwordChangeErrors, type PasswordChange, type PasswordChangeErrors } from "./change-password";

export interface ChangePasswordFormProps {
  /** Field ids are `${idPrefix}-currentPassword` and so on: unique on the page. */
  idPrefix: string;
  /** PASSWORD_MIN_PATIENT or PASSWORD_MIN_PROVIDER. */
  minLength: PasswordMinimum;
  /** The id of the heading that names the form. */
  labelledBy: string;
  className?: string;
  submitClassName?: string;
  pending: boolean;
  /** The account's own call (it throws the API's error). */
  change: (input: { currentPassword: string; newPassword: string }) => Promise<unknown>;
}

/** The new password's hint, one whole message per minimum. */
const AT_LEAST: Record<PasswordMinimum, string> = {
  [PASSWORD_MIN_PATIENT]: msg("At least 6 characters"),
  [PASSWORD_MIN_PROVIDER]: msg("At least 8 characters"),
};

export function ChangePasswordForm({ idPrefix, minLength, labelledBy, className, submitClassName, pending, change }: ChangePasswordFormProps) {
  const [form, setForm] = useState<PasswordChange>(EMPTY_PASSWORD_CHANGE);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const { toast } = useToast();
  const t = useT();
  const fields: { name: keyof PasswordChange; label: string; autoComplete: string; hint?: string }[] = [
    { name: "currentPassword", label: msg("Current password"), autoComplete: "current-password" },
    { name: "newPassword", label: msg("New password"), autoComplete: "new-password", hint: AT_LEAST[minLength] },
    { name: "confirmPassword", label: msg("Confirm new password"), autoComplete: "new-password" },
  ];

  function showErrors(found: PasswordChangeErrors) {
    setErrors(found);
    const first = fields.find((each) => found[each.name]);
    if (first) document.getElementById(`${idPrefix}-${first.name}`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordChangeErrors(form, minLength);
    if (Object.keys(found).length > 0) return showErrors(found);
    try {
      await change({ currentPassword: form.currentPassword, newPassword: form.newPassword });
    } catch (error) {
      const problem = readApiProblem(error);
      const fromServer: PasswordChangeErrors = {};
      for (const each of fields) if (problem.fields[each.name]) fromServer[each.name] = problem.fields[each.name];
      if (Object.keys(fromServer).length > 0) return showErrors(fromServer);
      toast({ title: t("Password Not Changed"), description: problem.message ? t(problem.message) : t("Unable to change your password. Please try again."), variant: "destructive" });
      return;
    }
    setForm(EMPTY_PASSWORD_CHANGE);
    setErrors({});
    toast({ title: t("Password Changed"), description: t("You have been signed out on your other devices."), variant: "success" });
  }

  return (
    <form className={className} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      {fields.map((each) => (
        <Field key={each.name} label={t(each.label)} hint={each.hint && t(each.hint)} error={errors[each.name] && t(errors[each.name]!)} required>
          <Input
            id={`${idPrefix}-${each.name}`}
            type="password"
            autoComplete={each.autoComplete}
            value={form[each.name]}
            onChange={(event) => {
              setForm({ ...form, [each.name]: event.target.value });
              if (errors[each.name]) setErrors({ ...errors, [each.name]: undefined });
            }}
          />
        </Field>
      ))}
      <Button type="submit" loading={pending} className={submitClassName}>
        {pending ? t("Changing Password...") : t("Change Password")}
      </Button>
    </form>
  );
}
