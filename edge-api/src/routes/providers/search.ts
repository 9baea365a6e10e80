/**
 * GET /api/providers/search: filters by specialty, practice facts (open 24 hours, walk-ins), place
 * (town, region, text, or distance from a point), date (not on time off, and at least one free slot that day) and sorts, a page at a time.
 * Two statements in one D1 batch: the page with its (capped) total, and the slots already held and
 * the days off over the next days for the page's providers. A typed place that no town, region or
 * provider matches comes back with "Did you mean" suggestions, worked out in code from the gazetteer.
 * Every value is bound; only whitelisted column names and orders are written into the SQL.
 */
import {
  DATA_SAVER_COOKIE,
  DAY_MS,
  distanceKm,
  ghanaToday,
  MAX_COUNTED_RESULTS,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE_DATA_SAVER,
  suggestPlaces,
  weekdayOf,
  type ProviderSearchResult,
  type SearchQuery,
  type SearchResults,
  type SortOption,
  type Weekday,
} from "@gh/contracts";
import { HOLDS_SLOT_SQL } from "../../db/appointments.ts";
import { geoCellsCovering } from "../../db/provider-rows.ts";
import type { providers } from "../../db/schema.ts";
import { OFF_ON_DATE_SQL, type DaysOff } from "../../db/time-off.ts";
import { AppError } from "../../http/errors.ts";
import { NEXT_SLOT_HORIZON_DAYS, nextFreeSlot } from "./next-free-slot.ts";
import { resolvePlace, type Place } from "./place.ts";
import { toProvider } from "./serialize.ts";

const KM_PER_DEGREE = 111.195;

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
  /**
   * With a distance: the map squares (geo_cell) the search box touches, as one JSON list bound to
   * json_each (a 50 km search touches up to 121, more than D1's 100 bound values).
   */
  cells: string | null;
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
  let cells: string | null = null;

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
    // The map squares the box touches (indexed, see matching), then the box and the flat-earth
    // distance, which is exact enough within 50 km.
    const latSpan = query.distance / KM_PER_DEGREE;
    const lngScale = Math.cos((center.latitude * Math.PI) / 180);
    const lngSpan = latSpan / Math.max(lngScale, 0.01);
    cells = JSON.stringify(
      geoCellsCovering({ south: center.latitude - latSpan, north: center.latitude + latSpan, west: center.longitude - lngSpan, east: center.longitude + lngSpan }),
    );
    conditions.push(
      "p.latitude BETWEEN ? AND ?",
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
  return { where, params, cells, orderBy: ORDER_BY[query.sort], place, placeCheck };
}

const PAGE_COLUMNS = "page_row.*, u.first_name AS user_first_name, u.last_name AS user_last_name";
const CELL_LIST = "SELECT value FROM json_each(?)";

/**
 * The providers a search reads, as SQL (alias p) and its bound values. With a distance, only the
 * map squares around the place: for the count, every square at once; for a page, each square's
 * own best `perCell` in the sort order, so a crowded city costs a page per square and a quiet town
 * only the few providers near it (never a walk through every provider of the specialty).
 */
function matching(plan: SearchPlan, perCell?: number): { where: string; params: unknown[] } {
  if (plan.cells === null) return { where: plan.where, params: plan.params };
  if (perCell === undefined) return { where: `p.geo_cell IN (${CELL_LIST}) AND ${plan.where}`, params: [plan.cells, ...plan.params] };
  // For each square, its best ids come off providers_(specialty_)cell_relevance_idx in the
  // relevance order with no sort, gathered as a JSON list and unrolled: no second look-up per id.
  const nearest =
    `SELECT best.value FROM json_each(?) cell, json_each((SELECT json_group_array(id) FROM ` +
    `(SELECT p.id FROM providers p WHERE p.geo_cell = cell.value AND ${plan.where} ORDER BY ${plan.orderBy} LIMIT ?))) best`;
  return { where: `p.id IN (${nearest})`, params: [plan.cells, ...plan.params, perCell] };
}

/**
 * One page of providers: their ids, or with `named` every column and the name, looked up for the
 * page's rows only (after the LIMIT, not for every candidate a distance search weighs).
 */
