/**
 * Server-side sessions (DESIGN.md §3): the cookie carries a 256-bit random token; D1 keeps only its
 * SHA-256, with idle and absolute expiry.
 */
import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Database } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";

export const SESSION_COOKIE = "gh_session";
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The signed-in user, or null when there is no live session. */
export async function currentUser(c: Context, db: Database, now = Date.now()): Promise<SessionUser | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, await sha256Hex(token)), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, now - SESSION_IDLE_MS)))
    .limit(1);
  return row?.user ?? null;
}
