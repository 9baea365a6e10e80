/**
 * Dates, times and distances as the directory shows them. Ghana keeps UTC all year (Africa/Accra),
 * so every instant is shown in UTC, whatever the phone's own time zone says.
 */

const WEEKDAYS_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const MONTHS_LONG = [
  "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
] as const;

function parse(value: string): Date | null {
  // A bare "YYYY-MM-DD" is a calendar day: read it as midnight in Ghana.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 9:00 AM, 2:30 PM. */
function clock(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** A slot's start: "Mon 24 Nov, 9:00 AM"; "" when unreadable. */
export function formatSlot(iso: string): string {
  const date = parse(iso);
  if (!date) return "";
  return `${WEEKDAYS_SHORT[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS_SHORT[date.getUTCMonth()]}, ${clock(date)}`;
}

/** A searched day: "Mon 24 Nov 2025"; the text itself when unreadable. */
export function formatDay(isoDate: string): string {
  const date = parse(isoDate);
  if (!date) return isoDate;
  return `${WEEKDAYS_SHORT[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A review's date: "November 24, 2025"; "" when unreadable. */
export function formatLongDate(iso: string): string {
  const date = parse(iso);
  if (!date) return "";
  return `${MONTHS_LONG[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "3.2 km away". */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km away`;
}

/** "1 provider", "12 providers". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
