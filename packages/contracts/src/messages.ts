import { msg } from "./msg.ts";

/** User-facing texts shared by more than one area, as the original product's screens word them (docs/product-rules.md#screens-and-texts). */
export const MESSAGES = {
  remoteUnavailable: msg("This section is temporarily unavailable"),
  retry: msg("Retry"),
  notFoundHeading: msg("404 Page Not Found"),
  notFoundHint: msg("Did you forget to add the page to the router?"),
  loading: msg("Loading..."),
} as const;

/** Answers of the account calls that the screens show as they are. */
export const AUTH_MESSAGES = {
  invalidCredentials: msg("Invalid email or password"),
  invalidCode: msg("Invalid verification code"),
  codeExpired: msg("This code has expired or was already used. Request a new one."),
  tooManyAttempts: msg("Too many wrong codes. Request a new code."),
  resendTooSoon: msg("Please wait before requesting another code."),
  tooManySends: msg("Too many codes requested. Please try again later."),
  tooManyLogins: msg("Too many failed sign-in attempts. Please try again later."),
  loginSuccessful: msg("Login successful"),
  registrationSuccessful: msg("Registration successful. Please check your email for verification code."),
  verifyBeforeLogin: msg("Please verify your email before logging in."),
  providerVerification: msg("Please verify your email to complete login."),
  emailVerified: msg("Email verified successfully"),
  phoneVerified: msg("Phone number verified successfully"),
  codeSent: msg("Verification code sent"),
  resendGeneric: msg("If an account needs verification, a new code has been sent."),
  loggedOut: msg("Logged out"),
  notSignedIn: msg("Not signed in"),
  emailInUse: msg("This email is already in use"),
  phoneVerifiedBookingsJoined: msg("Phone number verified. Your bookings made by phone are now in My Appointments."),
} as const;
