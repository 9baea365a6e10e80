/** A provider's earliest free slot over the coming days, from their hours, their time off and the slots already held. */
import type { WorkingHours } from "@gh/contracts/providers";
import { DAY_MS, ghanaToday, slotInstant, slotsForWeekday, weekdayOf } from "@gh/contracts/schedule";
import { isOffOn, type DaysOff } from "../time-off.ts";

export const NEXT_SLOT_HORIZON_DAYS = 14;

/** ISO instant of the first slot at or after `fromDate` (and after `now`) that is not held nor on a day off, or null. */
export function nextFreeSlot(workingHours: WorkingHours, held: ReadonlySet<number>, fromDate: string, now: number, daysOff: readonly DaysOff[] = []): string | null {
  const start = Math.max(Date.parse(`${fromDate}T00:00:00Z`), Date.parse(`${ghanaToday(now)}T00:00:00Z`));
  for (let day = 0; day < NEXT_SLOT_HORIZON_DAYS; day++) {
    const date = new Date(start + day * DAY_MS).toISOString().slice(0, 10);
    if (isOffOn(daysOff, date)) continue;
    for (const slot of slotsForWeekday(workingHours, weekdayOf(date))) {
      const instant = slotInstant(date, slot);
      if (instant > now && !held.has(instant)) return new Date(instant).toISOString();
    }
  }
  return null;
}
