/**
 * The shell's toast texts, exactly as the original product's screens word them (docs/product-rules.md#screens-and-texts), in one place. (Texts shared with a
 * remote, such as "Verification Failed", are candidates for @gh/contracts' messages.)
 */
import { msg, t } from "@gh/i18n";

/** Marked texts, shown with `t(TOASTS.x)`; the greetings, which take a name, come translated. */
export const TOASTS = {
  loginSuccessful: msg("Login Successful"),
  welcome: (firstName: string | undefined) => (firstName?.trim() ? t("Welcome {firstName}!", { firstName: firstName.trim() }) : t("Welcome back!")),
  /** After the first e-mail verification of a new account: not "back". */
  welcomeNewAccount: (firstName: string) => t("Welcome to GhanaHealth, {firstName}!", { firstName: firstName.trim() }),
  emailVerificationRequired: msg("Email Verification Required"),
  verifyBeforeLogin: msg("Please verify your email before logging in."),
  provider2faRequired: msg("Provider 2FA Required"),
  verifyToCompleteLogin: msg("Please verify your email to complete login."),
  loginFailed: msg("Login Failed"),
  registrationFailed: msg("Registration Failed"),
  checkYourDetails: msg("Please check your details and try again"),
  connectionError: msg("Connection Error"),
  unableToConnect: msg("Unable to connect to server. Please try again."),
  unableToSendCode: msg("Unable to send verification code. Please try again."),
  registrationSuccessful: msg("Registration successful"),
  accountCreatedCodeNotSent: msg("Account created"),
  checkEmailForCode: msg("Please check your email for verification code."),

  emailVerified: msg("Email Verified!"),
  verificationFailed: msg("Verification Failed"),
  invalidCode: msg("Invalid verification code"),
  somethingWentWrong: msg("Something went wrong. Please try again."),
  codeSent: msg("Code Sent"),
  verificationCodeSent: msg("Verification Code Sent"),
  verificationSuccessful: msg("Verification Successful"),
  failedToSendCode: msg("Failed to Send Code"),
  tryAgainLater: msg("Please try again later."),
  tryAgain: msg("Please try again."),

  profileUpdated: msg("Profile Updated"),
  updateFailed: msg("Update Failed"),
  failedToUpdateProfile: msg("Failed to update profile. Please try again."),
  error: msg("Error"),
  errorUpdatingProfile: msg("An error occurred while updating your profile."),
} as const;
