/**
 * Dates and times as every screen and message shows them (SPEC §9: "EEEE, MMMM d, yyyy" and "h:mm a").
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

/** "Monday, November 23, 2026"; "" when unreadable. */
export function formatLongDate(value: string): string {
  const date = parseGhanaDate(value);
  if (!date) return "";
  return `${WEEKDAY_NAMES[date.getUTCDay()]}, ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
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
