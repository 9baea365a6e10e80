/**
 * What every date module here shares: the months' names, reading a day as Ghana's (UTC all year) and
 * today's date there.
 * Apart from ghana-time.ts so that typing a date (typed-date.ts, on the landing's search form) does
 * not bring the long formats with it (docs/product-rules.md#performance-budgets).
 * The names are English, marked as messages: the formatters show them with `translated()`, in the
 * page's language (English where no translator is set).
 */
import { msg } from "./msg.ts";

export const MONTH_NAMES = [
  // translators: a month's full name, as in "Monday, 23 November 2026" (in English "May" is also its short name)
  msg("January"), msg("February"), msg("March"), msg("April"), msg("May"), msg("June"), msg("July"), msg("August"), msg("September"), msg("October"), msg("November"), msg("December"),
] as const;

/** An ISO instant, or a bare "YYYY-MM-DD" read as that day in Ghana; null when unreadable. */
export function parseGhanaDate(value: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Today's date in Ghana (UTC), "YYYY-MM-DD". */
export function ghanaToday(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}
