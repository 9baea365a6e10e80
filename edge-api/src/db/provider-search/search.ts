/**
 * GET /api/providers/search's answer: the plan (plan.ts), its one statement (statement.ts), and the
 * page's rows (rows.ts) as results with each provider's distance and next free slot. A typed place
 * that no town, region or provider matches comes back with "Did you mean" suggestions, worked out in
 * code from the gazetteer.
 */
import { distanceKm } from "@gh/contracts/places";
import { suggestPlaces } from "@gh/contracts/places/suggestions";
import { ghanaToday } from "@gh/contracts/schedule";
import type { ProviderSearchResult, SearchQuery, SearchResults } from "@gh/contracts/search";
import { MAX_COUNTED_RESULTS, SEARCH_PAGE_SIZE } from "@gh/contracts/search/options";
import { toProvider } from "../provider-records.ts";
import { nextFreeSlot } from "./next-free-slot.ts";
import { placeRecognised, planSearch } from "./plan.ts";
import { heldSlotsAndDaysOff, orderRecords, recordFrom } from "./rows.ts";
import { NEARBY_WALK_LIMIT, searchStatement } from "./statement.ts";

export interface SearchOutcome extends SearchResults {
  /** D1's rows_read over every statement, for the benchmark. */
  rowsRead: number;
  statements: number;
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

  const { held, daysOff } = heldSlotsAndDaysOff(pageRecords);

  const center = plan.place.center;
  const results: ProviderSearchResult[] = records.map((record) => {
    const provider = toProvider(record, { now });
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
