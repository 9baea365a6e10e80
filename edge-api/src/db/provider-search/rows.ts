/**
 * The search statement's rows (statement.ts) as provider records: raw `p.*` columns (snake_case, 0/1
 * booleans) to the drizzle record toProvider expects, and the page put back in the sort's order,
 * which a join may have lost.
 */
import { distanceKm } from "@gh/contracts/places";
import type { SortOption } from "@gh/contracts/search/options";
import type { DaysOff } from "../time-off.ts";
import type { providers } from "../schema.ts";
import type { Center } from "./place.ts";

type ProviderRecord = typeof providers.$inferSelect;
const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Columns of the search row that are not the provider's record: the count, the page's extras, the
 * date hints and the joined user's names (the provider's own `user_id` is a column of its record).
 */
const NOT_PROVIDER_COLUMNS = new Set(["total", "place_known", "held_slots", "days_off", "time_off_until", "booked_until", "user_first_name", "user_last_name"]);

/** A raw `p.*` row (snake_case, 0/1 booleans) as the drizzle record toProvider expects. */
export function recordFrom(raw: Record<string, unknown>): { provider: ProviderRecord; firstName: string; lastName: string } {
  const provider = Object.fromEntries(
    Object.entries(raw)
      .filter(([key]) => !NOT_PROVIDER_COLUMNS.has(key))
      .map(([key, value]) => [camel(key), value]),
  ) as unknown as ProviderRecord;
  provider.isVerified = Boolean(raw.is_verified);
  provider.open24Hours = Boolean(raw.open_24_hours);
  provider.acceptsWalkIns = Boolean(raw.accepts_walk_ins);
  provider.offersAudio = Boolean(raw.offers_audio);
  provider.offersVideo = Boolean(raw.offers_video);
  provider.acceptsNhis = Boolean(raw.accepts_nhis);
  return { provider, firstName: String(raw.user_first_name), lastName: String(raw.user_last_name) };
}

export type PageRecord = ReturnType<typeof recordFrom>;
const byNumber = (pick: (p: ProviderRecord) => number, direction: 1 | -1) => (a: PageRecord, b: PageRecord) => direction * (pick(a.provider) - pick(b.provider));

/** The same orders as plan.ts ORDER_BY, for the page rows a join may hand back in any order. */
const BY_RELEVANCE = [byNumber((p) => Number(p.isVerified), -1), byNumber((p) => p.ratingScore ?? 0, -1), byNumber((p) => p.id, -1)];
const ORDER_IN_CODE: Record<SortOption, ((a: PageRecord, b: PageRecord) => number)[]> = {
  relevance: BY_RELEVANCE,
  nearest: BY_RELEVANCE,
  rating: [byNumber((p) => p.averageRating, -1), byNumber((p) => p.reviewCount, -1), byNumber((p) => p.id, -1)],
  "price-low": [byNumber((p) => p.consultationFeePesewas, 1), byNumber((p) => p.id, 1)],
  "price-high": [byNumber((p) => p.consultationFeePesewas, -1), byNumber((p) => p.id, -1)],
  experience: [byNumber((p) => p.yearsExperience, -1), byNumber((p) => p.id, -1)],
};

/** Nearest to `center` first; a provider with no known place last. */
function byDistanceFrom(center: Center) {
  const away = ({ provider }: PageRecord) =>
    provider.latitude === null || provider.longitude === null ? Number.POSITIVE_INFINITY : distanceKm(center, { latitude: provider.latitude, longitude: provider.longitude });
  return (a: PageRecord, b: PageRecord) => {
    const [first, second] = [away(a), away(b)];
    return first === second ? 0 : first < second ? -1 : 1;
  };
}

export function orderRecords(records: PageRecord[], sort: SortOption, nearest: Center | null): PageRecord[] {
  const comparators = nearest ? [byDistanceFrom(nearest), ...BY_RELEVANCE] : ORDER_IN_CODE[sort];
  return [...records].sort((a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** Each page provider's slots already held (instants) and days off, from the row's JSON lists. */
export function heldSlotsAndDaysOff(rows: Record<string, unknown>[]) {
  const held = new Map<number, Set<number>>();
  const daysOff = new Map<number, DaysOff[]>();
  for (const row of rows) {
    const id = Number(row.id);
    held.set(id, new Set(JSON.parse(String(row.held_slots ?? "[]")) as number[]));
    daysOff.set(id, (JSON.parse(String(row.days_off ?? "[]")) as [string, string][]).map(([from, to]) => ({ from, to })));
  }
  return { held, daysOff };
}
