/** Change password (patients): the current one, the new one twice. Other devices are signed out; this one stays. */
import { readApiProblem } from "@gh/api-client";
import { PASSWORD_MIN_PATIENT } from "@gh/contracts";
import { Button, Field, Input, useToast } from "@gh/ui";
import { useState, type FormEvent } from "react";
import { useChangePassword } from "../api/use-account-rights";
import { EMPTY_PASSWORD_CHANGE, passwordChangeErrors, type PasswordChangeErrors, type PasswordChangeForm } from "../password-change-form";

const FIELDS: { name: keyof PasswordChangeForm; label: string; autoComplete: string; hint?: string }[] = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password", hint: `At least ${PASSWORD_MIN_PATIENT} characters` },
  { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
];

export function ChangePasswordForm() {
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY_PASSWORD_CHANGE);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const changePassword = useChangePassword();
  const { toast } = useToast();

  function showErrors(found: PasswordChangeErrors) {
    setErrors(found);
    const first = FIELDS.find((each) => found[each.name]);
    if (first) document.getElementById(`profile-${first.name}`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordChangeErrors(form);
    if (Object.keys(found).length > 0) return showErrors(found);
    try {
      await changePassword.mutateAsync({ currentPassword: form.currentPassword, newPassword: form.newPassword });
    } catch (error) {
      const problem = readApiProblem(error);
      const fromServer: PasswordChangeErrors = {};
      for (const each of FIELDS) if (problem.fields[each.name]) fromServer[each.name] = problem.fields[each.name];
      if (Object.keys(fromServer).length > 0) return showErrors(fromServer);
      toast({ title: "Password Not Changed", description: problem.message ?? "Unable to change your password. Please try again.", variant: "destructive" });
      return;
    }
    setForm(EMPTY_PASSWORD_CHANGE);
    setErrors({});
    toast({ title: "Password Changed", description: "You have been signed out on your other devices.", variant: "success" });
  }

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-password-title">
      <h3 id="profile-password-title" className="profile-security__heading">
        Change password
      </h3>
      {FIELDS.map((each) => (
        <Field key={each.name} label={each.label} hint={each.hint} error={errors[each.name]} required>
          <Input
            id={`profile-${each.name}`}
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
      <div className="profile-form__actions">
        <Button type="submit" loading={changePassword.isPending}>
          {changePassword.isPending ? "Changing Password..." : "Change Password"}
        </Button>
      </div>
    </form>
  );
}
