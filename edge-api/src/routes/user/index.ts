/**
 * The signed-in user's own account under /api/user: who they are (401 means anonymous, the shell
 * reads it so), and the patient's rights over their data (docs/product-rules.md#data-rights): export everything held,
 * change the password, sign out everywhere, and erase the account.
 */
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { toAccountUser } from "../../auth/account-user.ts";
import { clearSessionCookie, setSessionCookie } from "../../auth/cookies.ts";
import { NO_ACCESS, requireUser } from "../../auth/guards.ts";
import { hashPassword } from "../../auth/password.ts";
import { currentUser, endAllSessions, mintSession, SESSION_COOKIE, sha256Hex, type SessionUser } from "../../auth/session.ts";
import { database } from "../../db/client.ts";
import { deleteProfileImage } from "../../images/profile-images.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { confirmPassword } from "./password-check.ts";
import { changePasswordKeepingBrowser, dataHeldAbout, erasePatient, upcomingPaidVisits } from "../../db/patient-data.ts";
import { DATA_RIGHTS_MESSAGES } from "./messages.ts";
import { toOwnLicence } from "../licences/serialize.ts";
import { changePasswordRoute, currentUserRoute, deleteAccountRoute, exportRoute, signOutEverywhereRoute } from "./routes.ts";
import { requestText, storedLanguage } from "../../i18n/api-texts.ts";

/** The hashed id of the session this request carries (the guard has already found it live). */
async function thisSessionId(c: Context): Promise<string | null> {
  const token = getCookie(c, SESSION_COOKIE);
  return token ? sha256Hex(token) : null;
}

/** After requireUser: only patients pass; anyone else is told where their own flow is (403). */
const patientsOnly = (elsewhere: Partial<Record<SessionUser["role"], string>>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { role } = c.get("user");
    if (role !== "patient") throw new AppError(403, "forbidden", elsewhere[role] ?? NO_ACCESS);
    await next();
  });

const DELETED_ELSEWHERE = { provider: DATA_RIGHTS_MESSAGES.providersDeleteElsewhere, admin: DATA_RIGHTS_MESSAGES.adminsCannotDelete };

export const userRoutes = declaredRoutes()
  .openapi(currentUserRoute, async (c) => {
    const user = await currentUser(c, database(c.env));
    if (!user) throw new AppError(401, "unauthenticated", AUTH_MESSAGES.notSignedIn);
    return c.json(toAccountUser(user), 200);
  })
  .openapi(guarded(exportRoute, requireUser()), async (c) => {
    const user = c.get("user");
    const now = new Date();
    const held = await dataHeldAbout(database(c.env), user, await thisSessionId(c));
    c.header("Content-Disposition", `attachment; filename="ghanahealth-my-data-${now.toISOString().slice(0, 10)}.json"`);
    c.header("Cache-Control", "no-store");
    return c.json({ exportedAt: now.toISOString(), account: toAccountUser(user), language: storedLanguage(user.language), ...held, licences: held.licences.map(toOwnLicence) }, 200);
  })
  // Providers are held to a longer password, checked by their own settings route.
  .openapi(guarded(changePasswordRoute, requireUser(), patientsOnly({ provider: DATA_RIGHTS_MESSAGES.providersChangePasswordElsewhere })), async (c) => {
    const user = c.get("user");
    const db = database(c.env);
    const { currentPassword, newPassword } = c.req.valid("json");
    await confirmPassword(db, user, currentPassword, "currentPassword", DATA_RIGHTS_MESSAGES.currentPasswordWrong);
    // Every session ends, this one too; this browser carries on with a new token.
    const fresh = await mintSession(user.id);
    await changePasswordKeepingBrowser(db, user.id, await hashPassword(newPassword), fresh.row);
    setSessionCookie(c, fresh.token);
    return c.json({ message: requestText(c.req.raw, DATA_RIGHTS_MESSAGES.passwordChanged) }, 200);
  })
  .openapi(guarded(signOutEverywhereRoute, requireUser()), async (c) => {
    await endAllSessions(database(c.env), c.get("user").id);
    clearSessionCookie(c);
    return c.json({ message: requestText(c.req.raw, DATA_RIGHTS_MESSAGES.signedOutEverywhere) }, 200);
  })
  .openapi(guarded(deleteAccountRoute, requireUser(), patientsOnly(DELETED_ELSEWHERE)), async (c) => {
    const user = c.get("user");
    const db = database(c.env);
    await confirmPassword(db, user, c.req.valid("json").password, "password", DATA_RIGHTS_MESSAGES.passwordWrong);
    const now = Date.now();
    const upcoming = await upcomingPaidVisits(db, user.id, now);
    if (upcoming > 0) throw new AppError(409, "conflict", DATA_RIGHTS_MESSAGES.upcomingPaidVisits, undefined, undefined, { count: upcoming });
    const erased = await erasePatient(db, user, now);
    // After the batch: a photo left behind is only an unlinked file, never a half-erased account.
    await deleteProfileImage(c.env, user.profileImageUrl);
    clearSessionCookie(c);
    return c.json({ message: requestText(c.req.raw, DATA_RIGHTS_MESSAGES.accountDeleted), appointmentsKept: erased.appointmentsAnonymised, reviewsKept: erased.reviewsAnonymised }, 200);
  });
