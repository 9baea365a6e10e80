/** The Change Password form's own checks, before the server's (which repeats them). */
import { passwordTooShort } from "@gh/contracts/constants";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChange, string>>;

export const EMPTY_PASSWORD_CHANGE: PasswordChange = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** `minLength` is the account's rule: PASSWORD_MIN_PATIENT or PASSWORD_MIN_PROVIDER. */
export function passwordChangeErrors(form: PasswordChange, minLength: number): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!form.currentPassword) errors.currentPassword = "Enter your current password";
  if (form.newPassword.length < minLength) errors.newPassword = passwordTooShort(minLength);
  else if (form.newPassword === form.currentPassword) errors.newPassword = "Choose a password different from the current one";
  if (form.confirmPassword !== form.newPassword) errors.confirmPassword = "Passwords don't match";
  return errors;
}
