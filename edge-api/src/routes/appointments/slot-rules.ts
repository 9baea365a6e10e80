/**
 * Whether an instant is a bookable slot for a provider (docs/product-rules.md#slots): on the spec's list of
 * times, not on a Sunday, not past, within the provider's hours that day; and (checked against
 * storage by the route) not on the provider's time off.
 */
import { APPOINTMENT_MESSAGES } from "@gh/contracts/appointments/options";
import { SLOT_TIMES } from "@gh/contracts/constants";
import type { WorkingHours } from "@gh/contracts/providers";
import { slotsForWeekday, weekdayOf } from "@gh/contracts/schedule";

/** The patient-facing reason the instant cannot be booked, or null when it can. */
export function slotProblem(workingHours: WorkingHours, startsAt: number, now: number): string | null {
  const iso = new Date(startsAt).toISOString();
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 16);
  if (iso.slice(16) !== ":00.000Z" || !(SLOT_TIMES as readonly string[]).includes(time)) return APPOINTMENT_MESSAGES.notASlot;
  const weekday = weekdayOf(date);
  if (weekday === "sunday") return APPOINTMENT_MESSAGES.sunday;
  if (startsAt <= now) return APPOINTMENT_MESSAGES.past;
  if (!slotsForWeekday(workingHours, weekday).includes(time)) return APPOINTMENT_MESSAGES.outsideHours;
  return null;
}
