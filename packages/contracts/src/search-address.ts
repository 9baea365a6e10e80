/**
 * The /search address as the app writes it: only the criteria that say something (README
 * "Search"). A plain GET form (the prerendered one, before the app starts, or without JavaScript) sends
 * every field it has: empty ones, "any" for no specialty or distance, and the date as typed. The
 * Worker turns such an address into this one before the page is served, and the app reads it the same
 * way, so every path a search takes ends at one address. Zod-free, for screens and the Worker alike.
 */
import { parseTypedDate } from "./typed-date.ts";

/** The form's selects' "no choice" value (a select item may not be empty); never part of an address. */
export const ANY_CHOICE = "any";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CHOICE_KEYS = new Set(["specialty", "distance"]);

/**
 * The same query with empty values and "any" choices left out and a typed date ("28/11/2026") as
 * "YYYY-MM-DD"; a typed date that is not a real day is kept as typed, for the API to refuse.
 */
export function tidySearchParams(params: URLSearchParams): URLSearchParams {
  const tidy = new URLSearchParams();
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (!value || (CHOICE_KEYS.has(key) && value === ANY_CHOICE)) continue;
    tidy.append(key, key === "date" && !ISO_DATE.test(value) ? (parseTypedDate(value) ?? value) : value);
  }
  return tidy;
}
