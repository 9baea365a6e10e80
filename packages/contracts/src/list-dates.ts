/**
 * Dates as lists, tables, cards and charts show them: "23 November 2026", "23 Nov 2026", "Mon 24
 * Nov, 9:00 AM", "Nov 2026", in Ghana's time like ghana-time.ts's long forms. A file of their own: a
 * remote bundles a contracts file with every export any of its pages uses, so in ghana-time.ts they
 * would ride along with the landing page's date field.
 */
import { formatClock, formatDayMonthYear, formatMonth, MONTH_NAMES, parseGhanaDate, WEEKDAY_NAMES } from "./ghana-time.ts";

const short = (name: string) => name.slice(0, 3);

/** "23 November 2026" for an instant or a day (reviews, "Member since"); "" when unreadable. */
export function formatPlainDate(value: string): string {
  const date = parseGhanaDate(value);
  return date ? formatDayMonthYear(date) : "";
}

/** "23 Nov 2026", short enough for a table column; "" when unreadable. */
export function formatShortDate(value: string): string {
  const date = parseGhanaDate(value);
  return date ? `${date.getUTCDate()} ${short(MONTH_NAMES[date.getUTCMonth()]!)} ${date.getUTCFullYear()}` : "";
}

/** "23 Nov 2026, 10:30 AM"; "" when unreadable. */
export function formatShortDateTime(value: string): string {
  const day = formatShortDate(value);
  return day && `${day}, ${formatClock(value)}`;
}

/** A searched day: "Mon 24 Nov 2025"; the text itself when unreadable. */
export function formatShortDay(isoDate: string): string {
  const date = parseGhanaDate(isoDate);
  return date ? `${short(WEEKDAY_NAMES[date.getUTCDay()]!)} ${formatShortDate(isoDate)}` : isoDate;
}

/** A slot's start, as a provider's next free slot reads: "Mon 24 Nov, 9:00 AM"; "" when unreadable. */
export function formatSlotStart(iso: string): string {
  const date = parseGhanaDate(iso);
  if (!date) return "";
  return `${short(WEEKDAY_NAMES[date.getUTCDay()]!)} ${date.getUTCDate()} ${short(MONTH_NAMES[date.getUTCMonth()]!)}, ${formatClock(iso)}`;
}

/** "Nov 2026" for a month's "YYYY-MM" (a chart's label). */
export function formatShortMonth(month: string): string {
  const [name = "", year] = formatMonth(month).split(" ");
  return `${short(name)} ${year}`;
}
