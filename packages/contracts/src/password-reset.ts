/**
 * Account recovery (docs/product-rules.md#sign-in-and-sessions): POST /api/password/forgot and POST /api/password/reset, their
 * schemas (the API's and the form's) and their words, so the Worker and the screen say the same.
 */
import { z } from "zod";
import { emailField, verificationCodeField } from "./auth.ts";
import { PASSWORD_MIN_PATIENT, PASSWORD_MIN_PROVIDER, passwordTooShort } from "./constants.ts";
import { msg } from "./msg.ts";

export const PASSWORD_RESET_CHANNELS = ["email", "sms"] as const;
export type PasswordResetChannel = (typeof PASSWORD_RESET_CHANNELS)[number];

/** The same rule as patient sign-up; provider accounts are held to PASSWORD_MIN_PROVIDER by the API. */
const newPassword = () =>
  z
    .string({ message: msg("Password is required") })
    .min(PASSWORD_MIN_PATIENT, passwordTooShort(PASSWORD_MIN_PATIENT))
    .max(128, msg("Password must be at most 128 characters"));

/** POST /api/password/forgot. "sms" texts the code to the account's verified phone, if it has one. */
export const forgotPasswordSchema = z.object({
  email: emailField(),
  channel: z.enum(PASSWORD_RESET_CHANNELS, { message: msg("channel must be email or sms") }).default("email"),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/password/reset */
export const resetPasswordSchema = z.object({ email: emailField(), code: verificationCodeField(), password: newPassword() });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The form's second step: the API's fields plus a confirmation that never leaves the browser. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string({ message: msg("Please confirm your password") }) })
  .refine((form) => form.password === form.confirmPassword, { message: msg("Passwords don't match"), path: ["confirmPassword"] });

/** The provider's minimum, checked by the API once it knows the account is a provider's. */
export const PROVIDER_PASSWORD_RULE = { min: PASSWORD_MIN_PROVIDER, message: passwordTooShort(PASSWORD_MIN_PROVIDER) } as const;

export const PASSWORD_RESET_MESSAGES = {
  /** The same answer for every address, known or not, and for either channel. */
  codeSent: msg("If an account uses this email, we have sent it a 6-digit code (by SMS if you asked and the account has a verified phone). It expires in 10 minutes."),
  passwordChanged: msg("Your password has been changed. Sign in with your new password."),
} as const;

/** The screen's own words (toasts and headings). */
export const PASSWORD_RESET_TEXTS = {
  title: msg("Reset your password"),
  codeSentToast: msg("Code Sent"),
  passwordChangedToast: msg("Password Changed"),
  resetFailedToast: msg("Password Reset Failed"),
  failedToSendToast: msg("Failed to Send Code"),
} as const;

/** The answers' types, from their schemas in ./answers/account.ts (which only the Worker loads). */
export type { CodeSent as ForgotPasswordResult, MessageResult as ResetPasswordResult } from "./answers/account.ts";
