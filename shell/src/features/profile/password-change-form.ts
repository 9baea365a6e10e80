/** The patient's Change Password form checks, before the server's (the sign-up rule, from @gh/contracts). */
import { PASSWORD_MIN_PATIENT, passwordTooShort } from "@gh/contracts";

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeForm, string>>;

export const EMPTY_PASSWORD_CHANGE: PasswordChangeForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function passwordChangeErrors(form: PasswordChangeForm): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!form.currentPassword) errors.currentPassword = "Enter your current password";
  if (form.newPassword.length < PASSWORD_MIN_PATIENT) errors.newPassword = passwordTooShort(PASSWORD_MIN_PATIENT);
  else if (form.newPassword === form.currentPassword) errors.newPassword = "Choose a password different from the current one";
  if (form.confirmPassword !== form.newPassword) errors.confirmPassword = "Passwords don't match";
  return errors;
}
