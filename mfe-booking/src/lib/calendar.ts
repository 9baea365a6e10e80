/**
 * The month calendar's rules on "YYYY-MM-DD" days in Ghana time (UTC): weeks start on Sunday, and
 * past days, every Sunday and the weekdays the provider does not work cannot be booked (docs/product-rules.md#slots).
 * String dates, read and written in UTC, never drift with the phone's own time zone.
 */
import { DAY_MS } from "@gh/contracts/schedule";

function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

/** The same day of another month, or that month's last day when it is shorter (Jan 31 + 1 -> Feb 28). */
export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

/** "2026-11-23" -> "2026-11". */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** 0 for Sunday … 6 for Saturday. */
export function dayOfWeek(day: string): number {
  return toDate(day).getUTCDay();
}

/** A month's days as weeks of seven, Sunday first; null pads the days of the months around it. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const cells: Array<string | null> = Array.from({ length: dayOfWeek(first) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * Why a day cannot be booked, or null when it can. `closedDays` are the provider's days off (0 for
 * Sunday … 6); `fullDays` the days with no free time left (today after its last slot, a day all
 * booked), which look and behave like any closed day.
 */
export function unbookableReason(day: string, today: string, closedDays: readonly number[] = [], fullDays: readonly string[] = []): "past" | "sunday" | "closed" | "full" | null {
  if (day < today) return "past";
  const weekday = dayOfWeek(day);
  if (weekday === 0) return "sunday";
  if (closedDays.includes(weekday)) return "closed";
  if (fullDays.includes(day)) return "full";
  return null;
}

/**
 * The first bookable day on or after `day` (a Sunday or a day off moves on to the next working day, a
 * past day to today or later). Within a week, so a provider closed every day still gets a day to show.
 */
export function firstBookableDay(day: string, today: string, closedDays: readonly number[] = [], fullDays: readonly string[] = []): string {
  const start = day < today ? today : day;
  for (let offset = 0; offset < 7; offset++) {
    const candidate = addDays(start, offset);
    if (!unbookableReason(candidate, today, closedDays, fullDays)) return candidate;
  }
  return start;
}

/**
 * Where a key moves the calendar's focus (the APG date grid keys): arrows by a day or a week, Home
 * and End to the week's ends, Page Up/Down by a month (with Shift, a year). Null for other keys, and
 * for moves into a month before today's, which has nothing to book.
 */
export function dayAfterKey(day: string, key: string, shiftKey: boolean, today: string): string | null {
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => addDays(day, -dayOfWeek(day)),
    End: () => addDays(day, 6 - dayOfWeek(day)),
    PageUp: () => addMonths(day, shiftKey ? -12 : -1),
    PageDown: () => addMonths(day, shiftKey ? 12 : 1),
  };
  const move = moves[key];
  if (!move) return null;
  const target = move();
  return monthOf(target) < monthOf(today) ? null : target;
}
