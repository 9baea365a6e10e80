/**
 * Working hours and bookable slots (docs/product-rules.md#slots): the spec's slot list, within a provider's hours for
 * that weekday, never on Sundays. Ghana is UTC+0 all year, so a date's slots are UTC instants.
 */
import { SLOT_MINUTES, SLOT_TIMES } from "./constants.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "8:00 AM", "08:00", "8am", "17:30" -> minutes after midnight, or null. */
export function parseClockTime(text: string): number | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\s*$/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const meridiem = match[3]?.toLowerCase().replace(/\./g, "");
  if (minutes > 59 || hours > (meridiem ? 12 : 23) || (meridiem && hours === 0)) return null;
  if (meridiem === "pm" && hours !== 12) hours += 12;
  if (meridiem === "am" && hours === 12) hours = 0;
  return hours * 60 + minutes;
}

/** "8:00 AM - 5:00 PM" -> [480, 1020]; "Closed", blank or unreadable -> null. */
export function parseHoursRange(text: string | undefined): [number, number] | null {
  if (!text) return null;
  const parts = text.split(/\s*(?:-|–|—|to)\s*/i);
  if (parts.length !== 2) return null;
  const open = parseClockTime(parts[0]!);
  const close = parseClockTime(parts[1]!);
  return open !== null && close !== null && close > open ? [open, close] : null;
}

const slotMinutes = (slot: string) => Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3, 5));

/** The spec's slots that start and end within the hours of `weekday` (none on Sundays). */
export function slotsForWeekday(workingHours: Record<string, string>, weekday: Weekday): string[] {
  if (weekday === "sunday") return [];
  const range = parseHoursRange(workingHours[weekday]);
  if (!range) return [];
  return SLOT_TIMES.filter((slot) => slotMinutes(slot) >= range[0] && slotMinutes(slot) + SLOT_MINUTES <= range[1]);
}

/** How many slots each weekday offers, Sunday first: stored with the provider so date search can filter in SQL. */
export function weeklySlotCounts(workingHours: Record<string, string>): number[] {
  return WEEKDAYS.map((day) => slotsForWeekday(workingHours, day).length);
}

/** "2026-11-23" -> its weekday (UTC, which is Ghana time). */
export function weekdayOf(isoDate: string): Weekday {
  return WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]!;
}

/** The UTC instant of a slot on a date: ("2026-11-23", "10:30") -> epoch ms. */
export function slotInstant(isoDate: string, slot: string): number {
  return Date.parse(`${isoDate}T${slot}:00Z`);
}

export { ghanaToday } from "./ghana-day.ts";
