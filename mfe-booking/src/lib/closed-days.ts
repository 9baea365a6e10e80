/**
 * The weekdays a provider takes no bookings, read from their working hours the way the server reads
 * them (a day with no bookable slot is a day off, and Sunday always is), and the calendar's hint naming them.
 */
import { ghanaToday, slotInstant, slotsForWeekday, WEEKDAYS, weekdayOf } from "@gh/contracts/schedule";
import { WEEK_ORDER, WEEKDAY_LABELS } from "@gh/contracts/schedule/working-hours";

/** 0 for Sunday … 6 for Saturday: the weekdays without a single bookable slot. */
export function closedWeekdays(workingHours: Partial<Record<string, string>>): number[] {
  return WEEKDAYS.flatMap((weekday, index) => (slotsForWeekday(workingHours as Record<string, string>, weekday).length === 0 ? [index] : []));
}

/**
 * Today ("YYYY-MM-DD") when it has no time left to book by the clock, else null: its last slot has
 * started (the server refuses a slot in the past), so at 17:36 today is closed like a day off rather
 * than a day of crossed-out times.
 */
export function todayWhenOver(workingHours: Partial<Record<string, string>>, now: number): string | null {
  const today = ghanaToday(now);
  const over = slotsForWeekday(workingHours as Record<string, string>, weekdayOf(today)).every((slot) => slotInstant(today, slot) <= now);
  return over ? today : null;
}

/** "Mondays, Saturdays or Sundays": Monday first, as the profile lists the week. */
function listDays(closedDays: readonly number[]): string {
  const names = WEEK_ORDER.filter((weekday) => closedDays.includes(WEEKDAYS.indexOf(weekday))).map((weekday) => `${WEEKDAY_LABELS[weekday]}s`);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
}

/** The hint under the calendar: "Dr. Ama Owusu does not see patients on Saturdays or Sundays. Past days cannot be booked." */
export function calendarHint(providerName: string | null, closedDays: readonly number[]): string {
  const days = closedDays.includes(0) ? closedDays : [0, ...closedDays];
  const closed = providerName ? `${providerName} does not see patients on ${listDays(days)}.` : `Closed on ${listDays(days)}.`;
  return `${closed} Past days cannot be booked.`;
}
