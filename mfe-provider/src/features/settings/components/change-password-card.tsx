/** Change Password: current, new and the new one again; the server checks the current one and ends every other session. */
import { readApiProblem } from "@gh/api-client";
import { PASSWORD_MIN_PROVIDER } from "@gh/contracts";
import { Button, Card, CardContent, CardHeader, CardTitle, Field, Input, useToast } from "@gh/ui";
import { useState, type FormEvent } from "react";
import { useChangePassword } from "../api/use-account-settings";
import { EMPTY_PASSWORD_FORM, passwordFormErrors, type PasswordForm, type PasswordFormErrors } from "../password-form";

const FIELDS: { name: keyof PasswordForm; label: string; autoComplete: string; hint?: string }[] = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password", hint: `At least ${PASSWORD_MIN_PROVIDER} characters` },
  { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
];

export function ChangePasswordCard() {
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORD_FORM);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const changePassword = useChangePassword();
  const { toast } = useToast();

  function focusFirst(found: PasswordFormErrors) {
    const first = FIELDS.find((each) => found[each.name]);
    if (first) document.getElementById(`settings-${first.name}`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    try {
      await changePassword.mutateAsync({ currentPassword: form.currentPassword, newPassword: form.newPassword });
    } catch (error) {
      const problem = readApiProblem(error);
      const fromServer: PasswordFormErrors = {};
      for (const each of FIELDS) if (problem.fields[each.name]) fromServer[each.name] = problem.fields[each.name];
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        return focusFirst(fromServer);
      }
      toast({ title: "Password Not Changed", description: problem.message ?? "Unable to change your password. Please try again.", variant: "destructive" });
      return;
    }
    setForm(EMPTY_PASSWORD_FORM);
    setErrors({});
    toast({ title: "Password Changed", description: "You have been signed out on your other devices.", variant: "success" });
  }

  return (
    <Card as="section" aria-labelledby="settings-password">
      <CardHeader>
        <CardTitle as="h2" id="settings-password">
          Change Password
        </CardTitle>
        <p className="settings-card__description">Changing your password signs you out on every other device.</p>
      </CardHeader>
      <CardContent>
        <form className="settings-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="settings-password">
          {FIELDS.map((each) => (
            <Field key={each.name} label={each.label} hint={each.hint} error={errors[each.name]} required>
              <Input
                id={`settings-${each.name}`}
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
          <Button type="submit" loading={changePassword.isPending} className="settings-form__submit">
            {changePassword.isPending ? "Changing Password..." : "Change Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
