/** The Change Password form's own checks, before the server's (which repeats them). */
import { PASSWORD_MIN_PROVIDER } from "@gh/contracts";

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordFormErrors = Partial<Record<keyof PasswordForm, string>>;

export const EMPTY_PASSWORD_FORM: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function passwordFormErrors(form: PasswordForm): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (!form.currentPassword) errors.currentPassword = "Enter your current password";
  if (form.newPassword.length < PASSWORD_MIN_PROVIDER) errors.newPassword = `Password must be at least ${PASSWORD_MIN_PROVIDER} characters`;
  else if (form.newPassword === form.currentPassword) errors.newPassword = "Choose a password different from the current one";
  if (form.confirmPassword !== form.newPassword) errors.confirmPassword = "Passwords don't match";
  return errors;
}
