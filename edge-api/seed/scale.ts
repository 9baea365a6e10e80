/** Benchmark data: any number of providers (100,000+) streamed as SQL, a block at a time, so memory stays flat. */
import { providers, reviews, users } from "../src/db/schema.ts";
import { buildAccounts, DEMO_PROVIDER_ID } from "./accounts.ts";
import { buildProviderWithReviews, DEMO_PROVIDER_REVIEWS, demoProviderPlan, ordinaryProviderPlan, seedStreams } from "./build.ts";
import { drawPlacement } from "./distribution.ts";
import { EmailRegistry } from "./providers.ts";
import { DEFAULT_SEED, Random } from "./random.ts";
import type { ProviderRow, ReviewRow, UserRow } from "./rows.ts";
import { DELETE_STATEMENTS, InsertBatcher, type SqlValue } from "./sql.ts";

/** Providers built before their rows are written out: users must be inserted before the providers that reference them. */
const BLOCK_SIZE = 1000;

/** Sparse reviews keep the run fast while ratings and counts still vary: three providers in four have none. */
function sparseReviewCount(random: Random): number {
  return random.chance(0.25) ? random.int(1, 4) : 0;
}

function* drain<Row extends Record<string, SqlValue>>(batcher: InsertBatcher<Row>, rows: readonly Row[]): Generator<string> {
  for (const row of rows) {
    const finished = batcher.add(row);
    if (finished) yield finished;
  }
  const rest = batcher.flush();
  if (rest) yield rest;
}

/**
 * DELETEs, the demo accounts and reviewers, then `count` providers (the first is the demo provider)
 * with their users and sparse reviews. Only the three demo passwords are hashed. The providers carry
 * the demo seed's licence standings and NHIS spread (most verified for `now`'s year, about a third
 * accepting NHIS), so searches see real selectivity; their licence rows and documents are left out
 * (nothing benchmarked reads them).
 */
export async function* scaleStatements(count: number, seed: number = DEFAULT_SEED, now: number = Date.now()): AsyncGenerator<string> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`provider count must be a whole number of at least 1 (got ${count})`);
  const root = new Random(seed);
  const accounts = await buildAccounts(root.fork("accounts"));
  const random = seedStreams(root);
  const placements = root.fork("placements");
  const emails = new EmailRegistry();
  const batchers = {
    users: new InsertBatcher<UserRow>(users),
    providers: new InsertBatcher<ProviderRow>(providers),
    reviews: new InsertBatcher<ReviewRow>(reviews),
  };

  yield* DELETE_STATEMENTS;
  yield* drain(batchers.users, accounts.users);

  let nextReviewId = 1;
  for (let blockStart = 1; blockStart <= count; blockStart += BLOCK_SIZE) {
    const block = { users: [] as UserRow[], providers: [] as ProviderRow[], reviews: [] as ReviewRow[] };
    for (let providerId = blockStart; providerId < Math.min(blockStart + BLOCK_SIZE, count + 1); providerId++) {
      const isDemo = providerId === DEMO_PROVIDER_ID;
      const plan = isDemo ? demoProviderPlan(accounts.demoProviderPasswordHash) : ordinaryProviderPlan(providerId, drawPlacement(placements));
      const built = buildProviderWithReviews(random, plan, {
        emails,
        reviewers: accounts.reviewers,
        reviewCount: () => (isDemo ? DEMO_PROVIDER_REVIEWS : sparseReviewCount(random.review)),
        firstReviewId: nextReviewId,
        now,
      });
      nextReviewId += built.reviews.length;
      block.users.push(built.user);
      block.providers.push(built.provider);
      block.reviews.push(...built.reviews);
    }
    yield* drain(batchers.users, block.users);
    yield* drain(batchers.providers, block.providers);
    yield* drain(batchers.reviews, block.reviews);
  }
}
