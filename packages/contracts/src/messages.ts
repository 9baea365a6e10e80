/** User-facing texts shared by more than one area, as the original product's screens word them (docs/product-rules.md#screens-and-texts). */
export const MESSAGES = {
  remoteUnavailable: "This section is temporarily unavailable",
  retry: "Retry",
  notFoundHeading: "404 Page Not Found",
  notFoundHint: "Did you forget to add the page to the router?",
  loading: "Loading...",
} as const;

/** Answers of the account calls that the screens show as they are. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  invalidCode: "Invalid verification code",
  codeExpired: "This code has expired or was already used. Request a new one.",
  tooManyAttempts: "Too many wrong codes. Request a new code.",
  resendTooSoon: "Please wait before requesting another code.",
  tooManySends: "Too many codes requested. Please try again later.",
  tooManyLogins: "Too many failed sign-in attempts. Please try again later.",
  loginSuccessful: "Login successful",
  registrationSuccessful: "Registration successful. Please check your email for verification code.",
  verifyBeforeLogin: "Please verify your email before logging in.",
  providerVerification: "Please verify your email to complete login.",
  emailVerified: "Email verified successfully",
  phoneVerified: "Phone number verified successfully",
  codeSent: "Verification code sent",
  resendGeneric: "If an account needs verification, a new code has been sent.",
  loggedOut: "Logged out",
  notSignedIn: "Not signed in",
  emailInUse: "This email is already in use",
} as const;
