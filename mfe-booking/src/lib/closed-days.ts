/**
 * The weekdays a provider takes no bookings, read from their working hours the way the server reads
 * them (a day with no bookable slot is a day off, and Sunday always is), and the calendar's hint naming them.
 */
import { ghanaToday, slotInstant, slotsForWeekday, WEEKDAYS, weekdayOf, type Weekday } from "@gh/contracts/schedule";
import { WEEK_ORDER } from "@gh/contracts/schedule/working-hours";
import { msg, t } from "@gh/i18n";

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

/** Every such day of the week, as "does not see patients on …" names them. */
const EVERY_WEEKDAY: Record<Weekday, string> = {
  // translators: every Monday, as in "does not see patients on Mondays"
  monday: msg("Mondays"),
  // translators: every Tuesday, as in "does not see patients on Tuesdays"
  tuesday: msg("Tuesdays"),
  // translators: every Wednesday, as in "does not see patients on Wednesdays"
  wednesday: msg("Wednesdays"),
  // translators: every Thursday, as in "does not see patients on Thursdays"
  thursday: msg("Thursdays"),
  // translators: every Friday, as in "does not see patients on Fridays"
  friday: msg("Fridays"),
  // translators: every Saturday, as in "does not see patients on Saturdays"
  saturday: msg("Saturdays"),
  // translators: every Sunday, as in "does not see patients on Sundays"
  sunday: msg("Sundays"),
};

/** "Mondays", in the page's language. */
export function everyWeekday(weekday: Weekday): string {
  return t(EVERY_WEEKDAY[weekday]);
}

/** "Mondays, Saturdays or Sundays": Monday first, as the profile lists the week. */
function listDays(closedDays: readonly number[]): string {
  const names = WEEK_ORDER.filter((weekday) => closedDays.includes(WEEKDAYS.indexOf(weekday))).map(everyWeekday);
  if (names.length < 2) return names[0] ?? "";
  // translators: the last two of a list of days: "{first}" is one day or several joined by commas ("Mondays, Saturdays")
  return t("{first} or {last}", { first: names.slice(0, -1).join(", "), last: names.at(-1) });
}

/** The hint under the calendar: "Dr. Ama Owusu does not see patients on Saturdays or Sundays. Past days cannot be booked." */
export function calendarHint(providerName: string | null, closedDays: readonly number[]): string {
  const days = listDays(closedDays.includes(0) ? closedDays : [0, ...closedDays]);
  const closed = providerName
    ? t("{name} does not see patients on {days}.", { name: providerName, days })
    : t("Closed on {days}.", { days });
  return `${closed} ${t("Past days cannot be booked.")}`;
}
