/**
 * The search form's criteria (SPEC §3 "Search criteria", §5 "Search form") and their place in the
 * /search query string: empty criteria are always left out.
 */

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
}

export const CRITERIA_KEYS = ["specialty", "location", "date", "distance", "lat", "lng"] as const satisfies readonly (keyof SearchCriteria)[];

export const EMPTY_CRITERIA: SearchCriteria = { specialty: "", location: "", date: "", distance: "", lat: "", lng: "" };

/** Reads the criteria from a query string; absent ones are "". */
export function criteriaFromParams(params: URLSearchParams): SearchCriteria {
  const criteria = { ...EMPTY_CRITERIA };
  for (const key of CRITERIA_KEYS) criteria[key] = (params.get(key) ?? "").trim();
  return criteria;
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

/** A position rounded to about 100 m: close enough for "within 5 km", and no more precise than needed. */
export function roundCoordinate(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Quick Access (SPEC §2 "Search form"): shortcuts that search one specialty at once. */
export const QUICK_ACCESS = [
  { label: "Emergency Centres", specialty: "emergency" },
  { label: "24/7 Pharmacies", specialty: "pharmacy" },
  { label: "Walk-in Clinics", specialty: "general" },
  { label: "Dental Clinics", specialty: "dentist" },
] as const;
