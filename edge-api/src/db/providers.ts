/** Provider queries, written once; handlers never build SQL. */
import { and, count, desc, eq, gte } from "drizzle-orm";
import type { Provider } from "@gh/contracts/providers";
import type { ReviewPage } from "@gh/contracts/search";
import { REVIEWS_PAGE_SIZE } from "@gh/contracts/search/options";
import type { Database } from "./client.ts";
import { providers, reviews, users } from "./schema.ts";
import { ghanaYear } from "@gh/contracts/licences/options";
import { providerColumns, toProvider, toReview } from "./provider-records.ts";

/**
 * Featured providers: verified only (the flag and this year's licence, as every answer's isVerified),
 * by the rating weighted by its number of reviews. One query, walking providers_relevance_idx
 * (is_verified, rating_score) backwards; the licence's year is checked on the entries it walks.
 */
export async function featuredProviders(db: Database, limit: number, now = Date.now()): Promise<Provider[]> {
  const rows = await featuredQuery(db, limit, now);
  return rows.map((row) => toProvider(row, { now }));
}

/** The featured providers' query (exported so a test can EXPLAIN it). */
export function featuredQuery(db: Database, limit: number, now: number) {
  return db
    .select(providerColumns)
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(eq(providers.isVerified, true), gte(providers.licenceVerifiedFor, ghanaYear(now))))
    .orderBy(desc(providers.ratingScore), desc(providers.id))
    .limit(limit);
}

/** The provider profile of a user, or null. */
export async function providerByUser(db: Database, userId: number): Promise<Provider | null> {
  const [row] = await db.select(providerColumns).from(providers).innerJoin(users, eq(users.id, providers.userId)).where(eq(providers.userId, userId)).limit(1);
  return row ? toProvider(row) : null;
}

/** The remote visits' fees as stored: null where the provider charges the in-person fee. */
export type StoredRemoteFees = Pick<typeof providers.$inferSelect, "audioFeePesewas" | "videoFeePesewas">;

export async function storedRemoteFees(db: Database, providerId: number): Promise<StoredRemoteFees> {
  const [row] = await db.select({ audioFeePesewas: providers.audioFeePesewas, videoFeePesewas: providers.videoFeePesewas }).from(providers).where(eq(providers.id, providerId)).limit(1);
  return row ?? { audioFeePesewas: null, videoFeePesewas: null };
}

/** A page of a provider's reviews, newest first, with the total. */
export async function reviewPage(db: Database, providerId: number, page: number): Promise<ReviewPage> {
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(reviews)
      .where(eq(reviews.providerId, providerId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).where(eq(reviews.providerId, providerId)),
  ]);
  return {
    reviews: rows.map(toReview),
    total: counted?.total ?? 0,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/** One provider by id, or null. */
export async function providerById(db: Database, id: number): Promise<Provider | null> {
  const [row] = await db.select(providerColumns).from(providers).innerJoin(users, eq(users.id, providers.userId)).where(eq(providers.id, id)).limit(1);
  return row ? toProvider(row) : null;
}
