/**
 * Server-side sessions (docs/product-rules.md#sign-in-and-sessions): the cookie carries a 256-bit random token; D1 keeps only its
 * SHA-256, with idle and absolute expiry. Every sign-in gets a new token.
 */
import { and, eq, gt, lt } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Database } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";

export const SESSION_COOKIE = "gh_session";
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
/** Seen-at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type SessionUser = typeof users.$inferSelect;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function sessionToken(c: Context): string | null {
  const token = getCookie(c, SESSION_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * A new session's token (for the cookie) and its row, not yet stored: for callers that must store it
 * in the same batch as another change (a password change keeps its browser signed in atomically).
 */
export async function mintSession(userId: number, now = Date.now()): Promise<{ token: string; row: typeof sessions.$inferInsert }> {
  const token = newToken();
  return { token, row: { id: await sha256Hex(token), userId, createdAt: now, lastSeenAt: now, expiresAt: now + SESSION_ABSOLUTE_MS } };
}

/** Starts a session for `userId` and returns its token (for the cookie). */
export async function createSession(db: Database, userId: number, now = Date.now()): Promise<string> {
  const { token, row } = await mintSession(userId, now);
  await db.insert(sessions).values(row);
  return token;
}

/** Ends the session the request carries, if any. */
export async function endSession(c: Context, db: Database): Promise<void> {
  const token = sessionToken(c);
  if (token) await db.delete(sessions).where(eq(sessions.id, await sha256Hex(token)));
}

/** Ends every session of a user (e.g. "sign out everywhere"). */
export async function endAllSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The signed-in user, or null when there is no live session. Refreshes the idle clock now and then. */
export async function currentUser(c: Context, db: Database, now = Date.now()): Promise<SessionUser | null> {
  const token = sessionToken(c);
  if (!token) return null;
  const id = await sha256Hex(token);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, now - SESSION_IDLE_MS)))
    .limit(1);
  if (!row) return null;
  if (row.lastSeenAt < now - TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, now - TOUCH_INTERVAL_MS)));
  }
  return row.user;
}
