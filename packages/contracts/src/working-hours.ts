/**
 * Working hours as providers enter them and as they are stored (weekday -> "9:00 AM - 5:00 PM" or
 * "Closed", the seed's form). The editor offers half-hour times; a day's hours must contain at least
 * one of the spec's bookable slots (docs/product-rules.md#slots), or patients could never book it. Zod-free.
 */
import { SLOT_TIMES } from "./constants.ts";
import { parseHoursRange, slotsForWeekday, WEEKDAYS, type Weekday } from "./schedule.ts";

export const CLOSED = "Closed";

/** Monday first, as the profile's Schedule tab lists them. */
export const WEEK_ORDER: readonly Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: "Monday", tuesday: "Tuesday", wednesday: "Wednesday", thursday: "Thursday", friday: "Friday", saturday: "Saturday", sunday: "Sunday",
};

/** Minutes after midnight -> "9:00 AM". */
export function formatClockMinutes(minutes: number): string {
  const hours24 = Math.floor(minutes / 60);
  const suffix = hours24 >= 12 ? "PM" : "AM";
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, "0")} ${suffix}`;
}

/** [540, 1020] -> "9:00 AM - 5:00 PM". */
export function formatHoursRange(open: number, close: number): string {
  return `${formatClockMinutes(open)} - ${formatClockMinutes(close)}`;
}

/** The editor's choices: every half hour from 6:00 AM to 10:00 PM, in minutes. */
export const HOUR_CHOICES: readonly number[] = Array.from({ length: 33 }, (_, index) => 360 + index * 30);

const slotMinutes = (slot: string) => Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3, 5));
const FIRST_SLOT = slotMinutes(SLOT_TIMES[0]);
const LAST_SLOT_END = slotMinutes(SLOT_TIMES[SLOT_TIMES.length - 1]!) + 30;

/** A provider who gives none starts with Monday to Friday, 9:00 AM - 5:00 PM (shown on the dashboard to change). */
export const DEFAULT_WORKING_HOURS: Readonly<Record<Weekday, string>> = {
  monday: "9:00 AM - 5:00 PM", tuesday: "9:00 AM - 5:00 PM", wednesday: "9:00 AM - 5:00 PM", thursday: "9:00 AM - 5:00 PM",
  friday: "9:00 AM - 5:00 PM", saturday: CLOSED, sunday: CLOSED,
};

/** Why one day's hours text is not acceptable, or null. Closed (or blank) is always fine. */
export function dayHoursProblem(weekday: Weekday, text: string): string | null {
  if (!text.trim() || text.trim().toLowerCase() === CLOSED.toLowerCase()) return null;
  const range = parseHoursRange(text);
  const day = WEEKDAY_LABELS[weekday];
  if (!range) return `Enter ${day}'s hours like 9:00 AM - 5:00 PM, or Closed`;
  if (range.some((minutes) => minutes % 30 !== 0)) return `${day}'s hours must start and end on the hour or half hour`;
  if (weekday === "sunday") return "Appointments cannot be booked on Sundays, so Sunday must be Closed";
  if (slotsForWeekday({ [weekday]: text }, weekday).length === 0) {
    return `${day}'s hours must include bookable time between ${formatClockMinutes(FIRST_SLOT)} and ${formatClockMinutes(LAST_SLOT_END)}`;
  }
  return null;
}

/** Every weekday in calendar order, "Closed" where none was given, hours normalised ("9:00 AM - 5:00 PM"). */
export function normaliseWorkingHours(hours: Partial<Record<string, string>>): Record<Weekday, string> {
  return Object.fromEntries(
    WEEK_ORDER.map((day) => {
      const range = parseHoursRange(hours[day]);
      return [day, range ? formatHoursRange(range[0], range[1]) : CLOSED];
    }),
  ) as Record<Weekday, string>;
}

/** Whether any day is open. */
export function hasOpenDay(hours: Partial<Record<string, string>>): boolean {
  return WEEKDAYS.some((day) => slotsForWeekday(hours as Record<string, string>, day).length > 0);
}
