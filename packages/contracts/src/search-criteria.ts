/**
 * The search form's criteria (docs/product-rules.md#search) and their place in the /search query
 * string: empty criteria are always left out. Zod-free: the search form, the search page and the
 * Worker (which asks for a search page's data with its HTML) read an address the same way.
 */
import { tidySearchParams } from "./search-address.ts";

export interface SearchCriteria {
  /** Specialty id, e.g. "cardiology". */
  specialty: string;
  /** A town or region as typed. */
  location: string;
  /** "YYYY-MM-DD". */
  date: string;
  /** "5" | "10" | "25" | "50" (km). */
  distance: string;
  /** The visitor's own position ("Use my location"), instead of a typed place. */
  lat: string;
  lng: string;
  /** "true" for only providers open around the clock, else "" (the API's `open24Hours` flag). */
  open24Hours: string;
  /** "true" for only providers who see patients without an appointment, else "" (the API's `walkIns` flag). */
  walkIns: string;
  /** "true" for only providers who offer audio or video visits, else "" (the API's `remote` flag). */
  remote: string;
  /** "true" for only providers who accept NHIS, else "" (the API's `nhis` flag). */
  nhis: string;
  /** "true" for only providers whose licence is verified for this year, else "" (the API's `verified` flag). */
  verified: string;
}

export const CRITERIA_KEYS = ["specialty", "location", "date", "distance", "lat", "lng", "open24Hours", "walkIns", "remote", "nhis", "verified"] as const satisfies readonly (keyof SearchCriteria)[];

/** The yes-only filters: on or absent, never "false" in a URL. */
export const FLAG_KEYS = ["open24Hours", "walkIns", "remote", "nhis", "verified"] as const satisfies readonly (keyof SearchCriteria)[];
export type FlagKey = (typeof FLAG_KEYS)[number];

/** A flag's one written value; the API also takes "1", read here as the same. */
export const FLAG_ON = "true";

export const EMPTY_CRITERIA: SearchCriteria = { specialty: "", location: "", date: "", distance: "", lat: "", lng: "", open24Hours: "", walkIns: "", remote: "", nhis: "", verified: "" };

/**
 * Reads the criteria from a query string; absent ones are "". It also reads what the form sends
 * when it is submitted as a plain GET form before the app has started (or without JavaScript):
 * "any" for no specialty or distance, and the date as typed (DD/MM/YYYY), which it turns into
 * "YYYY-MM-DD"; a typed date that is not a real day is kept as typed for the API to refuse.
 */
export function criteriaFromParams(params: URLSearchParams): SearchCriteria {
  const tidy = tidySearchParams(params);
  const criteria = { ...EMPTY_CRITERIA };
  for (const key of CRITERIA_KEYS) criteria[key] = tidy.get(key) ?? "";
  for (const key of FLAG_KEYS) criteria[key] = isFlagOn(criteria[key]) ? FLAG_ON : "";
  return criteria;
}

export function isFlagOn(value: string | undefined): boolean {
  return value === FLAG_ON || value === "1";
}

/** Only the non-empty criteria, in a fixed order (one URL, one cache entry, per search). */
export function criteriaToParams(criteria: Partial<SearchCriteria>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of CRITERIA_KEYS) {
    const value = criteria[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** "/search?specialty=cardiology&location=Accra", or "/search" with no criteria. */
export function searchPath(criteria: Partial<SearchCriteria>): string {
  const query = criteriaToParams(criteria).toString();
  return query ? `/search?${query}` : "/search";
}

export function hasCriteria(criteria: SearchCriteria): boolean {
  return CRITERIA_KEYS.some((key) => criteria[key] !== "");
}
