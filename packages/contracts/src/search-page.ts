/**
 * What /search shows, read from its address, and the API reads its first screen makes. Zod-free, so
 * that anything that must know a search page's reads without its code can (the search form's own
 * address rules are search-criteria.ts).
 */
import { FEATURED_SEARCH_LIMIT, featuredProvidersPath } from "./constants.ts";
import { SPECIALTIES_PATH } from "./specialties.ts";
import { criteriaFromParams, criteriaToParams, hasCriteria, type SearchCriteria } from "./search-criteria.ts";
import { SORT_VALUES, type SortOption } from "./search-options.ts";

export interface SearchState {
  criteria: SearchCriteria;
  sort: SortOption;
  page: number;
  /** Any filter at all: without one the page lists the featured providers. */
  filtered: boolean;
}

export function isSortOption(value: string | null): value is SortOption {
  return SORT_VALUES.some((option) => option === value);
}

export function readSearchState(params: URLSearchParams): SearchState {
  const criteria = criteriaFromParams(params);
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  return {
    criteria,
    sort: isSortOption(sort) ? sort : "relevance",
    page: Number.isInteger(page) && page > 1 ? page : 1,
    filtered: hasCriteria(criteria),
  };
}

/** The search API's query string: the criteria as given (the API judges them), sort and page only when not the default. */
export function searchApiQuery({ criteria, sort, page }: SearchState): string {
  const params = criteriaToParams(criteria);
  if (sort !== "relevance") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

/** GET /api/providers/search with a normalised query string (searchApiQuery): one URL, one cache entry, per search. */
export const providerSearchPath = (query: string) => `/api/providers/search?${query}`;

/** The API reads of the search page's first screen at `?search`: its results (unfiltered, the featured providers) and the form's specialties. */
export function searchPageReads(search: string): string[] {
  const state = readSearchState(new URLSearchParams(search));
  return [state.filtered ? providerSearchPath(searchApiQuery(state)) : featuredProvidersPath(FEATURED_SEARCH_LIMIT), SPECIALTIES_PATH];
}
