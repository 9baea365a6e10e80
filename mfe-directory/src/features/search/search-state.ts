/** The changes /search's controls make to its address, and what it shows from the state read there (readSearchState in @gh/contracts). */
import { DISTANCE_OPTIONS_KM } from "@gh/contracts/constants";
import { formatShortDay } from "@gh/contracts/ghana-time/lists";
import type { Provider } from "@gh/contracts/providers";
import type { SearchResults } from "@gh/contracts/search";
import { criteriaToParams, type FlagKey, isFlagOn, type SearchCriteria } from "@gh/contracts/search/criteria";
import type { SortOption } from "@gh/contracts/search/options";
import { isSortOption } from "@gh/contracts/search/page";
import { specialtyName } from "@gh/contracts/specialties";

export interface ActiveFilter {
  label: string;
  /** The query parameters that removing this filter drops. */
  keys: readonly (keyof SearchCriteria)[];
}

/** One removable chip per filter in use. */
export function activeFilters(criteria: SearchCriteria): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (criteria.specialty) filters.push({ label: specialtyName(criteria.specialty), keys: ["specialty"] });
  if (criteria.location) filters.push({ label: criteria.location, keys: ["location"] });
  if (criteria.lat || criteria.lng) filters.push({ label: "Near my location", keys: ["lat", "lng"] });
  if (criteria.date) filters.push({ label: formatShortDay(criteria.date), keys: ["date"] });
  if (criteria.distance) {
    const known = (DISTANCE_OPTIONS_KM as readonly number[]).includes(Number(criteria.distance));
    filters.push({ label: known ? distanceLabel(Number(criteria.distance)) : `Within ${criteria.distance}`, keys: ["distance"] });
  }
  for (const flag of FLAGS) if (isFlagOn(criteria[flag.key])) filters.push({ label: flag.label, keys: [flag.key] });
  return filters;
}

/** The yes-only filters as the form's checkboxes and the chips name them, and as the results summary says them. */
const FLAGS: readonly { key: FlagKey; label: string; one: string; many: string }[] = [
  { key: "open24Hours", label: "Open 24 hours", one: "is open 24 hours", many: "are open 24 hours" },
  { key: "walkIns", label: "Accepts walk-ins", one: "accepts walk-ins", many: "accept walk-ins" },
];

/**
 * What the results count says about the yes-only filters, so a shortcut's promise shows on the page:
 * "that are open 24 hours", "that accepts walk-ins"; "" when neither is on.
 */
export function flagSummary(criteria: SearchCriteria, total: number): string {
  const on = FLAGS.filter((flag) => isFlagOn(criteria[flag.key])).map((flag) => (total === 1 ? flag.one : flag.many));
  return on.length ? `that ${on.join(" and ")}` : "";
}

/**
 * Whether there is a place to measure from, so "Nearest first" is offered: the visitor's position, or
 * the place the API measured from (a town; a region or free text has no centre).
 */
export function hasPlace(criteria: SearchCriteria, place: SearchResults["place"] | undefined): boolean {
  return Boolean((criteria.lat && criteria.lng) || place);
}

/** The spec's distance option text: "Within 5km". */
export function distanceLabel(km: number): string {
  return `Within ${km}km`;
}

/** The query string without some parameters, back on page 1. */
export function withoutParams(params: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...keys, "page"]) next.delete(key);
  return next;
}

/** The query string after "Clear All": no filters and page 1; the chosen order stays. */
export function clearedParams(params: URLSearchParams): URLSearchParams {
  const sort = params.get("sort");
  const next = new URLSearchParams();
  if (isSortOption(sort) && sort !== "relevance") next.set("sort", sort);
  return next;
}

/** A new search from the form: its criteria, page 1, the chosen order kept. */
export function paramsForSearch(params: URLSearchParams, criteria: SearchCriteria): URLSearchParams {
  const next = criteriaToParams(criteria);
  const sort = params.get("sort");
  if (isSortOption(sort) && sort !== "relevance") next.set("sort", sort);
  return next;
}

/** The query string with a new order (back on page 1); relevance is the default and left out. */
export function withSort(params: URLSearchParams, sort: SortOption): URLSearchParams {
  const next = withoutParams(params, ["sort"]);
  if (sort !== "relevance") next.set("sort", sort);
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return next;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The unfiltered list (featured providers) in the chosen order; "relevance" keeps the API's order. */
export function sortProviders<T extends Provider>(providers: readonly T[], sort: SortOption): T[] {
  const fee = (provider: T) => Number(provider.consultationFee);
  const list = [...providers];
  switch (sort) {
    case "rating":
      return list.sort((a, b) => b.averageRating - a.averageRating || b.reviewCount - a.reviewCount);
    case "price-low":
      return list.sort((a, b) => fee(a) - fee(b));
    case "price-high":
      return list.sort((a, b) => fee(b) - fee(a));
    case "experience":
      return list.sort((a, b) => b.yearsExperience - a.yearsExperience);
    default:
      return list;
  }
}
