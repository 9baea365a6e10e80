import type { Context } from "hono";
import type { Database } from "../db/client.ts";
import { setSessionCookie } from "./cookies.ts";
import { createSession, endSession } from "./session.ts";

/** Starts a fresh session (a new token at every sign-in; any session the browser had is ended). */
export async function startSession(c: Context, db: Database, userId: number): Promise<void> {
  await endSession(c, db);
  setSessionCookie(c, await createSession(db, userId));
}
