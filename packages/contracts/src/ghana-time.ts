/**
 * Dates and times as every screen and message shows them: Ghana's day-month-year order
 * ("EEEE, d MMMM yyyy", docs/product-rules.md#ghana-conventions, not the original product's American "EEEE, MMMM d, yyyy") and "h:mm a";
 * the forms of lists, tables and cards are list-dates.ts and money is money.ts. Written out rather than through Intl, whose first
 * date or number format loads the locale's data (docs/architecture.md, "No layout inside the commit").
 * Ghana keeps UTC all year (Africa/Accra), so every instant is read with getUTC*, whatever the
 * phone's own time zone says.
 */

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
] as const;

/** An ISO instant, or a bare "YYYY-MM-DD" read as that day in Ghana; null when unreadable. */
export function parseGhanaDate(value: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A "YYYY-MM-DD" day moved by whole days, in UTC so it never drifts with the phone's time zone. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same day of another month, or that month's last day when it is shorter (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** "Monday, 23 November 2026"; "" when unreadable. */
export function formatLongDate(value: string): string {
  const date = parseGhanaDate(value);
  if (!date) return "";
  return `${WEEKDAY_NAMES[date.getUTCDay()]}, ${formatDayMonthYear(date)}`;
}

/** "23 November 2026" (no weekday), for dates in lists and tables (formatPlainDate reads the text first). */
export function formatDayMonthYear(date: Date): string {
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "23/11/2026": the short form a date is typed in (DD/MM/YYYY). */
export function formatTypedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return year && month && day ? `${day}/${month}/${year}` : "";
}

/** What a typed date that is not a real day is told, wherever a date is typed. */
export const TYPED_DATE_PROBLEM = "Enter a real date as DD/MM/YYYY, e.g. 25/12/2026";

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

/** "Nov", "nov" or "November" -> "11"; null for anything else ("Sept" is September too). */
function monthNumber(name: string): string | null {
  const lower = name.toLowerCase();
  const index = MONTH_NAMES.findIndex((month) => {
    const full = month.toLowerCase();
    return full === lower || full.slice(0, 3) === lower || (lower === "sept" && full === "september");
  });
  return index < 0 ? null : String(index + 1);
}

/** "10:30 AM", "2:00 PM", "12:00 PM"; "" when unreadable. */
export function formatClock(value: string): string {
  const date = parseGhanaDate(value);
  if (!date) return "";
  const hours = date.getUTCHours();
  return `${hours % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** A slot's "HH:MM" (Ghana time) as "h:mm a": "14:30" -> "2:30 PM". */
export function formatSlotTime(slot: string): string {
  return formatClock(`1970-01-01T${slot}:00Z`);
}

/** "November 2026" for a month's "YYYY-MM". */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return `${MONTH_NAMES[(monthNumber ?? 1) - 1]} ${year}`;
}

/** "Monday" for a "YYYY-MM-DD". */
export function weekdayName(isoDate: string): string {
  const date = parseGhanaDate(isoDate);
  return date ? WEEKDAY_NAMES[date.getUTCDay()]! : "";
}
