/** The Change Password form's own checks, before the server's (which repeats them). */
import { passwordTooShort, type PasswordMinimum } from "@gh/contracts/constants";
import { msg } from "@gh/i18n";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Field -> its message (English, the message id): the form shows it with t(). */
export type PasswordChangeErrors = Partial<Record<keyof PasswordChange, string>>;

export const EMPTY_PASSWORD_CHANGE: PasswordChange = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** `minLength` is the account's rule: PASSWORD_MIN_PATIENT or PASSWORD_MIN_PROVIDER. */
export function passwordChangeErrors(form: PasswordChange, minLength: PasswordMinimum): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!form.currentPassword) errors.currentPassword = msg("Enter your current password");
  if (form.newPassword.length < minLength) errors.newPassword = passwordTooShort(minLength);
  else if (form.newPassword === form.currentPassword) errors.newPassword = msg("Choose a password different from the current one");
  if (form.confirmPassword !== form.newPassword) errors.confirmPassword = msg("Passwords don't match");
  return errors;
}