function pageQuery(plan: SearchPlan, page: number, pageSize: number, named: boolean) {
  const rows = matching(plan, page * pageSize);
  const ids = `SELECT ${named ? "p.*" : "p.id"} FROM providers p WHERE ${rows.where} ORDER BY ${plan.orderBy} LIMIT ? OFFSET ?`;
  return {
    sql: named ? `SELECT ${PAGE_COLUMNS} FROM (${ids}) page_row JOIN users u ON u.id = page_row.user_id` : ids,
    params: [...rows.params, pageSize, (page - 1) * pageSize],
  };
}

/**
 * The page and its total in one statement: a one-row count (up to one past the cap, so a broad
 * search never reads every provider) left-joined to the page, so the total comes back even past
 * the last page. Row order is restored in code (orderRecords).
 */
export function pageWithTotalStatement(plan: SearchPlan, page: number, pageSize = SEARCH_PAGE_SIZE) {
  const counted = matching(plan);
  const pageRows = pageQuery(plan, page, pageSize, true);
  return {
    sql:
      `SELECT counted.total, counted.place_known, pg.* FROM (SELECT count(*) AS total, ${plan.placeCheck?.sql ?? "NULL"} AS place_known ` +
      `FROM (SELECT 1 FROM providers p WHERE ${counted.where} LIMIT ?)) counted ` +
      `LEFT JOIN (${pageRows.sql}) pg ON 1`,
    params: [...(plan.placeCheck?.params ?? []), ...counted.params, MAX_COUNTED_RESULTS + 1, ...pageRows.params],
  };
}

/**
 * For the same page's providers, without waiting for the page: the slots held over the next days
 * (rows with starts_at) and their time off in those days (rows with off_from/off_to). The page's ids
 * are worked out once (MATERIALIZED) for both halves.
 */
export function heldSlotsStatement(plan: SearchPlan, page: number, from: number, now: number, pageSize = SEARCH_PAGE_SIZE) {
  const to = from + NEXT_SLOT_HORIZON_DAYS * DAY_MS;
  const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);
  const pageIds = pageQuery(plan, page, pageSize, false);
  return {
    sql:
      `WITH page_ids(id) AS MATERIALIZED (${pageIds.sql}) ` +
      `SELECT a.provider_id, a.starts_at, NULL AS off_from, NULL AS off_to FROM appointments a WHERE a.provider_id IN (SELECT id FROM page_ids) ` +
      `AND a.starts_at >= ? AND a.starts_at < ? AND ${HOLDS_SLOT_SQL} ` +
      `UNION ALL SELECT t.provider_id, NULL, t.starts_on, t.ends_on FROM time_off t WHERE t.provider_id IN (SELECT id FROM page_ids) ` +
      `AND t.ends_on >= ? AND t.starts_on <= ?`,
    params: [...pageIds.params, from, to, now, isoDate(from), isoDate(to - DAY_MS)],
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

/**
 * The page size a visitor gets: smaller with data saver on, asked by the browser (`Save-Data: on`)
 * or chosen in the footer (the DATA_SAVER_COOKIE cookie, "1"), so a page costs fewer bytes and photos.
 */
export function searchPageSize(headers: Headers): number {
  const saveData = headers.get("save-data")?.trim().toLowerCase() === "on";
  const cookie = (headers.get("cookie") ?? "").split(";").some((pair) => pair.trim() === `${DATA_SAVER_COOKIE}=1`);
  return saveData || cookie ? SEARCH_PAGE_SIZE_DATA_SAVER : SEARCH_PAGE_SIZE;
}

export async function searchProviders(db: D1Database, query: SearchQuery, now = Date.now(), pageSize = SEARCH_PAGE_SIZE): Promise<SearchOutcome> {
  const plan = planSearch(query, now);
  const fromDate = query.date ?? ghanaToday(now);
  const pageStatement = pageWithTotalStatement(plan, query.page, pageSize);
  const heldStatement = heldSlotsStatement(plan, query.page, Date.parse(`${fromDate}T00:00:00Z`), now, pageSize);
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
    pageSize,
    place: center,
    placeRecognised: recognised,
    placeSuggestions: recognised ? [] : suggestPlaces(query.location ?? ""),
    rowsRead: pageResult!.meta.rows_read + heldResult!.meta.rows_read,
    statements: 2,
  };
}
