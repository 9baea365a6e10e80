/**
 * Dates as lists, tables, cards and charts show them: "23 November 2026", "23 Nov 2026", "Mon 24
 * Nov, 9:00 AM", "Nov 2026", in Ghana's time like ghana-time.ts's long forms. A file of their own: a
 * remote bundles a contracts file with every export any of its pages uses, so in ghana-time.ts they
 * would ride along with the landing page's date field.
 * The short names are messages of their own (a language's short form is not always its first three
 * letters), shown in the page's language through `translated()`.
 */
import { formatClock, formatDayMonthYear, parseGhanaDate } from "./ghana-time.ts";
import { msg, translated } from "./msg.ts";

export const SHORT_WEEKDAY_NAMES = [
  // translators: a day's short name, as in "Mon 24 Nov, 9:00 AM"
  msg("Sun"), msg("Mon"), msg("Tue"), msg("Wed"), msg("Thu"), msg("Fri"), msg("Sat"),
] as const;

export const SHORT_MONTH_NAMES = [
  // translators: a month's short name, as in "23 Nov 2026" (in English "May" is also its full name)
  msg("Jan"), msg("Feb"), msg("Mar"), msg("Apr"), msg("May"), msg("Jun"), msg("Jul"), msg("Aug"), msg("Sep"), msg("Oct"), msg("Nov"), msg("Dec"),
] as const;

const shortWeekday = (date: Date) => translated(SHORT_WEEKDAY_NAMES[date.getUTCDay()]!);
const shortMonth = (monthIndex: number) => translated(SHORT_MONTH_NAMES[monthIndex]!);

/** "23 November 2026" for an instant or a day (reviews, "Member since"); "" when unreadable. */
export function formatPlainDate(value: string): string {
  const date = parseGhanaDate(value);
  return date ? formatDayMonthYear(date) : "";
}

/** "23 Nov 2026", short enough for a table column; "" when unreadable. */
export function formatShortDate(value: string): string {
  const date = parseGhanaDate(value);
  return date ? `${date.getUTCDate()} ${shortMonth(date.getUTCMonth())} ${date.getUTCFullYear()}` : "";
}

/** "23 Nov 2026, 10:30 AM"; "" when unreadable. */
export function formatShortDateTime(value: string): string {
  const day = formatShortDate(value);
  return day && `${day}, ${formatClock(value)}`;
}

/** A searched day: "Mon 24 Nov 2025"; the text itself when unreadable. */
export function formatShortDay(isoDate: string): string {
  const date = parseGhanaDate(isoDate);
  return date ? `${shortWeekday(date)} ${formatShortDate(isoDate)}` : isoDate;
}

/** A slot's start, as a provider's next free slot reads: "Mon 24 Nov, 9:00 AM"; "" when unreadable. */
export function formatSlotStart(iso: string): string {
  const date = parseGhanaDate(iso);
  if (!date) return "";
  return `${shortWeekday(date)} ${date.getUTCDate()} ${shortMonth(date.getUTCMonth())}, ${formatClock(iso)}`;
}

/** "Nov 2026" for a month's "YYYY-MM" (a chart's label). */
export function formatShortMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  const name = SHORT_MONTH_NAMES[(monthNumber ?? 1) - 1];
  return `${name ? translated(name) : ""} ${year}`;
}
