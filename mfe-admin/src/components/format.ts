/** How the admin tables write dates: short enough for a table column, in Ghana time (UTC). */
import { formatClock, MONTH_NAMES, parseGhanaDate } from "@gh/contracts";

/** "23 Nov 2026" (Ghana's day-month-year order); "" when unreadable. */
export function formatShortDate(value: string): string {
  const date = parseGhanaDate(value);
  if (!date) return "";
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCFullYear()}`;
}

/** "23 Nov 2026, 10:30 AM"; "" when unreadable. */
export function formatShortDateTime(value: string): string {
  const day = formatShortDate(value);
  return day && `${day}, ${formatClock(value)}`;
}
