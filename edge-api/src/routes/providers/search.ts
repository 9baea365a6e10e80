/**
 * GET /api/providers/search: filters by specialty, practice facts (open 24 hours, walk-ins), place
 * (town, region, text, or distance from a point), date (not on time off, and at least one free slot that day) and sorts, a page at a time.
 * Two statements in one D1 batch: the page with its (capped) total, and the slots already held and
 * the days off over the next days for the page's providers. A typed place that no town, region or
 * provider matches comes back with "Did you mean" suggestions, worked out in code from the gazetteer.
 * Every value is bound; only whitelisted column names and orders are written into the SQL.
 */
import {
  DAY_MS,
  distanceKm,
  ghanaToday,
  MAX_COUNTED_RESULTS,
  SEARCH_PAGE_SIZE,
  suggestPlaces,
  weekdayOf,
  type ProviderSearchResult,
  type SearchQuery,
  type SearchResults,
  type SortOption,
  type Weekday,
} from "@gh/contracts";
import { HOLDS_SLOT_SQL } from "../../db/appointments.ts";
import type { providers } from "../../db/schema.ts";
import { OFF_ON_DATE_SQL, type DaysOff } from "../../db/time-off.ts";
import { AppError } from "../../http/errors.ts";
import { NEXT_SLOT_HORIZON_DAYS, nextFreeSlot } from "./next-free-slot.ts";
import { resolvePlace, type Place } from "./place.ts";
import { toProvider } from "./serialize.ts";

const KM_PER_DEGREE = 111.195;
const LATITUDE_BOX = "p.latitude BETWEEN ? AND ?";

const ORDER_BY: Record<SortOption, string> = {
  relevance: "p.is_verified DESC, p.rating_score DESC, p.id DESC",
  rating: "p.average_rating DESC, p.review_count DESC, p.id DESC",
  "price-low": "p.consultation_fee_pesewas ASC, p.id ASC",
  "price-high": "p.consultation_fee_pesewas DESC, p.id DESC",
  experience: "p.years_experience DESC, p.id DESC",
};

const SLOT_COLUMN: Record<Weekday, string> = {
  sunday: "p.slots_sunday",
  monday: "p.slots_monday",
  tuesday: "p.slots_tuesday",
  wednesday: "p.slots_wednesday",
  thursday: "p.slots_thursday",
  friday: "p.slots_friday",
  saturday: "p.slots_saturday",
};

export interface SearchPlan {
  where: string;
  params: unknown[];
  /** The page's conditions: as `where`, but a distance box is tested per row (see planSearch). */
  pageWhere: string;
  orderBy: string;
  place: Place;
  /**
   * Whether any provider at all matches the free-text place, asked in the page statement itself
   * (no extra query) when other filters could hide those providers; with the text as the only
   * narrowing, the total already tells.
   */
  placeCheck: { sql: string; params: unknown[] } | null;
}

function invalid(field: string, message: string): AppError {
  return new AppError(400, "validation_failed", "Some search filters are invalid", { [field]: message });
}

