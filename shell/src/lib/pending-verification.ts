/**
 * Values the spec keeps in the browser while a sign-up or login waits for its e-mail code (§3
 * "Client-stored values"). Storage can be unavailable (private browsing, disabled): then nothing is kept.
 */
export const VERIFICATION_EMAIL_KEY = "verification_email";
/** Written by the provider registration wizard (mfe-provider); cleared here after a verification. */
export const PROVIDER_REGISTRATION_KEY = "provider_registration_data";

export function rememberVerificationEmail(email: string): void {
  try {
    localStorage.setItem(VERIFICATION_EMAIL_KEY, email);
  } catch {
    // Storage unavailable: the e-mail still travels in the URL.
  }
}

export function storedVerificationEmail(): string {
  try {
    return localStorage.getItem(VERIFICATION_EMAIL_KEY) ?? "";
  } catch {
    return "";
  }
}

/** Spec: on success the pending registration data and the stored e-mail are cleared. */
export function clearPendingVerification(): void {
  try {
    localStorage.removeItem(VERIFICATION_EMAIL_KEY);
    localStorage.removeItem(PROVIDER_REGISTRATION_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** /verify-email?email=…[&next=…]: `next` is where the visitor was going (e.g. a booking), kept through the code step. */
export function verifyEmailPath(email: string, next?: string | null): string {
  return `/verify-email?${new URLSearchParams(next ? { email, next } : { email })}`;
}

/** Router state of the verify step after Create Account: the account is new, and is welcomed as new. */
export interface NewAccountState {
  newAccount: true;
}

export function isNewAccountState(state: unknown): state is NewAccountState {
  return typeof state === "object" && state !== null && "newAccount" in state && state.newAccount === true;
}
