/** A provider's slots on one day (GET /api/providers/:id/availability): each free or taken. */
import { ghanaToday, slotInstant, slotsForWeekday, weekdayOf, type Availability, type SlotTime, type WorkingHours } from "@gh/contracts";
import { heldInstants } from "../../db/appointments.ts";
import type { Database } from "../../db/client.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function availabilityOn(db: Database, provider: { id: number; workingHours: WorkingHours }, date: string, now = Date.now()): Promise<Availability> {
  // Past days and Sundays offer nothing (slotsForWeekday knows Sundays).
  const times = date < ghanaToday(now) ? [] : slotsForWeekday(provider.workingHours, weekdayOf(date));
  if (times.length === 0) return { providerId: provider.id, date, slots: [] };
  const dayStart = slotInstant(date, "00:00");
  const held = await heldInstants(db, provider.id, dayStart, dayStart + DAY_MS, now);
  return {
    providerId: provider.id,
    date,
    slots: times.map((time) => {
      const startsAt = slotInstant(date, time);
      return { time: time as SlotTime, startsAt: new Date(startsAt).toISOString(), available: startsAt > now && !held.has(startsAt) };
    }),
  };
}
