/**
 * Working hours as providers enter them and as they are stored (weekday -> "9:00 AM - 5:00 PM" or
 * "Closed", the seed's form). The editor offers half-hour times; a day's hours must contain at least
 * one of the spec's bookable slots (docs/product-rules.md#slots), or patients could never book it. Zod-free.
 */
import { parseHoursRange, slotsForWeekday, WEEKDAYS, type Weekday } from "./schedule.ts";
import { msg } from "./msg.ts";

/** A closed day's hours: stored as it is, shown with `t(CLOSED)`. */
export const CLOSED = msg("Closed");

/** Monday first, as the profile's Schedule tab lists them. */
export const WEEK_ORDER: readonly Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: msg("Monday"), tuesday: msg("Tuesday"), wednesday: msg("Wednesday"), thursday: msg("Thursday"), friday: msg("Friday"), saturday: msg("Saturday"), sunday: msg("Sunday"),
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

/** A provider who gives none starts with Monday to Friday, 9:00 AM - 5:00 PM (shown on the dashboard to change). */
export const DEFAULT_WORKING_HOURS: Readonly<Record<Weekday, string>> = {
  monday: "9:00 AM - 5:00 PM", tuesday: "9:00 AM - 5:00 PM", wednesday: "9:00 AM - 5:00 PM", thursday: "9:00 AM - 5:00 PM",
  friday: "9:00 AM - 5:00 PM", saturday: CLOSED, sunday: CLOSED,
};

/**
 * What a day's hours are told, one whole message per weekday (the first bookable slot and the last
 * one's end, 9:00 AM and 5:00 PM from SLOT_TIMES, written out: a message is one literal text).
 */
const HOURS_PROBLEMS: Record<Weekday, { format: string; halfHours: string; noSlot?: string }> = {
  monday: {
    format: msg("Enter Monday's hours like 9:00 AM - 5:00 PM, or Closed"),
    halfHours: msg("Monday's hours must start and end on the hour or half hour"),
    noSlot: msg("Monday's hours must include bookable time between 9:00 AM and 5:00 PM"),
  },
  tuesday: {
    format: msg("Enter Tuesday's hours like 9:00 AM - 5:00 PM, or Closed"),
    halfHours: msg("Tuesday's hours must start and end on the hour or half hour"),
    noSlot: msg("Tuesday's hours must include bookable time between 9:00 AM and 5:00 PM"),
  },
  wednesday: {
    format: msg("Enter Wednesday's hours like 9:00 AM - 5:00 PM, or Closed"),
    halfHours: msg("Wednesday's hours must start and end on the hour or half hour"),
    noSlot: msg("Wednesday's hours must include bookable time between 9:00 AM and 5:00 PM"),
  },
  thursday: {
    format: msg("Enter Thursday's hours like 9:00 AM - 5:00 PM, or Closed"),
    halfHours: msg("Thursday's hours must start and end on the hour or half hour"),
    noSlot: msg("Thursday's hours must include bookable time between 9:00 AM and 5:00 PM"),
  },
  friday: {
    format: msg("Enter Friday's hours like 9:00 AM - 5:00 PM, or Closed"),
    halfHours: msg("Friday's hours must start and end on the hour or half hour"),
    noSlot: msg("Friday's hours must include bookable time between 9:00 AM and 5:00 PM"),
  },
  saturday: {
    format: msg("Enter Saturday's hours like 9:00 AM - 5:00 PM, or Closed"),
    halfHours: msg("Saturday's hours must start and end on the hour or half hour"),
    noSlot: msg("Saturday's hours must include bookable time between 9:00 AM and 5:00 PM"),
  },
  sunday: {
    format: msg("Enter Sunday's hours like 9:00 AM - 5:00 PM, or Closed"),
    halfHours: msg("Sunday's hours must start and end on the hour or half hour"),
  },
};

/** Why one day's hours text is not acceptable, or null. Closed (or blank) is always fine. */
export function dayHoursProblem(weekday: Weekday, text: string): string | null {
  if (!text.trim() || text.trim().toLowerCase() === CLOSED.toLowerCase()) return null;
  const range = parseHoursRange(text);
  const problems = HOURS_PROBLEMS[weekday];
  if (!range) return problems.format;
  if (range.some((minutes) => minutes % 30 !== 0)) return problems.halfHours;
  if (weekday === "sunday") return msg("Appointments cannot be booked on Sundays, so Sunday must be Closed");
  if (slotsForWeekday({ [weekday]: text }, weekday).length === 0) return problems.noSlot ?? null;
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
