/**
 * Verification codes (docs/product-rules.md#verification-codes): 6 digits from a cryptographic source, stored only as a salted
 * SHA-256 in KV for 10 minutes, single use, void after 5 wrong tries. Sends are limited per address
 * and purpose (no sooner than 60 s apart, at most 5 an hour), and wrong tries are counted, in D1.
 */
import { msg } from "@gh/contracts/msg";
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from "@gh/contracts/constants";
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import type { Database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { AppError, storageUnavailable } from "../http/errors.ts";
import { clear, consume, count, giveBack, peek } from "./rate-limit.ts";
import { sha256Hex } from "./session.ts";

/**
 * "provider-signup" is its own purpose so a patient resend for the same address cannot replace it;
 * "password-reset" likewise, so a sign-up or sign-in code can never set a password.
 */
export type CodePurpose = "signup" | "provider-signup" | "login" | "phone" | "password-reset";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
export const SEND_ALLOWANCE = { limit: 5, windowMs: 60 * 60 * 1000, cooldownMs: RESEND_COOLDOWN_SECONDS * 1000 };

interface StoredCode {
  salt: string;
  hash: string;
  expiresAt: number;
  payload: Record<string, string>;
}

function randomDigits(): string {
  // Rejection sampling keeps every code equally likely: 4,294,000,000 is a multiple of 10^6.
  const limit = 4_294_000_000;
  const value = new Uint32Array(1);
  do crypto.getRandomValues(value);
  while (value[0]! >= limit);
  return String(value[0]! % 10 ** CODE_LENGTH).padStart(CODE_LENGTH, "0");
}

/** Compares without an early exit, so the time taken does not say how much of a secret matched. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Runs a KV call; KV being unavailable answers 503 (Retry-After) whatever its error says, so no
 * route carries on as if a code was stored, sent or checked.
 */
async function kv<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    console.error("Verification code store unavailable", error);
    throw storageUnavailable(msg("We couldn't send or check a code right now. Please try again in a moment."));
  }
}

const codeKey = (purpose: CodePurpose, subject: string) => `code:${purpose}:${subject}`;
const sendKey = (purpose: CodePurpose, subject: string) => `send:${purpose}:${subject}`;
const wrongKey = (purpose: CodePurpose, subject: string) => `wrong-code:${purpose}:${subject}`;

export function verificationCodes(env: Pick<Bindings, "CODES">, db: Database, now: () => number = Date.now) {
  async function read(purpose: CodePurpose, subject: string): Promise<StoredCode | null> {
    const stored = await kv(() => env.CODES.get<StoredCode>(codeKey(purpose, subject), "json"));
    return stored && stored.expiresAt > now() ? stored : null;
  }

  /** Uses up one send (or throws 429) and returns when it was counted, for `giveBackSend`. */
  async function countSend(purpose: CodePurpose, subject: string, { cooldown = true } = {}): Promise<number> {
    const allowance = cooldown ? SEND_ALLOWANCE : { ...SEND_ALLOWANCE, cooldownMs: 0 };
    const at = now();
    const decision = await consume(db, sendKey(purpose, subject), allowance, at);
    if (decision.allowed) return at;
    const sendsUsed = (await peek(db, sendKey(purpose, subject), SEND_ALLOWANCE.windowMs, now())) >= SEND_ALLOWANCE.limit;
    throw new AppError(429, "rate_limited", sendsUsed ? AUTH_MESSAGES.tooManySends : AUTH_MESSAGES.resendTooSoon, undefined, {
      "Retry-After": String(decision.retryAfterSeconds),
    });
  }

  async function check(purpose: CodePurpose, subject: string, code: string): Promise<Record<string, string>> {
    const stored = await read(purpose, subject);
    if (!stored) throw new AppError(400, "invalid_code", AUTH_MESSAGES.codeExpired);
    if (constantTimeEqual(await sha256Hex(`${stored.salt}:${code}`), stored.hash)) return stored.payload;
    const wrongTries = await count(db, wrongKey(purpose, subject), CODE_TTL_MS, now());
    if (wrongTries >= MAX_WRONG_TRIES) {
      await kv(() => env.CODES.delete(codeKey(purpose, subject)));
      throw new AppError(429, "rate_limited", AUTH_MESSAGES.tooManyAttempts);
    }
    throw new AppError(400, "invalid_code", AUTH_MESSAGES.invalidCode);
  }

  /**
   * A send that was counted but never went out (the code store or the provider failed) gives its
   * place back: neither the 60 s wait nor one of the 5 an hour is spent on a message nobody got.
   */
  async function giveBackSend(purpose: CodePurpose, subject: string, at: number): Promise<void> {
    try {
      await giveBack(db, sendKey(purpose, subject), SEND_ALLOWANCE, at);
    } catch (error) {
      // D1 failing too: the send stays counted, which errs on the side of fewer messages.
      console.error("Send allowance not given back", purpose, error);
    }
  }

  /** Uses up a live code (if any) and its count of wrong tries. */
  async function discard(purpose: CodePurpose, subject: string): Promise<void> {
    await kv(() => env.CODES.delete(codeKey(purpose, subject)));
    await clear(db, wrongKey(purpose, subject));
  }

  return {
    /**
     * Makes and stores a new code (replacing any earlier one), hands it to `deliver` (the e-mail or
     * SMS) and returns it. Throws 429 when sends are used up. When storing or delivering fails the
     * send is given back before the error goes on. `cooldown: false` waives the 60 s wait (never the
     * hourly cap) for a fresh start when no live code is out, e.g. a new sign-in after the last code
     * was used.
     */
    async issue(
      purpose: CodePurpose,
      subject: string,
      payload: Record<string, string> = {},
      { cooldown = true, deliver }: { cooldown?: boolean; deliver?: (code: string) => Promise<void> } = {},
    ): Promise<string> {
      const countedAt = await countSend(purpose, subject, { cooldown });
      try {
        const code = randomDigits();
        const salt = crypto.randomUUID();
        const record: StoredCode = { salt, hash: await sha256Hex(`${salt}:${code}`), expiresAt: now() + CODE_TTL_MS, payload };
        // Stored before anything is sent: KV down means 503 and no message, never a code that cannot be checked.
        await kv(() => env.CODES.put(codeKey(purpose, subject), JSON.stringify(record), { expirationTtl: CODE_TTL_MS / 1000 }));
        await clear(db, wrongKey(purpose, subject));
        await deliver?.(code);
        return code;
      } catch (error) {
        await giveBackSend(purpose, subject, countedAt);
        throw error;
      }
    },

    /**
     * Uses up one send of the allowance without making a code (throws 429 like `issue`): for an
     * answer that must cost the same whether or not a code really goes out.
     */
    countSend,

    /** The payload of a live code for `subject`, without using it up (e.g. to resend within a login challenge). */
    async pending(purpose: CodePurpose, subject: string): Promise<Record<string, string> | null> {
      return (await read(purpose, subject))?.payload ?? null;
    },

    /** Checks and uses up a code, returning the payload it was issued with; throws 400 or 429 otherwise. */
    async verify(purpose: CodePurpose, subject: string, code: string): Promise<Record<string, string>> {
      const payload = await check(purpose, subject, code);
      await discard(purpose, subject);
      return payload;
    },

    /**
     * Checks a code like `verify` (a wrong one counts towards the 5 tries) but leaves a right one in
     * place, for a step that may still refuse the request (e.g. a password too short for the account)
     * and should let the user correct it with the same code; `discard` it once the step is done.
     */
    check,
    discard,
  };
}

export type VerificationCodes = ReturnType<typeof verificationCodes>;
