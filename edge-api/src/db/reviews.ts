/** Review writes: a review and its provider's rating and count change together, in one batch. */
import { eq, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { providers, reviews } from "./schema.ts";

export type NewReview = Pick<typeof reviews.$inferInsert, "providerId" | "patientId" | "appointmentId" | "patientName" | "rating" | "comment" | "appointmentDate">;

/** Adds a review and recomputes the provider's average (one decimal, as shown) and count from the reviews table. */
export async function addReview(db: Database, review: NewReview, now: number) {
  const [inserted] = await db.batch([
    db.insert(reviews).values({ ...review, createdAt: now }).returning(),
    db
      .update(providers)
      .set({
        reviewCount: sql`(select count(*) from ${reviews} where ${reviews.providerId} = ${review.providerId})`,
        averageRating: sql`coalesce((select round(avg(${reviews.rating}), 1) from ${reviews} where ${reviews.providerId} = ${review.providerId}), 0)`,
        updatedAt: now,
      })
      .where(eq(providers.id, review.providerId)),
  ]);
  return inserted[0]!;
}
