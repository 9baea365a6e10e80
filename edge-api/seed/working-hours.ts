/** Weekly opening hours in the profile's "8:00 AM - 5:00 PM" text form, varied the way real practices are. */
import type { WorkingHours } from "@gh/contracts/providers";
import type { Random } from "./random.ts";

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
type Day = (typeof DAYS)[number];

const CLOSED = "Closed";

function week(hours: Record<Day, string>): WorkingHours {
  // Keys in calendar order, so the Schedule tab lists Monday first.
  return Object.fromEntries(DAYS.map((day) => [day, hours[day]]));
}

function weekdays(weekdayHours: string, saturday: string, sunday: string = CLOSED): WorkingHours {
  return week({
    monday: weekdayHours, tuesday: weekdayHours, wednesday: weekdayHours, thursday: weekdayHours, friday: weekdayHours,
    saturday, sunday,
  });
}

/** Monday to Saturday with a Saturday morning: the demo provider's week, and the commonest one. */
export function standardWeek(): WorkingHours {
  return weekdays("8:00 AM - 5:00 PM", "9:00 AM - 1:00 PM");
}

/**
 * The same consultation hours Monday to Saturday: a practice open around the clock. Sunday stays
 * Closed because appointments are never booked on Sundays (the edit form refuses Sunday hours).
 */
export function everyBookableDay(hours: string): WorkingHours {
  return weekdays(hours, hours);
}

const PATTERNS: readonly (readonly [() => WorkingHours, number])[] = [
  [standardWeek, 8],
  [() => weekdays("8:00 AM - 4:30 PM", CLOSED), 4],
  [() => weekdays("9:00 AM - 6:00 PM", "10:00 AM - 2:00 PM"), 3],
  [() => weekdays("7:30 AM - 3:30 PM", "8:00 AM - 12:00 PM"), 2],
  // Many doctors keep a half day mid-week for theatre, ward rounds or teaching.
  [
    () =>
      week({
        monday: "8:00 AM - 5:00 PM", tuesday: "8:00 AM - 5:00 PM", wednesday: "8:00 AM - 12:00 PM",
        thursday: "8:00 AM - 5:00 PM", friday: "8:00 AM - 5:00 PM", saturday: "9:00 AM - 1:00 PM", sunday: CLOSED,
      }),
    3,
  ],
  // Visiting specialists hold clinic on set days only.
  [
    () =>
      week({
        monday: "9:00 AM - 3:00 PM", tuesday: CLOSED, wednesday: "9:00 AM - 3:00 PM", thursday: CLOSED,
        friday: "9:00 AM - 3:00 PM", saturday: CLOSED, sunday: CLOSED,
      }),
    2,
  ],
];

/** Long hours every day for pharmacies and emergency departments. */
function extendedWeek(random: Random): WorkingHours {
  const daily = random.pick(["7:00 AM - 9:00 PM", "8:00 AM - 10:00 PM", "7:00 AM - 10:00 PM"]);
  return weekdays(daily, daily, random.chance(0.5) ? "10:00 AM - 6:00 PM" : daily);
}

/** `{}` for a few providers, so the "Working hours not specified." state has real examples. */
export function pickWorkingHours(random: Random, options: { extendedHours: boolean }): WorkingHours {
  if (random.chance(0.05)) return {};
  if (options.extendedHours && random.chance(0.7)) return extendedWeek(random);
  return random.weighted(PATTERNS)();
}
