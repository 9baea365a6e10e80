/**
 * The shell's toast texts, exactly as the original product's screens word them (docs/product-rules.md#screens-and-texts), in one place. (Texts shared with a
 * remote, such as "Verification Failed", are candidates for @gh/contracts' messages.)
 */
export const TOASTS = {
  loginSuccessful: "Login Successful",
  welcome: (firstName: string | undefined) => `Welcome ${firstName?.trim() || "back"}!`,
  /** After the first e-mail verification of a new account: not "back". */
  welcomeNewAccount: (firstName: string) => `Welcome to GhanaHealth, ${firstName.trim()}!`,
  emailVerificationRequired: "Email Verification Required",
  verifyBeforeLogin: "Please verify your email before logging in.",
  provider2faRequired: "Provider 2FA Required",
  verifyToCompleteLogin: "Please verify your email to complete login.",
  loginFailed: "Login Failed",
  registrationFailed: "Registration Failed",
  checkYourDetails: "Please check your details and try again",
  connectionError: "Connection Error",
  unableToConnect: "Unable to connect to server. Please try again.",
  unableToSendCode: "Unable to send verification code. Please try again.",
  registrationSuccessful: "Registration successful",
  accountCreatedCodeNotSent: "Account created",
  checkEmailForCode: "Please check your email for verification code.",

  emailVerified: "Email Verified!",
  verificationFailed: "Verification Failed",
  invalidCode: "Invalid verification code",
  somethingWentWrong: "Something went wrong. Please try again.",
  codeSent: "Code Sent",
  verificationCodeSent: "Verification Code Sent",
  verificationSuccessful: "Verification Successful",
  failedToSendCode: "Failed to Send Code",
  tryAgainLater: "Please try again later.",
  tryAgain: "Please try again.",

  profileUpdated: "Profile Updated",
  updateFailed: "Update Failed",
  failedToUpdateProfile: "Failed to update profile. Please try again.",
  error: "Error",
  errorUpdatingProfile: "An error occurred while updating your profile.",
} as const;
