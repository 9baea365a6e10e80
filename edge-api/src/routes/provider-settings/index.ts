/**
 * A provider's account settings: change the password (the current one required; every other
 * signed-in browser is signed out, this one stays), sign out everywhere (this browser too), and the
 * payout details their weekly earnings are paid to (money/payout-details.ts), changed only with the
 * current password.
 */
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { PAYOUT_MESSAGES } from "@gh/contracts/payouts";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { getCookie } from "hono/cookie";
import { clearSessionCookie } from "../../auth/cookies.ts";
import { requireUser } from "../../auth/guards.ts";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { clear, count, peek } from "../../auth/rate-limit.ts";
import { endAllSessions, SESSION_COOKIE, sha256Hex, type SessionUser } from "../../auth/session.ts";
import { database, type Database } from "../../db/client.ts";
import { replacePassword } from "../../db/users.ts";
import { AppError } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { payoutDetailsOf, savePayoutDetails, toPayoutDetails } from "../../money/payout-details.ts";
import { notifyProvider } from "../../notifications/appointment-notices.ts";
import { payoutDetailsChangedMessage } from "../../notifications/payout-notices.ts";
import { ownProvider } from "../provider-practice/own-provider.ts";
import { changePasswordRoute, payoutDetailsRoute, savePayoutDetailsRoute, signOutEverywhereRoute } from "./routes.ts";
import { inLanguageOf, recipientLanguage, requestText } from "../../i18n/api-texts.ts";

/** Wrong current passwords are password guesses: a stolen session gets a handful, as sign-in does. */
const WRONG_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
const MAX_WRONG_PASSWORDS = 5;

/**
 * Re-authentication before a change that matters (a new password, where the money goes): the
 * provider's current password, with wrong ones counted per account as sign-in counts them, so a
 * stolen session cannot guess it either.
 */
async function requireCurrentPassword(db: Database, user: SessionUser, password: string, wrong: string): Promise<void> {
  const failuresKey = `password-check-failures:${user.id}`;
  if ((await peek(db, failuresKey, WRONG_PASSWORD_WINDOW_MS)) >= MAX_WRONG_PASSWORDS) {
    throw new AppError(429, "rate_limited", AUTH_MESSAGES.tooManyLogins, undefined, { "Retry-After": String(WRONG_PASSWORD_WINDOW_MS / 1000) });
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await count(db, failuresKey, WRONG_PASSWORD_WINDOW_MS);
    throw new AppError(400, "validation_failed", wrong, { currentPassword: wrong });
  }
  await clear(db, failuresKey);
}

export const providerSettingsRoutes = declaredRoutes()
  .openapi(guarded(changePasswordRoute, requireUser("provider")), async (c) => {
    const db = database(c.env);
    const user = c.get("user");
    const { currentPassword, newPassword } = c.req.valid("json");
    await requireCurrentPassword(db, user, currentPassword, PROVIDER_MESSAGES.currentPasswordWrong);
    // The guard let this request in, so its cookie carries the live session that stays.
    const thisSession = await sha256Hex(getCookie(c, SESSION_COOKIE)!);
    await replacePassword(db, user.id, await hashPassword(newPassword), thisSession);
    return c.json({ message: requestText(c.req.raw, PROVIDER_MESSAGES.passwordChanged) }, 200);
  })
  .openapi(guarded(signOutEverywhereRoute, requireUser("provider")), async (c) => {
    await endAllSessions(database(c.env), c.get("user").id);
    clearSessionCookie(c);
    return c.json({ message: requestText(c.req.raw, PROVIDER_MESSAGES.signedOutEverywhere) }, 200);
  })
  .openapi(guarded(payoutDetailsRoute, requireUser("provider")), async (c) => {
    const db = database(c.env);
    const provider = await ownProvider(db, c.get("user"));
    const row = await payoutDetailsOf(db, provider.id);
    return c.json({ payoutDetails: row ? toPayoutDetails(row) : null }, 200);
  })
  .openapi(guarded(savePayoutDetailsRoute, requireUser("provider")), async (c) => {
    const db = database(c.env);
    const provider = await ownProvider(db, c.get("user"));
    const input = c.req.valid("json");
    await requireCurrentPassword(db, c.get("user"), input.currentPassword, PAYOUT_MESSAGES.passwordWrong);
    const row = await savePayoutDetails(c.env, db, provider.id, input);
    const payoutDetails = toPayoutDetails(row);
    await notifyProvider(c.env, db, inLanguageOf(recipientLanguage(c.get("user"), c.req.raw), () => payoutDetailsChangedMessage(c.get("user").email, payoutDetails)));
    return c.json({ payoutDetails, message: requestText(c.req.raw, PAYOUT_MESSAGES.saved) }, 200);
  });
