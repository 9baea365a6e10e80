/**
 * Issues verification codes and sends them: by e-mail for sign-up and provider sign-in, by SMS for
 * phones. Returns the code so that development answers can show it (dev-code toast), never more.
 */
import { mailerFor, smsFor } from "../adapters/messaging.ts";
import type { Database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { isDevelopment } from "../env.ts";
import { AppError } from "../http/errors.ts";
import { verificationCodes } from "./codes.ts";
import {
  emailVerificationMessage,
  existingAccountMessage,
  passwordChangedMessage,
  passwordResetMessage,
  passwordResetSms,
  phoneVerificationMessage,
  providerLoginMessage,
  providerSignupMessage,
} from "./notifications.ts";
import { consume } from "./rate-limit.ts";
import { SEND_ALLOWANCE } from "./codes.ts";

/** A provider's password check opens a 10-minute window in which login codes may be (re)sent and used. */
export const LOGIN_CHALLENGE_MS = 10 * 60 * 1000;

export function codeDelivery(env: Bindings, db: Database) {
  const codes = verificationCodes(env, db);
  return {
    codes,
    async emailVerification(email: string): Promise<string> {
      const code = await codes.issue("signup", email);
      await mailerFor(env, db).send(emailVerificationMessage(email, code));
      return code;
    },
    /**
     * The provider wizard's code, for an address with no account yet. Its own purpose, so a patient
     * sign-up resend for the same address never replaces it.
     */
    async providerSignup(email: string): Promise<string> {
      const code = await codes.issue("provider-signup", email);
      await mailerFor(env, db).send(providerSignupMessage(email, code));
      return code;
    },
    /**
     * Tells an address's owner that someone tried to sign up with it. At most 3 a day, shared with
     * patient sign-up, so sign-up forms cannot be used to flood an inbox.
     */
    async existingAccountNotice(email: string): Promise<void> {
      const allowance = { limit: 3, windowMs: 24 * 3_600_000 };
      if ((await consume(db, `notice:existing-account:${email}`, allowance)).allowed) {
        await mailerFor(env, db).send(existingAccountMessage(email));
      }
    },
    /** A sign-in code; after the password step a used or expired code never blocks a new one for 60 s. */
    async providerLogin(email: string, challengeExpiresAt: number, { afterPassword = false } = {}): Promise<string> {
      const cooldown = !afterPassword || (await codes.pending("login", email)) !== null;
      const code = await codes.issue("login", email, { challengeExpiresAt: String(challengeExpiresAt) }, { cooldown });
      await mailerFor(env, db).send(providerLoginMessage(email, code));
      return code;
    },
    async phoneVerification(userId: number, phone: string): Promise<string> {
      // Limits apply per phone number too, so many accounts cannot flood one phone.
      const perPhone = await consume(db, `send:phone-number:${phone}`, SEND_ALLOWANCE);
      if (!perPhone.allowed) throw new AppError(429, "rate_limited", "Please wait before requesting another code.", undefined, { "Retry-After": String(perPhone.retryAfterSeconds) });
      const code = await codes.issue("phone", `user:${userId}`, { phone });
      await smsFor(env, db).send(phoneVerificationMessage(phone, code));
      return code;
    },
    /**
     * A password reset code for `email`, sent by SMS to `verifiedPhone` when given and that number's
     * own allowance permits (so many accounts cannot flood one phone), else by e-mail. Counts against
     * the address's allowance like every code; throws 429 when that is used up.
     */
    async passwordReset(email: string, verifiedPhone: string | null): Promise<string> {
      const code = await codes.issue("password-reset", email);
      // Only after the address's own allowance let it through, so refused requests cost the phone nothing.
      const bySms = verifiedPhone !== null && (await consume(db, `send:phone-number:${verifiedPhone}`, SEND_ALLOWANCE)).allowed;
      if (bySms) await smsFor(env, db).send(passwordResetSms(verifiedPhone, code));
      else await mailerFor(env, db).send(passwordResetMessage(email, code));
      return code;
    },
    async passwordChanged(email: string): Promise<void> {
      await mailerFor(env, db).send(passwordChangedMessage(email));
    },
  };
}

/** `{ code }` in development answers only (the spec's development-code toast). */
export function devCode(env: Bindings, code: string | null | undefined): { code?: string } {
  return isDevelopment(env) && code ? { code } : {};
}

/** Runs a send whose rate limit must not change the answer (so it reveals nothing); other errors pass. */
export async function unlessRateLimited(send: () => Promise<string>): Promise<string | null> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return null;
    throw error;
  }
}
