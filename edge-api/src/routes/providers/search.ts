/**
 * GET /api/providers/search: filters by specialty, practice facts (open 24 hours, walk-ins), place
 * (town, region, text, or distance from a point), date (not on time off, and at least one free slot that day) and sorts, a page at a time.
 * One D1 statement: the page with its (capped) total, and for the page's providers only the slots
 * already held and the days off over the next days. A typed place that no town, region or
 * provider matches comes back with "Did you mean" suggestions, worked out in code from the gazetteer.
 * Every value is bound; only whitelisted column names and orders are written into the SQL.
 */
import {
  DATA_SAVER_COOKIE,
  DAY_MS,
  distanceKm,
  ghanaToday,
  GHANA_TOWNS,
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
import { resolvePlace, type Center, type Place } from "./place.ts";
import { toProvider } from "./serialize.ts";

const KM_PER_DEGREE = 111.195;

const RELEVANCE = "p.is_verified DESC, p.rating_score DESC, p.id DESC";

/** The SQL order of each sort; "nearest" (and "relevance" with a place) pick and order by distance, see nearestPage. */
const ORDER_BY: Record<SortOption, string> = {
  relevance: RELEVANCE,
  nearest: RELEVANCE,
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
  /** Every condition (filters AND, with a distance, the box and radius), and its bound values. */
  where: string;
  params: unknown[];
  /** Every condition but the box and radius (the same as `where` without a distance). */
  filters: { where: string; params: unknown[] };
  /** With a distance, the box and radius alone (alias p). */
  nearby: { where: string; params: unknown[] } | null;
  /**
   * With a distance: the map squares (geo_cell) the search box touches, nearest to the place first,
   * as one JSON list bound to json_each (a 50 km search touches up to 121, more than D1's 100 bound
   * values).
   */
  cells: string | null;
  orderBy: string;
  place: Place;
  /**
   * The point the page is ordered from, nearest first: the place's when the sort is "nearest", or
   * "relevance" with a place (a town, or the visitor's position); null otherwise.
   */
  nearest: Center | null;
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
  let nearby: SearchPlan["nearby"] = null;

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
    const box = { south: center.latitude - latSpan, north: center.latitude + latSpan, west: center.longitude - lngSpan, east: center.longitude + lngSpan };
    cells = JSON.stringify(nearestFirst(geoCellsCovering(box), center, lngScale));
    nearby = {
      where: "p.latitude BETWEEN ? AND ? AND p.longitude BETWEEN ? AND ? AND ((p.latitude - ?) * (p.latitude - ?) + ((p.longitude - ?) * ?) * ((p.longitude - ?) * ?)) <= ?",
      params: [
        box.south, box.north, box.west, box.east,
        center.latitude, center.latitude, center.longitude, lngScale, center.longitude, lngScale, latSpan * latSpan,
      ],
    };
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
    const weekday = weekdayOf(query.date);
    if (weekday === "sunday") {
      // No slots on Sundays (schedule.ts), so nobody can match: a literal false, which SQLite answers
      // without reading a row (a walk looking for the first free provider would read them all).
      conditions.push("0");
    } else {
      // Fewer slots held that day than the weekday offers means at least one is free, unless the
      // provider has the day off. The row's hints (migration 0010) settle both for every provider
      // whose latest booking or day off comes before the date; only the others are looked up.
      const slots = SLOT_COLUMN[weekday];
      conditions.push(
        `${slots} > 0`,
        `(p.booked_until IS NULL OR p.booked_until < ? OR ${slots} > (SELECT count(*) FROM appointments a WHERE a.provider_id = p.id AND a.starts_at >= ? AND a.starts_at < ? AND ${HOLDS_SLOT_SQL}))`,
        `(p.time_off_until IS NULL OR p.time_off_until < ? OR NOT ${OFF_ON_DATE_SQL})`,
      );
      params.push(dayStart, dayStart, dayStart + DAY_MS, now, query.date, query.date, query.date);
    }
  }

  const nearest = (query.sort === "relevance" || query.sort === "nearest") && place.center ? place.center : null;
  // The visitor's position alone narrows nothing: the nearest are found square by square outwards
  // from it over the whole country (and the count walks the same squares).
  if (nearest && cells === null && place.filter === null) cells = JSON.stringify(nearestFirst(GHANA_CELLS, nearest, Math.cos((nearest.latitude * Math.PI) / 180)));

  const filters = { where: conditions.length ? conditions.join(" AND ") : "1 = 1", params };
  const where = nearby ? `${filters.where} AND ${nearby.where}` : filters.where;
  return { where, params: nearby ? [...params, ...nearby.params] : params, filters, nearby, cells, orderBy: ORDER_BY[query.sort], place, placeCheck, nearest };
}

