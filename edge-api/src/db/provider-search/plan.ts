/**
 * The provider search's plan (GET /api/providers/search): a validated query turned into SQL
 * conditions over providers (alias p) and their bound values, by specialty, practice facts (open 24
 * hours, walk-ins, audio or video visits, NHIS), a licence verified for this year, place (town,
 * region, text, or distance from a point) and date (not on time off, and at least one free slot that
 * day), with the sort's order. A filter that cannot work is a 400 naming it. Every value is bound;
 * only whitelisted column names and orders are written into the SQL. statement.ts makes the one
 * statement from the plan.
 */
import { msg } from "@gh/contracts/msg";
import { GHANA_TOWNS } from "@gh/contracts/places";
import { suggestPlaces } from "@gh/contracts/places/suggestions";
import { DAY_MS, ghanaToday, weekdayOf, type Weekday } from "@gh/contracts/schedule";
import type { SearchQuery } from "@gh/contracts/search";
import type { SortOption } from "@gh/contracts/search/options";
import type { MessageValues } from "../../i18n/api-texts.ts";
import { AppError } from "../../http/errors.ts";
import { HOLDS_SLOT_SQL } from "../appointments.ts";
import { ghanaYear } from "@gh/contracts/licences/options";
import { geoCellsCovering } from "../provider-rows.ts";
import { OFF_ON_DATE_SQL } from "../time-off.ts";
import { resolvePlace, type Center, type Place } from "./place.ts";

const KM_PER_DEGREE = 111.195;

export const RELEVANCE = "p.is_verified DESC, p.rating_score DESC, p.id DESC";

/** The SQL order of each sort; "nearest" (and "relevance" with a place) pick and order by distance, see statement.ts nearestPage. */
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

function invalid(field: string, message: string, values?: MessageValues): AppError {
  return new AppError(400, "validation_failed", msg("Some search filters are invalid"), { [field]: message }, undefined, values);
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
  // Written as the partial indexes' condition (schema.ts), so SQLite may answer from them.
  if (query.remote) conditions.push("(p.offers_audio = 1 OR p.offers_video = 1)");
  if (query.nhis) conditions.push("p.accepts_nhis = 1");
  // "Verified providers only": the flag every relevance index leads with, and this year's licence, as
  // each answer's isVerified (provider-records.ts). In relevance order the flag is the index's prefix.
  // Another order has an index of its own, and most providers are verified: likelihood() tells SQLite
  // so, or it takes the flag for a narrow filter and reads every verified provider to sort them.
  if (query.verified) {
    const inRelevanceOrder = query.sort === "relevance" || query.sort === "nearest";
    conditions.push(inRelevanceOrder ? "p.is_verified = 1" : "likelihood(p.is_verified = 1, 0.9)", "p.licence_verified_for >= ?");
    params.push(ghanaYear(now));
  }

  let placeCheck: SearchPlan["placeCheck"] = null;
  let cells: string | null = null;
  let nearby: SearchPlan["nearby"] = null;

  if (query.distance !== undefined) {
    const center = place.center;
    if (!center) {
      if (!query.location) throw invalid("distance", msg("Choose a town or use your location to search by distance."));
      const [suggestion] = suggestPlaces(query.location);
      throw suggestion
        ? invalid("location", msg("We could not find that place. Did you mean {suggestion}?"), { suggestion })
        : invalid("location", msg("We could not find that place. Try a town such as Accra or Kumasi, or use your location."));
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
    if (query.specialty || query.date || query.open24Hours || query.walkIns || query.remote || query.nhis || query.verified) placeCheck = { sql: `EXISTS (SELECT 1 FROM providers p WHERE ${textCondition})`, params: [pattern, pattern, pattern, pattern] };
  }

  if (query.date) {
    if (query.date < ghanaToday(now)) throw invalid("date", msg("Choose today or a later date."));
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
 * Whether the typed place meant something: a town or region always does; free text does when some
 * provider's city, region, location or address contains it (the plan's check, or else the total).
 * With a distance the place is a town or was not used (the visitor's position), so it counts as known.
 */
export function placeRecognised(query: SearchQuery, plan: SearchPlan, counted: number, placeKnown: unknown): boolean {
  if (!query.location || query.distance !== undefined || plan.place.filter?.kind !== "text") return true;
  return plan.placeCheck ? Boolean(placeKnown) : counted > 0;
}

