/**
 * Asking a signed-in user for their password again before a change that matters (a new password,
 * erasing the account). Wrong answers are password guesses: a stolen session gets a handful, as
 * sign-in does; the counter is the one the provider's settings use, so the two routes share it.
 */
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { verifyPassword } from "../../auth/password.ts";
import { clear, count, peek } from "../../auth/rate-limit.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/errors.ts";

const WRONG_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
const MAX_WRONG_PASSWORDS = 5;

/** Throws 429 after too many wrong tries, or 400 with `message` on `field` for a wrong password. */
export async function confirmPassword(db: Database, user: SessionUser, password: string, field: string, message: string): Promise<void> {
  const failuresKey = `password-check-failures:${user.id}`;
  if ((await peek(db, failuresKey, WRONG_PASSWORD_WINDOW_MS)) >= MAX_WRONG_PASSWORDS) {
    throw new AppError(429, "rate_limited", AUTH_MESSAGES.tooManyLogins, undefined, { "Retry-After": String(WRONG_PASSWORD_WINDOW_MS / 1000) });
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await count(db, failuresKey, WRONG_PASSWORD_WINDOW_MS);
    throw new AppError(400, "validation_failed", message, { [field]: message });
  }
  await clear(db, failuresKey);
}