/** Every map square of Ghana (its towns' extent and a margin), for a nearest-first search from a position. */
const GHANA_CELLS = (() => {
  const margin = 0.3;
  const latitudes = GHANA_TOWNS.map((town) => town.latitude);
  const longitudes = GHANA_TOWNS.map((town) => town.longitude);
  return geoCellsCovering({
    south: Math.min(...latitudes) - margin,
    north: Math.max(...latitudes) + margin,
    west: Math.min(...longitudes) - margin,
    east: Math.max(...longitudes) + margin,
  });
})();

/** The map squares, the one holding the place first and then outwards, so a capped count stops early. */
function nearestFirst(cells: number[], center: Center, lngScale: number): number[] {
  // A square's latitude (or longitude) range from its number: CAST truncates towards zero, so square
  // 0 spans -0.1 to 0.1 and a negative square lies below its number.
  const span = (n: number) => (n > 0 ? [n / 10, (n + 1) / 10] : n < 0 ? [(n - 1) / 10, n / 10] : [-0.1, 0.1]) as [number, number];
  const gap = (value: number, [low, high]: [number, number]) => Math.max(low - value, 0, value - high);
  const away = (cell: number) => {
    const row = Math.round(cell / 10_000);
    const latGap = gap(center.latitude, span(row));
    const lngGap = gap(center.longitude, span(cell - row * 10_000)) * lngScale;
    return latGap * latGap + lngGap * lngGap;
  };
  return cells.map((cell) => ({ cell, away: away(cell) })).sort((a, b) => a.away - b.away).map(({ cell }) => cell);
}

/**
 * How far down the sort order a distance page may look for its providers before it falls back to
 * the map squares. Around a busy town the best providers of the whole country come from it soon
 * enough (Accra's first page at 100,000 providers: 65 rows); around a quiet one the squares are
 * cheaper, and the walk stops here.
 */
export const NEARBY_WALK_LIMIT = 800;

/**
 * The providers a search counts, as SQL rows (alias p) and its bound values. With a distance, the
 * map squares one after another, nearest first, so the capped count stops in the squares around the
 * place (the cell index, never every provider of the specialty).
 */
function countedRows(plan: SearchPlan): { sql: string; params: unknown[] } {
  if (plan.cells === null) return { sql: `SELECT 1 FROM providers p WHERE ${plan.where}`, params: plan.params };
  return { sql: `SELECT 1 FROM json_each(?) cell CROSS JOIN providers p WHERE p.geo_cell = cell.value AND ${plan.where}`, params: [plan.cells, ...plan.params] };
}

/** One page of providers (every column), in the sort order; with a distance, see nearbyPage. */
interface PageRows {
  /** Common table expressions the page needs (after `counted`), with their bound values. */
  ctes: string;
  ctesParams: unknown[];
  sql: string;
  params: unknown[];
}

function pageRows(plan: SearchPlan, page: number, pageSize: number, walkLimit: number): PageRows {
  const limit = [pageSize, (page - 1) * pageSize];
  if (plan.nearest) return nearestPage(plan, plan.nearest, limit);
  if (plan.cells === null || plan.nearby === null) {
    return { ctes: "", ctesParams: [], sql: `SELECT p.* FROM providers p WHERE ${plan.where} ORDER BY ${plan.orderBy} LIMIT ? OFFSET ?`, params: [...plan.params, ...limit] };
  }
  return nearbyPage(plan, plan.cells, plan.nearby, page * pageSize, limit, walkLimit);
}

/**
 * How many providers a nearest-first search orders by distance: as many as a search counts, so every
 * page a visitor can reach (MAX_COUNTED_RESULTS) comes from one fixed set and pages never overlap.
 */
export const NEAREST_CANDIDATES = MAX_COUNTED_RESULTS;

/**
 * A nearest-first page: the first NEAREST_CANDIDATES matches, read through an index and never more,
 * ordered by their distance from the place (the flat-earth distance, exact enough to order by; the
 * cards' kilometres are the great-circle ones) and then by relevance. The candidates are, with map
 * squares (a radius, or the visitor's position alone), the matches square by square outwards from the
 * place, so the nearest come first; with a town, region or text, that place's matches in relevance
 * order (every one of them unless more than NEAREST_CANDIDATES match, when the most relevant).
 */
