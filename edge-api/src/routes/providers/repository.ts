/** Provider queries, written once; handlers never build SQL. */
import { desc, eq } from "drizzle-orm";
import type { Provider } from "@gh/contracts";
import type { Database } from "../../db/client.ts";
import { providers, users } from "../../db/schema.ts";
import { providerColumns, toProvider } from "./serialize.ts";

/**
 * Featured providers: verified only, best rated first, then most reviewed.
 * One query, walking providers_featured_idx backwards (is_verified, average_rating, review_count).
 */
export async function featuredProviders(db: Database, limit: number): Promise<Provider[]> {
  const rows = await db
    .select(providerColumns)
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.isVerified, true))
    .orderBy(desc(providers.averageRating), desc(providers.reviewCount), desc(providers.id))
    .limit(limit);
  return rows.map(toProvider);
}

/** One provider by id, or null. */
export async function providerById(db: Database, id: number): Promise<Provider | null> {
  const [row] = await db.select(providerColumns).from(providers).innerJoin(users, eq(users.id, providers.userId)).where(eq(providers.id, id)).limit(1);
  return row ? toProvider(row) : null;
}
