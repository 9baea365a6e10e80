/** The registration write: a provider's account and practice, together or not at all. */
import { sql } from "drizzle-orm";
import { isUniqueViolation, type Database } from "./client.ts";
import { providers, users } from "./schema.ts";

export type NewProviderAccount = Pick<typeof users.$inferInsert, "email" | "passwordHash" | "firstName" | "lastName" | "phone" | "profileImageUrl" | "language">;
/** The practice's columns; the user id is taken from the account written in the same batch. */
export type NewPractice = Omit<typeof providers.$inferInsert, "id" | "userId" | "createdAt" | "updatedAt" | "ratingScore">;

export type RegisteredProvider = { user: typeof users.$inferSelect; provider: typeof providers.$inferSelect };

/**
 * Creates the user (role provider, e-mail verified) and its provider row in one D1 batch, which is
 * atomic: the provider row finds its user by e-mail with a subquery, as the id is not known yet.
 * "taken" when the address got an account meanwhile (the unique e-mail index refused it; nothing
 * was written).
 */
export async function insertProviderAccount(db: Database, account: NewProviderAccount, practice: NewPractice): Promise<RegisteredProvider | "taken"> {
  try {
    const [[user], [provider]] = await db.batch([
      db
        .insert(users)
        .values({ ...account, role: "provider", emailVerified: true })
        .returning(),
      db
        .insert(providers)
        .values({ ...practice, userId: sql`(SELECT id FROM users WHERE email = ${account.email})` })
        .returning(),
    ]);
    if (!user || !provider) throw new Error("provider registration wrote no rows");
    return { user, provider };
  } catch (error) {
    if (isUniqueViolation(error, "users.email")) return "taken";
    throw error;
  }
}