function nearestPage(plan: SearchPlan, center: Center, limit: number[]): PageRows {
  const candidates =
    plan.cells === null
      ? { sql: `SELECT p.* FROM providers p WHERE ${plan.where} ORDER BY ${RELEVANCE} LIMIT ${NEAREST_CANDIDATES}`, params: plan.params }
      : { sql: `SELECT p.* FROM json_each(?) cell CROSS JOIN providers p WHERE p.geo_cell = cell.value AND ${plan.where} LIMIT ${NEAREST_CANDIDATES}`, params: [plan.cells, ...plan.params] };
  const lngScale = Math.cos((center.latitude * Math.PI) / 180);
  // The candidates are named `near`, so a plan never reads "SCAN p" for them.
  const away = "(near.latitude - ?) * (near.latitude - ?) + ((near.longitude - ?) * ?) * ((near.longitude - ?) * ?)";
  return {
    ctes: "",
    ctesParams: [],
    sql: `SELECT near.* FROM (${candidates.sql}) near ORDER BY near.latitude IS NULL, ${away}, ${RELEVANCE.replace(/\bp\./g, "near.")} LIMIT ? OFFSET ?`,
    params: [...candidates.params, center.latitude, center.latitude, center.longitude, lngScale, center.longitude, lngScale, ...limit],
  };
}

/**
 * A distance page, two ways in one statement, of which SQLite runs one (each is guarded by a
 * condition on the walk alone, answered once before its rows are read):
 * - the walk: the sort order's index, filtered by everything but the place, its first
 *   NEARBY_WALK_LIMIT entries at most, kept when within the radius until the page is full. When it
 *   fills the page, or finds every match the count found, its rows are exactly the best ones.
 * - otherwise each map square's own best `needed` (providers_(specialty_)cell_relevance_idx in
 *   relevance order), gathered as a JSON list: a quiet town costs only the few providers near it.
 */
function nearbyPage(plan: SearchPlan, cells: string, nearby: NonNullable<SearchPlan["nearby"]>, needed: number, limit: number[], walkLimit: number): PageRows {
  // The radius is checked on the walk's own rows (alias `walk`, so a plan never reads "SCAN p").
  const walked =
    `walked(id) AS MATERIALIZED (SELECT walk.id FROM (SELECT p.id, p.latitude, p.longitude FROM providers p WHERE ${plan.filters.where} ` +
    `ORDER BY ${plan.orderBy} LIMIT ${Math.trunc(walkLimit)}) walk WHERE ${nearby.where.replace(/\bp\./g, "walk.")} LIMIT ?), ` +
    `walk_found(found) AS MATERIALIZED (SELECT (SELECT count(*) FROM walked) >= min(?, (SELECT CASE WHEN total > ${MAX_COUNTED_RESULTS} THEN ? ELSE total END FROM counted)))`;
  const found = "(SELECT found FROM walk_found)";
  // No squares at all when the walk filled the page: SQLite builds an IN list before it would look
  // at a guard beside it, so the guard empties the list instead.
  const bySquare =
    `SELECT best.value FROM json_each(CASE WHEN ${found} THEN '[]' ELSE ? END) cell, json_each((SELECT json_group_array(id) FROM ` +
    `(SELECT p.id FROM providers p WHERE p.geo_cell = cell.value AND ${plan.where} ORDER BY ${plan.orderBy} LIMIT ?))) best`;
  return {
    ctes: `, ${walked}`,
    sql:
      `SELECT * FROM (SELECT p.* FROM walked w JOIN providers p ON p.id = w.id WHERE ${found} ORDER BY ${plan.orderBy} LIMIT ? OFFSET ?) ` +
      `UNION ALL SELECT * FROM (SELECT p.* FROM providers p WHERE NOT ${found} AND p.id IN (${bySquare}) ORDER BY ${plan.orderBy} LIMIT ? OFFSET ?)`,
    ctesParams: [...plan.filters.params, ...nearby.params, needed, needed, needed],
    params: [...limit, cells, ...plan.params, needed, ...limit],
  };
}

