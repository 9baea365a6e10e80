import type { Context } from "hono";
import type { Database } from "../db/client.ts";
import { setLanguageCookie, setSessionCookie } from "./cookies.ts";
import { createSession, endSession, type SessionUser } from "./session.ts";

/**
 * Starts a fresh session (a new token at every sign-in; any session the browser had is ended), and
 * gives the browser the account's language, when it has one.
 */
export async function startSession(c: Context, db: Database, user: Pick<SessionUser, "id" | "language">): Promise<void> {
  await endSession(c, db);
  setSessionCookie(c, await createSession(db, user.id));
  setLanguageCookie(c, user.language);
}
