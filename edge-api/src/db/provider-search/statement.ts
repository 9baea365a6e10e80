/**
 * The provider search in one D1 statement, from its plan (plan.ts): the page with its (capped)
 * total, and for the page's providers only the slots already held and the days off over the next days.
 */
import { DAY_MS } from "@gh/contracts/schedule";
import { MAX_COUNTED_RESULTS, SEARCH_PAGE_SIZE } from "@gh/contracts/search/options";
import { HOLDS_SLOT_SQL } from "../appointments.ts";
import { NEXT_SLOT_HORIZON_DAYS } from "./next-free-slot.ts";
import type { Center } from "./place.ts";
import { RELEVANCE, type SearchPlan } from "./plan.ts";

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