/**
 * The whole search in one statement: a one-row count (up to one past the cap, so a broad search
 * never reads every provider) left-joined to the page, so the total comes back even past the last
 * page; and for the page's providers only (after the LIMIT), their name, the slots held from `from`
 * over the next days (held_slots, a JSON list of instants) and their days off in those days
 * (days_off, a JSON list of [from, to]). Row order is restored in code (orderRecords).
 */
export function searchStatement(plan: SearchPlan, page: number, from: number, now: number, pageSize = SEARCH_PAGE_SIZE, walkLimit = NEARBY_WALK_LIMIT) {
  const counted = countedRows(plan);
  const rows = pageRows(plan, page, pageSize, walkLimit);
  const to = from + NEXT_SLOT_HORIZON_DAYS * DAY_MS;
  const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);
  const held =
    `(SELECT json_group_array(a.starts_at) FROM appointments a WHERE a.provider_id = page_row.id AND a.starts_at >= ? AND a.starts_at < ? AND ${HOLDS_SLOT_SQL})`;
  const daysOff = "(SELECT json_group_array(json_array(t.starts_on, t.ends_on)) FROM time_off t WHERE t.provider_id = page_row.id AND t.ends_on >= ? AND t.starts_on <= ?)";
  return {
    sql:
      `WITH counted(total, place_known) AS MATERIALIZED (SELECT count(*), ${plan.placeCheck?.sql ?? "NULL"} FROM (${counted.sql} LIMIT ?))${rows.ctes} ` +
      `SELECT counted.total, counted.place_known, pg.* FROM counted LEFT JOIN ` +
      `(SELECT page_row.*, u.first_name AS user_first_name, u.last_name AS user_last_name, ${held} AS held_slots, ${daysOff} AS days_off ` +
      `FROM (${rows.sql}) page_row JOIN users u ON u.id = page_row.user_id) pg ON 1`,
    params: [
      ...(plan.placeCheck?.params ?? []), ...counted.params, MAX_COUNTED_RESULTS + 1,
      ...rows.ctesParams,
      from, to, now, isoDate(from), isoDate(to - DAY_MS),
      ...rows.params,
    ],
  };
}

type ProviderRecord = typeof providers.$inferSelect;
const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Columns of the search row that are not the provider's record: the count, the page's extras, the date hints. */
const NOT_PROVIDER_COLUMNS = new Set(["total", "place_known", "held_slots", "days_off", "time_off_until", "booked_until"]);

/** A raw `p.*` row (snake_case, 0/1 booleans) as the drizzle record toProvider expects. */
function recordFrom(raw: Record<string, unknown>): { provider: ProviderRecord; firstName: string; lastName: string } {
  const provider = Object.fromEntries(
    Object.entries(raw)
      .filter(([key]) => !NOT_PROVIDER_COLUMNS.has(key) && !key.startsWith("user_"))
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

function orderRecords(records: PageRecord[], sort: SortOption, nearest: Center | null): PageRecord[] {
  const comparators = nearest ? [byDistanceFrom(nearest), ...BY_RELEVANCE] : ORDER_IN_CODE[sort];
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

/** `walkLimit` is for tests, to make a distance page take its fallback through the map squares. */
export async function searchProviders(db: D1Database, query: SearchQuery, now = Date.now(), pageSize = SEARCH_PAGE_SIZE, walkLimit = NEARBY_WALK_LIMIT): Promise<SearchOutcome> {
  const plan = planSearch(query, now);
  const fromDate = query.date ?? ghanaToday(now);
  const statement = searchStatement(plan, query.page, Date.parse(`${fromDate}T00:00:00Z`), now, pageSize, walkLimit);
  const { results: rows, meta } = await db.prepare(statement.sql).bind(...statement.params).all<Record<string, unknown>>();
  const counted = Number(rows[0]?.total ?? 0);
  const recognised = placeRecognised(query, plan, counted, rows[0]?.place_known);
  const pageRecords = rows.filter((row) => row.id !== null);
  const records = orderRecords(pageRecords.map(recordFrom), query.sort, plan.nearest);

  const held = new Map<number, Set<number>>();
  const daysOff = new Map<number, DaysOff[]>();
  for (const row of pageRecords) {
    const id = Number(row.id);
    held.set(id, new Set(JSON.parse(String(row.held_slots ?? "[]")) as number[]));
    daysOff.set(id, (JSON.parse(String(row.days_off ?? "[]")) as [string, string][]).map(([from, to]) => ({ from, to })));
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
    rowsRead: meta.rows_read,
    statements: 1,
  };
}