/** Turns a validated query into SQL conditions, or a 400 naming the filter that cannot work. */
export function planSearch(query: SearchQuery, now = Date.now()): SearchPlan {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const place = resolvePlace(query);

  if (query.specialty) {
    conditions.push("p.specialty_id = ?");
    params.push(query.specialty);
  }

  // Literal "= 1", not a bound value: only then may SQLite answer from the partial indexes that hold
  // just the providers with the fact (schema.ts). A flag left off filters nothing.
  if (query.open24Hours) conditions.push("p.open_24_hours = 1");
  if (query.walkIns) conditions.push("p.accepts_walk_ins = 1");

  let placeCheck: SearchPlan["placeCheck"] = null;

  if (query.distance !== undefined) {
    const center = place.center;
    if (!center) {
      if (!query.location) throw invalid("distance", "Choose a town or use your location to search by distance.");
      const [suggestion] = suggestPlaces(query.location);
      throw invalid(
        "location",
        suggestion
          ? `We could not find that place. Did you mean ${suggestion}?`
          : "We could not find that place. Try a town such as Accra or Kumasi, or use your location.",
      );
    }
    // A box on latitude (indexed) first, then the flat-earth distance, which is exact enough within 50 km.
    const latSpan = query.distance / KM_PER_DEGREE;
    const lngScale = Math.cos((center.latitude * Math.PI) / 180);
    const lngSpan = latSpan / Math.max(lngScale, 0.01);
    conditions.push(
      LATITUDE_BOX,
      "p.longitude BETWEEN ? AND ?",
      "((p.latitude - ?) * (p.latitude - ?) + ((p.longitude - ?) * ?) * ((p.longitude - ?) * ?)) <= ?",
    );
    params.push(
      center.latitude - latSpan, center.latitude + latSpan,
      center.longitude - lngSpan, center.longitude + lngSpan,
      center.latitude, center.latitude, center.longitude, lngScale, center.longitude, lngScale, latSpan * latSpan,
    );
  } else if (place.filter?.kind === "city") {
    conditions.push("lower(p.city) = ?");
    params.push(place.filter.city.toLowerCase());
  } else if (place.filter?.kind === "region") {
    conditions.push("lower(p.region) = ?");
    params.push(place.filter.region.toLowerCase());
  } else if (place.filter?.kind === "text") {
    const pattern = `%${place.filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const textCondition = "(lower(p.city) LIKE ? ESCAPE '\\' OR lower(p.region) LIKE ? ESCAPE '\\' OR lower(p.location) LIKE ? ESCAPE '\\' OR lower(p.address) LIKE ? ESCAPE '\\')";
    conditions.push(textCondition);
    params.push(pattern, pattern, pattern, pattern);
    // With a specialty, date or practice fact as well, no result need not mean an unknown place ("Polyclinic" with
    // no dentist there): ask whether any provider matches the text, stopping at the first.
    if (query.specialty || query.date || query.open24Hours || query.walkIns) placeCheck = { sql: `EXISTS (SELECT 1 FROM providers p WHERE ${textCondition})`, params: [pattern, pattern, pattern, pattern] };
  }

  if (query.date) {
    if (query.date < ghanaToday(now)) throw invalid("date", "Choose today or a later date.");
    const dayStart = Date.parse(`${query.date}T00:00:00Z`);
    // Fewer slots held that day than the weekday offers means at least one is free (none on Sundays),
    // unless the provider has the day off.
    conditions.push(
      `${SLOT_COLUMN[weekdayOf(query.date)]} > (SELECT count(*) FROM appointments a WHERE a.provider_id = p.id AND a.starts_at >= ? AND a.starts_at < ? AND ${HOLDS_SLOT_SQL})`,
      `NOT ${OFF_ON_DATE_SQL}`,
    );
    params.push(dayStart, dayStart + DAY_MS, now, query.date, query.date);
  }

  const where = conditions.length ? conditions.join(" AND ") : "1 = 1";
  // With a distance, the page walks the sort order's index and tests the box on each row ("+" keeps
  // SQLite off the latitude index): around a town the first 20 matches come quickly, with no sort of
  // every provider in the box. The capped count still narrows by the indexed latitude box.
  const pageWhere = where.replace(LATITUDE_BOX, "+p.latitude BETWEEN ? AND ?");
  return { where, pageWhere, params, orderBy: ORDER_BY[query.sort], place, placeCheck };
}

const PAGE_COLUMNS = "p.*, u.first_name AS user_first_name, u.last_name AS user_last_name";

function pageQuery(plan: SearchPlan, columns: string) {
  return `SELECT ${columns} FROM providers p JOIN users u ON u.id = p.user_id WHERE ${plan.pageWhere} ORDER BY ${plan.orderBy} LIMIT ? OFFSET ?`;
}

/**
 * The page and its total in one statement: a one-row count (up to one past the cap, so a broad
 * search never reads every provider) left-joined to the page, so the total comes back even past
 * the last page. Row order is restored in code (orderRecords).
 */
export function pageWithTotalStatement(plan: SearchPlan, page: number) {
  return {
    sql:
      `SELECT counted.total, counted.place_known, pg.* FROM (SELECT count(*) AS total, ${plan.placeCheck?.sql ?? "NULL"} AS place_known ` +
      `FROM (SELECT 1 FROM providers p WHERE ${plan.where} LIMIT ?)) counted ` +
      `LEFT JOIN (${pageQuery(plan, PAGE_COLUMNS)}) pg ON 1`,
    params: [...(plan.placeCheck?.params ?? []), ...plan.params, MAX_COUNTED_RESULTS + 1, ...plan.params, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE],
  };
}

/**
 * For the same page's providers, without waiting for the page: the slots held over the next days
 * (rows with starts_at) and their time off in those days (rows with off_from/off_to). The page's ids
 * are worked out once (MATERIALIZED) for both halves.
 */
export function heldSlotsStatement(plan: SearchPlan, page: number, from: number, now: number) {
  const to = from + NEXT_SLOT_HORIZON_DAYS * DAY_MS;
  const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);
  return {
    sql:
      `WITH page_ids(id) AS MATERIALIZED (${pageQuery(plan, "p.id")}) ` +
      `SELECT a.provider_id, a.starts_at, NULL AS off_from, NULL AS off_to FROM appointments a WHERE a.provider_id IN (SELECT id FROM page_ids) ` +
      `AND a.starts_at >= ? AND a.starts_at < ? AND ${HOLDS_SLOT_SQL} ` +
      `UNION ALL SELECT t.provider_id, NULL, t.starts_on, t.ends_on FROM time_off t WHERE t.provider_id IN (SELECT id FROM page_ids) ` +
      `AND t.ends_on >= ? AND t.starts_on <= ?`,
    params: [...plan.params, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE, from, to, now, isoDate(from), isoDate(to - DAY_MS)],
  };
}

type ProviderRecord = typeof providers.$inferSelect;
const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A raw `p.*` row (snake_case, 0/1 booleans) as the drizzle record toProvider expects. */
function recordFrom(raw: Record<string, unknown>): { provider: ProviderRecord; firstName: string; lastName: string } {
  const provider = Object.fromEntries(
    Object.entries(raw)
      .filter(([key]) => key !== "total" && key !== "place_known" && !key.startsWith("user_"))
      .map(([key, value]) => [camel(key), value]),
  ) as unknown as ProviderRecord;
  provider.isVerified = Boolean(raw.is_verified);
  provider.open24Hours = Boolean(raw.open_24_hours);
  provider.acceptsWalkIns = Boolean(raw.accepts_walk_ins);
  return { provider, firstName: String(raw.user_first_name), lastName: String(raw.user_last_name) };
}

type PageRecord = ReturnType<typeof recordFrom>;
const byNumber = (pick: (p: ProviderRecord) => number, direction: 1 | -1) => (a: PageRecord, b: PageRecord) => direction * (pick(a.provider) - pick(b.provider));

/** The same orders as ORDER_BY, for the page rows a join may hand back in any order. */
const ORDER_IN_CODE: Record<SortOption, ((a: PageRecord, b: PageRecord) => number)[]> = {
  relevance: [byNumber((p) => Number(p.isVerified), -1), byNumber((p) => p.ratingScore ?? 0, -1), byNumber((p) => p.id, -1)],
  rating: [byNumber((p) => p.averageRating, -1), byNumber((p) => p.reviewCount, -1), byNumber((p) => p.id, -1)],
  "price-low": [byNumber((p) => p.consultationFeePesewas, 1), byNumber((p) => p.id, 1)],
  "price-high": [byNumber((p) => p.consultationFeePesewas, -1), byNumber((p) => p.id, -1)],
  experience: [byNumber((p) => p.yearsExperience, -1), byNumber((p) => p.id, -1)],
};

function orderRecords(records: PageRecord[], sort: SortOption): PageRecord[] {
  const comparators = ORDER_IN_CODE[sort];
  return [...records].sort((a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  });
}

export interface SearchOutcome extends SearchResults {
  /** D1's rows_read over every statement, for the benchmark. */
  rowsRead: number;
  statements: number;
}

/**
 * Whether the typed place meant something: a town or region always does; free text does when some
 * provider's city, region, location or address contains it (the plan's check, or else the total).
 * With a distance the place is a town or was not used (the visitor's position), so it counts as known.
 */
export function placeRecognised(query: SearchQuery, plan: SearchPlan, counted: number, placeKnown: unknown): boolean {
  if (!query.location || query.distance !== undefined || plan.place.filter?.kind !== "text") return true;
  return plan.placeCheck ? Boolean(placeKnown) : counted > 0;
}

export async function searchProviders(db: D1Database, query: SearchQuery, now = Date.now()): Promise<SearchOutcome> {
  const plan = planSearch(query, now);
  const fromDate = query.date ?? ghanaToday(now);
  const pageStatement = pageWithTotalStatement(plan, query.page);
  const heldStatement = heldSlotsStatement(plan, query.page, Date.parse(`${fromDate}T00:00:00Z`), now);
  const [pageResult, heldResult] = await db.batch<Record<string, unknown>>([
    db.prepare(pageStatement.sql).bind(...pageStatement.params),
    db.prepare(heldStatement.sql).bind(...heldStatement.params),
  ]);
  const rows = pageResult!.results;
  const counted = Number(rows[0]?.total ?? 0);
  const recognised = placeRecognised(query, plan, counted, rows[0]?.place_known);
  const records = orderRecords(rows.filter((row) => row.id !== null).map(recordFrom), query.sort);

  const held = new Map<number, Set<number>>();
  const daysOff = new Map<number, DaysOff[]>();
  for (const row of heldResult!.results as { provider_id: number; starts_at: number | null; off_from: string | null; off_to: string | null }[]) {
    if (row.starts_at !== null) {
      if (!held.has(row.provider_id)) held.set(row.provider_id, new Set());
      held.get(row.provider_id)!.add(row.starts_at);
    } else if (row.off_from !== null && row.off_to !== null) {
      if (!daysOff.has(row.provider_id)) daysOff.set(row.provider_id, []);
      daysOff.get(row.provider_id)!.push({ from: row.off_from, to: row.off_to });
    }
  }

  const center = plan.place.center;
  const results: ProviderSearchResult[] = records.map((record) => {
    const provider = toProvider(record);
    const { latitude, longitude } = record.provider;
    return {
      ...provider,
      distanceKm: center && latitude !== null && longitude !== null ? Math.round(distanceKm(center, { latitude, longitude }) * 10) / 10 : null,
      nextFreeSlot: nextFreeSlot(provider.workingHours, held.get(provider.id) ?? new Set(), fromDate, now, daysOff.get(provider.id)),
    };
  });

  return {
    providers: results,
    total: Math.min(counted, MAX_COUNTED_RESULTS),
    totalCapped: counted > MAX_COUNTED_RESULTS,
    page: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    place: center,
    placeRecognised: recognised,
    placeSuggestions: recognised ? [] : suggestPlaces(query.location ?? ""),
    rowsRead: pageResult!.meta.rows_read + heldResult!.meta.rows_read,
    statements: 2,
  };
}
