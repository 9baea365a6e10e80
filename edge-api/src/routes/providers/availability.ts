/** A provider's slots on one day (GET /api/providers/:id/availability): each free or taken; none on a day off. */
import type { Availability } from "@gh/contracts/appointments";
import type { SlotTime } from "@gh/contracts/appointments/options";
import type { WorkingHours } from "@gh/contracts/providers";
import { DAY_MS, ghanaToday, slotInstant, slotsForWeekday, weekdayOf } from "@gh/contracts/schedule";
import { heldInstants } from "../../db/appointments.ts";
import type { Database } from "../../db/client.ts";
import { isDayOff } from "../../db/time-off.ts";

/** `viewerId`: the signed-in patient asking, whose own unpaid holds show as free to them. */
export async function availabilityOn(
  db: Database,
  provider: { id: number; workingHours: WorkingHours },
  date: string,
  viewerId: number | null,
  now = Date.now(),
): Promise<Availability> {
  // Past days, Sundays (slotsForWeekday knows them) and the provider's time off offer nothing.
  const times = date < ghanaToday(now) ? [] : slotsForWeekday(provider.workingHours, weekdayOf(date));
  if (times.length === 0 || (await isDayOff(db, provider.id, date))) return { providerId: provider.id, date, slots: [] };
  const dayStart = slotInstant(date, "00:00");
  const held = await heldInstants(db, provider.id, dayStart, dayStart + DAY_MS, now, viewerId);
  return {
    providerId: provider.id,
    date,
    slots: times.map((time) => {
      const startsAt = slotInstant(date, time);
      return { time: time as SlotTime, startsAt: new Date(startsAt).toISOString(), available: startsAt > now && !held.has(startsAt) };
    }),
  };
}
