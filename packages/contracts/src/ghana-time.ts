/**
 * Dates and times as every screen and message shows them: Ghana's day-month-year order
 * ("EEEE, d MMMM yyyy", docs/product-rules.md#ghana-conventions, not the original product's American "EEEE, MMMM d, yyyy") and "h:mm a";
 * the forms of lists, tables and cards are list-dates.ts and money is money.ts. Written out rather than through Intl, whose first
 * date or number format loads the locale's data (docs/architecture.md, "No layout inside the commit").
 * Ghana keeps UTC all year (Africa/Accra), so every instant is read with getUTC*, whatever the
 * phone's own time zone says.
 */

import { MONTH_NAMES, parseGhanaDate } from "./ghana-day.ts";
import { msg, translated } from "./msg.ts";

/** English, marked as messages; the formatters below name days, months and AM/PM in the page's language (`translated`). */
export const WEEKDAY_NAMES = [
  // translators: a day's full name, as in "Monday, 23 November 2026"
  msg("Sunday"), msg("Monday"), msg("Tuesday"), msg("Wednesday"), msg("Thursday"), msg("Friday"), msg("Saturday"),
] as const;

// translators: before noon on a 12-hour clock, as in "10:30 AM"
const AM = msg("AM");
// translators: from noon on a 12-hour clock, as in "2:00 PM"
const PM = msg("PM");
export { MONTH_NAMES, parseGhanaDate } from "./ghana-day.ts";
export { formatTypedDate, parseTypedDate, TYPED_DATE_PROBLEM } from "./typed-date.ts";

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
  return `${translated(WEEKDAY_NAMES[date.getUTCDay()]!)}, ${formatDayMonthYear(date)}`;
}

/** "23 November 2026" (no weekday), for dates in lists and tables (formatPlainDate reads the text first). */
export function formatDayMonthYear(date: Date): string {
  return `${date.getUTCDate()} ${translated(MONTH_NAMES[date.getUTCMonth()]!)} ${date.getUTCFullYear()}`;
}

/** "10:30 AM", "2:00 PM", "12:00 PM"; "" when unreadable. */
export function formatClock(value: string): string {
  const date = parseGhanaDate(value);
  if (!date) return "";
  const hours = date.getUTCHours();
  return `${hours % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, "0")} ${translated(hours < 12 ? AM : PM)}`;
}

/** A slot's "HH:MM" (Ghana time) as "h:mm a": "14:30" -> "2:30 PM". */
export function formatSlotTime(slot: string): string {
  return formatClock(`1970-01-01T${slot}:00Z`);
}

/** "November 2026" for a month's "YYYY-MM". */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  const name = MONTH_NAMES[(monthNumber ?? 1) - 1];
  return `${name ? translated(name) : name} ${year}`;
}

/** "Monday" for a "YYYY-MM-DD". */
export function weekdayName(isoDate: string): string {
  const date = parseGhanaDate(isoDate);
  return date ? translated(WEEKDAY_NAMES[date.getUTCDay()]!) : "";
}
