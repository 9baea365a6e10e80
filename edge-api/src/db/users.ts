/** User queries, written once. E-mail addresses are stored lower-cased (the schemas lower-case input). */
import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Language } from "@gh/contracts/languages";
import type { Database } from "./client.ts";
import { sessions, users } from "./schema.ts";

export type User = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function insertPatient(
  db: Database,
  values: { email: string; passwordHash: string; firstName: string; lastName: string; language?: Language | null },
): Promise<User | null> {
  // An e-mail registered at the same moment by another request: the unique index decides.
  const [user] = await db.insert(users).values({ ...values, role: "patient" }).onConflictDoNothing({ target: users.email }).returning();
  return user ?? null;
}

export async function updateUser(db: Database, id: number, values: Partial<Pick<User, "firstName" | "lastName" | "email" | "emailVerified" | "phone" | "phoneVerified">>): Promise<User> {
  const [user] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!user) throw new Error(`user ${id} vanished during an update`);
  return user;
}

/** The language the account's messages are written in (and its sign-in sets on the browser). */
export async function setAccountLanguage(db: Database, id: number, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id));
}

/**
 * Remembers the phone a patient booked with, so the next booking form starts with it. A verified
 * phone is the one SMS go to and stays; an unverified or missing one gives way to the latest.
 */
export async function rememberBookingPhone(db: Database, userId: number, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ phone })
    .where(and(eq(users.id, userId), or(isNull(users.phone), eq(users.phoneVerified, false))));
}

/**
 * Stores a new password hash and ends the user's sessions in one batch, so a new password never
 * leaves an old session alive; `keepSessionId` (the session that changed it) may stay.
 */
export async function replacePassword(db: Database, userId: number, passwordHash: string, keepSessionId?: string): Promise<void> {
  const ended = keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId);
  await db.batch([db.update(users).set({ passwordHash }).where(eq(users.id, userId)), db.delete(sessions).where(ended)]);
}
