/** The changes /search's controls make to its address, and what it shows from the state read there (readSearchState in @gh/contracts). */
import { DISTANCE_OPTIONS_KM } from "@gh/contracts/constants";
import { formatShortDay } from "@gh/contracts/ghana-time/lists";
import type { Provider } from "@gh/contracts/providers";
import type { SearchResults } from "@gh/contracts/search";
import { LICENCE_TEXTS } from "@gh/contracts/licences/options";
import { criteriaToParams, FLAG_KEYS, type FlagKey, isFlagOn, type SearchCriteria } from "@gh/contracts/search/criteria";
import type { SortOption } from "@gh/contracts/search/options";
import { isSortOption } from "@gh/contracts/search/page";
import { specialtyName } from "@gh/contracts/specialties";
import { msg, t } from "@gh/i18n";
import type { FlagChoice } from "../../components/search-form";
import { distanceLabel } from "../../lib/format";

export interface ActiveFilter {
  /** What its chip says, in the page's language. */
  label: string;
  /** The query parameters that removing this filter drops. */
  keys: readonly (keyof SearchCriteria)[];
}

/** One removable chip per filter in use. */
export function activeFilters(criteria: SearchCriteria): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (criteria.specialty) filters.push({ label: t(specialtyName(criteria.specialty)), keys: ["specialty"] });
  if (criteria.location) filters.push({ label: criteria.location, keys: ["location"] });
  if (criteria.lat || criteria.lng) filters.push({ label: t("Near my location"), keys: ["lat", "lng"] });
  if (criteria.date) filters.push({ label: formatShortDay(criteria.date), keys: ["date"] });
  if (criteria.distance) {
    const known = (DISTANCE_OPTIONS_KM as readonly number[]).includes(Number(criteria.distance));
    filters.push({ label: known ? distanceLabel(Number(criteria.distance)) : t("Within {distance}", { distance: criteria.distance }), keys: ["distance"] });
  }
  for (const flag of SEARCH_FLAGS) if (isFlagOn(criteria[flag.key])) filters.push({ label: t(flag.label), keys: [flag.key] });
  return filters;
}

/**
 * The yes-only filters as /search's checkboxes and chips name them (the landing's form offers the
 * first two). NHIS and licences: docs/product-rules.md#licences-and-nhis.
 */
export const SEARCH_FLAGS: readonly FlagChoice[] = [
  { key: "open24Hours", label: msg("Open 24 hours") },
  { key: "walkIns", label: msg("Accepts walk-ins") },
  { key: "remote", label: msg("Audio or video visits") },
  { key: "nhis", label: LICENCE_TEXTS.acceptsNhis },
  { key: "verified", label: msg("Verified providers only") },
];

/**
 * The filters the results count puts into words: how a provider can be seen. The count says each
 * combination of them in a whole sentence of its own (translators get sentences, not pieces), so it
 * leaves NHIS and licences to their chips: 32 sentences for five filters would be too many to translate.
 */
const COUNTED_FLAGS: readonly FlagKey[] = ["open24Hours", "walkIns", "remote"];

/** Which counted filters are on, in that order ("open24Hours+remote", "" for none). */
function flagsOn(criteria: SearchCriteria): string {
  return COUNTED_FLAGS.filter((key) => isFlagOn(criteria[key])).join("+");
}

/** Whether any yes-only filter is on (the empty page then suggests fewer filters). */
export function hasFlagFilter(criteria: SearchCriteria): boolean {
  return FLAG_KEYS.some((key) => isFlagOn(criteria[key]));
}

/**
 * "12 providers found", "1 provider found that is open 24 hours": the results count, one sentence in
 * the page's language that also keeps a filter's promise (a shortcut's, a checkbox's).
 */
export function resultsCount(criteria: SearchCriteria, total: number): string {
  const count = total;
  switch (flagsOn(criteria)) {
    case "open24Hours+walkIns+remote":
      return t(
        "{count, plural, one {# provider found that is open 24 hours, accepts walk-ins and offers audio or video visits} other {# providers found that are open 24 hours, accept walk-ins and offer audio or video visits}}",
        { count },
      );
    case "open24Hours+walkIns":
      return t("{count, plural, one {# provider found that is open 24 hours and accepts walk-ins} other {# providers found that are open 24 hours and accept walk-ins}}", { count });
    case "open24Hours+remote":
      return t("{count, plural, one {# provider found that is open 24 hours and offers audio or video visits} other {# providers found that are open 24 hours and offer audio or video visits}}", { count });
    case "walkIns+remote":
      return t("{count, plural, one {# provider found that accepts walk-ins and offers audio or video visits} other {# providers found that accept walk-ins and offer audio or video visits}}", { count });
    case "open24Hours":
      return t("{count, plural, one {# provider found that is open 24 hours} other {# providers found that are open 24 hours}}", { count });
    case "walkIns":
      return t("{count, plural, one {# provider found that accepts walk-ins} other {# providers found that accept walk-ins}}", { count });
    case "remote":
      return t("{count, plural, one {# provider found that offers audio or video visits} other {# providers found that offer audio or video visits}}", { count });
    default:
      return t("{count, plural, one {# provider found} other {# providers found}}", { count });
  }
}

/**
 * Whether there is a place to measure from, so "Nearest first" is offered: the visitor's position, or
 * the place the API measured from (a town; a region or free text has no centre).
 */
export function hasPlace(criteria: SearchCriteria, place: SearchResults["place"] | undefined): boolean {
  return Boolean((criteria.lat && criteria.lng) || place);
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
