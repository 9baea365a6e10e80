/** Search choices and page sizes, free of zod so screens can import them cheaply. */
import { msg } from "./msg.ts";
export const SORT_OPTIONS = [
  { value: "relevance", label: msg("Relevance") },
  { value: "rating", label: msg("Highest Rated") },
  { value: "price-low", label: msg("Price: Low to High") },
  { value: "price-high", label: msg("Price: High to Low") },
  { value: "experience", label: msg("Most Experience") },
] as const;

/**
 * Offered beside the spec's five when the search has a place (a town, or the visitor's position):
 * the providers nearest to it first. With a place, "relevance" orders the same way (README.md "Search").
 */
export const NEAREST_SORT_OPTION = { value: "nearest", label: msg("Nearest first") } as const;

export type SortOption = (typeof SORT_OPTIONS)[number]["value"] | typeof NEAREST_SORT_OPTION.value;

/** Every order the search API takes. */
export const SORT_VALUES: readonly SortOption[] = [...SORT_OPTIONS.map((option) => option.value), NEAREST_SORT_OPTION.value];

export const SEARCH_PAGE_SIZE = 20;
/** Totals are counted up to this many; beyond it the answer says "1,000+" (no patient pages past 50 pages). */
export const MAX_COUNTED_RESULTS = 1000;

export const REVIEWS_PAGE_SIZE = 10;

/**
 * Data saver (README.md#data-saver): when the browser sends `Save-Data: on`, or the visitor turns on "Data saver"
 * in the footer (this cookie, "1"), provider photos are not loaded and result pages are this small.
 */
export const DATA_SAVER_COOKIE = "gh_data_saver";
export const SEARCH_PAGE_SIZE_DATA_SAVER = 10;
