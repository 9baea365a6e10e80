/** Dates in Ghana's day-month-year order ("d MMMM yyyy"), in Ghana's time zone (UTC+0 all year). */
const LONG_DATE = new Intl.DateTimeFormat("en-GB", { month: "long", day: "numeric", year: "numeric", timeZone: "Africa/Accra" });

/** "5 January 2026"; an empty string for a missing or unreadable date. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : LONG_DATE.format(date);
}
