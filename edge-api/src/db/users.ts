/** User queries, written once. E-mail addresses are stored lower-cased (the schemas lower-case input). */
import { eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import { users } from "./schema.ts";

export type User = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function insertPatient(db: Database, values: { email: string; passwordHash: string; firstName: string; lastName: string }): Promise<User | null> {
  // An e-mail registered at the same moment by another request: the unique index decides.
  const [user] = await db.insert(users).values({ ...values, role: "patient" }).onConflictDoNothing({ target: users.email }).returning();
  return user ?? null;
}

export async function updateUser(db: Database, id: number, values: Partial<Pick<User, "firstName" | "lastName" | "email" | "emailVerified" | "phone" | "phoneVerified">>): Promise<User> {
  const [user] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!user) throw new Error(`user ${id} vanished during an update`);
  return user;
}
