/**
 * Dates and distances in the directory's short forms, on @gh/contracts' Ghana-time reading (UTC all
 * year, whatever the phone's own time zone says).
 */
import { formatClock, formatDayMonthYear, MONTH_NAMES, parseGhanaDate as parse, WEEKDAY_NAMES } from "@gh/contracts";

const short = (name: string) => name.slice(0, 3);

/** A slot's start: "Mon 24 Nov, 9:00 AM"; "" when unreadable. */
export function formatSlot(iso: string): string {
  const date = parse(iso);
  if (!date) return "";
  return `${short(WEEKDAY_NAMES[date.getUTCDay()]!)} ${date.getUTCDate()} ${short(MONTH_NAMES[date.getUTCMonth()]!)}, ${formatClock(iso)}`;
}

/** A searched day: "Mon 24 Nov 2025"; the text itself when unreadable. */
export function formatDay(isoDate: string): string {
  const date = parse(isoDate);
  if (!date) return isoDate;
  return `${short(WEEKDAY_NAMES[date.getUTCDay()]!)} ${date.getUTCDate()} ${short(MONTH_NAMES[date.getUTCMonth()]!)} ${date.getUTCFullYear()}`;
}

/** A review's date: "24 November 2025"; "" when unreadable. */
export function formatReviewDate(iso: string): string {
  const date = parse(iso);
  return date ? formatDayMonthYear(date) : "";
}

/** "3.2 km away". */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km away`;
}

/** "1 provider", "12 providers". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
