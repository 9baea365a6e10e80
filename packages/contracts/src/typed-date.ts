/**
 * A date as people type it (DD/MM/YYYY, docs/product-rules.md#ghana-conventions) and back. Its own
 * module, without the long formats of ghana-time.ts, because the landing's search form needs it on
 * the first screen (docs/product-rules.md#performance-budgets).
 */
import { MONTH_NAMES, parseGhanaDate } from "./ghana-day.ts";
import { msg, translated } from "./msg.ts";

/** "23/11/2026": the short form a date is typed in (DD/MM/YYYY). */
export function formatTypedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return year && month && day ? `${day}/${month}/${year}` : "";
}

/** What a typed date that is not a real day is told, wherever a date is typed. */
export const TYPED_DATE_PROBLEM = msg("Enter a real date as DD/MM/YYYY, e.g. 25/12/2026");

/**
 * A typed "23/11/2026" -> "2026-11-23"; null when not a real date. Phone number pads have no "/",
 * so "23-11-2026", "23.11.2026", "23 11 2026", "23,11,2026" and "23112026" are read the same way,
 * and a one-digit day or month is fine. The month may be named ("23 Nov 2026", "23 November 2026")
 * and the year shortened to two digits ("23/11/26" is 2026), as people write dates in Ghana.
 */
export function parseTypedDate(typed: string): string | null {
  const text = typed.trim();
  const numeric = /^(\d{2})(\d{2})(\d{4})$/.exec(text) ?? /^(\d{1,2})[/.,\s-]+(\d{1,2})[/.,\s-]+(\d{4}|\d{2})$/.exec(text);
  const named = numeric ? null : /^(\d{1,2})(?:st|nd|rd|th)?[/.,\s-]*([a-z]{3,9})\.?[/.,\s-]*(\d{4}|\d{2})$/i.exec(text);
  const month = numeric ? numeric[2]! : named ? monthNumber(named[2]!) : null;
  const match = numeric ?? named;
  if (!match || !month) return null;
  const year = match[3]!.length === 2 ? `20${match[3]}` : match[3]!;
  const iso = `${year}-${month.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
  const date = parseGhanaDate(iso);
  return date && date.toISOString().startsWith(iso) ? iso : null;
}

/**
 * "Nov", "nov" or "November" -> "11"; null for anything else ("Sept" is September too). The month's
 * name in the page's language is read as well.
 */
function monthNumber(name: string): string | null {
  const lower = name.toLowerCase();
  const index = MONTH_NAMES.findIndex((month) => {
    const full = month.toLowerCase();
    return full === lower || full.slice(0, 3) === lower || (lower === "sept" && full === "september") || translated(month).toLowerCase() === lower;
  });
  return index < 0 ? null : String(index + 1);
}
