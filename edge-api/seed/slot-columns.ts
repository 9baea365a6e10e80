import type { WorkingHours } from "@gh/contracts/providers";
import { weeklySlotCounts } from "@gh/contracts/schedule";

/** The providers table's per-weekday slot counts for a week of working hours. */
export function slotColumns(workingHours: WorkingHours) {
  const [sunday, monday, tuesday, wednesday, thursday, friday, saturday] = weeklySlotCounts(workingHours) as [number, number, number, number, number, number, number];
  return {
    slots_sunday: sunday,
    slots_monday: monday,
    slots_tuesday: tuesday,
    slots_wednesday: wednesday,
    slots_thursday: thursday,
    slots_friday: friday,
    slots_saturday: saturday,
  };
}
