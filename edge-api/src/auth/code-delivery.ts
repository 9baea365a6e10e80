/**
 * Issues verification codes and sends them: by e-mail for sign-up and provider sign-in, by SMS for
 * phones. Returns the code so that development answers can show it (dev-code toast), never more.
 */
import { msg } from "@gh/contracts/msg";
import type { PageLanguage } from "@gh/contracts/languages";
import { mailerFor, smsFor } from "../adapters/messaging.ts";
import type { OutgoingEmail, OutgoingSms } from "../adapters/outgoing-message.ts";
import type { Database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { isDevelopment } from "../env.ts";
import { AppError } from "../http/errors.ts";
import { inLanguageOf } from "../i18n/api-texts.ts";
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
import { consume, giveBack, type RateDecision } from "./rate-limit.ts";
import { SEND_ALLOWANCE } from "./codes.ts";

/** A provider's password check opens a 10-minute window in which login codes may be (re)sent and used. */
export const LOGIN_CHALLENGE_MS = 10 * 60 * 1000;

/**
 * Uses up one of a phone number's sends (so many accounts cannot flood one phone) for `send`, which
 * runs only when the number's allowance permits; a send that fails gives the place back.
 */
async function withPhoneAllowance(db: Database, phone: string, send: () => Promise<void>): Promise<RateDecision> {
  const key = `send:phone-number:${phone}`;
  const at = Date.now();
  const decision = await consume(db, key, SEND_ALLOWANCE, at);
  if (!decision.allowed) return decision;
  try {
    await send();
  } catch (error) {
    await giveBack(db, key, SEND_ALLOWANCE, at).catch((reason: unknown) => console.error("Phone send allowance not given back", reason));
    throw error;
  }
  return decision;
}

/**
 * Every code is issued and delivered in one step: a code that cannot be stored or sent gives back its
 * place in the sender's allowance (codes.ts), so a failed attempt never makes the user wait. Messages
 * are written in `language`: the recipient's (i18n/api-texts.ts recipientLanguage).
 */
export function codeDelivery(env: Bindings, db: Database, language?: PageLanguage) {
  const codes = verificationCodes(env, db);
  const mail = (build: () => OutgoingEmail) => mailerFor(env, db).send(inLanguageOf(language, build));
  const text = (build: () => OutgoingSms) => smsFor(env, db).send(inLanguageOf(language, build));
  return {
    codes,
    async emailVerification(email: string): Promise<string> {
      return codes.issue("signup", email, {}, { deliver: (code) => mail(() => emailVerificationMessage(email, code)) });
    },
    /**
     * The provider wizard's code, for an address with no account yet. Its own purpose, so a patient
     * sign-up resend for the same address never replaces it.
     */
    async providerSignup(email: string): Promise<string> {
      return codes.issue("provider-signup", email, {}, { deliver: (code) => mail(() => providerSignupMessage(email, code)) });
    },
    /**
     * Tells an address's owner that someone tried to sign up with it. At most 3 a day, shared with
     * patient sign-up, so sign-up forms cannot be used to flood an inbox.
     */
    async existingAccountNotice(email: string): Promise<void> {
      const key = `notice:existing-account:${email}`;
      const allowance = { limit: 3, windowMs: 24 * 3_600_000 };
      const at = Date.now();
      if (!(await consume(db, key, allowance, at)).allowed) return;
      try {
        await mail(() => existingAccountMessage(email));
      } catch (error) {
        await giveBack(db, key, allowance, at).catch((reason: unknown) => console.error("Notice allowance not given back", reason));
        throw error;
      }
    },
    /** A sign-in code; after the password step a used or expired code never blocks a new one for 60 s. */
    async providerLogin(email: string, challengeExpiresAt: number, { afterPassword = false } = {}): Promise<string> {
      const cooldown = !afterPassword || (await codes.pending("login", email)) !== null;
      return codes.issue("login", email, { challengeExpiresAt: String(challengeExpiresAt) }, { cooldown, deliver: (code) => mail(() => providerLoginMessage(email, code)) });
    },
    async phoneVerification(userId: number, phone: string): Promise<string> {
      let code = "";
      const perPhone = await withPhoneAllowance(db, phone, async () => {
        code = await codes.issue("phone", `user:${userId}`, { phone }, { deliver: (fresh) => text(() => phoneVerificationMessage(phone, fresh)) });
      });
      if (!perPhone.allowed) throw new AppError(429, "rate_limited", msg("Please wait before requesting another code."), undefined, { "Retry-After": String(perPhone.retryAfterSeconds) });
      return code;
    },
    /**
     * A password reset code for `email`, sent by SMS to `verifiedPhone` when given and that number's
     * own allowance permits (so many accounts cannot flood one phone), else by e-mail. Counts against
     * the address's allowance like every code; throws 429 when that is used up.
     */
    async passwordReset(email: string, verifiedPhone: string | null): Promise<string> {
      return codes.issue("password-reset", email, {}, {
        // Only after the address's own allowance let it through, so refused requests cost the phone nothing.
        deliver: async (code) => {
          const bySms = verifiedPhone !== null && (await withPhoneAllowance(db, verifiedPhone, () => text(() => passwordResetSms(verifiedPhone, code)))).allowed;
          if (!bySms) await mail(() => passwordResetMessage(email, code));
        },
      });
    },
    async passwordChanged(email: string): Promise<void> {
      await mail(() => passwordChangedMessage(email));
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
