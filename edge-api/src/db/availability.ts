/**
 * A provider's free slots (docs/product-rules.md#slots): one day's, each free or taken (GET
 * /api/providers/:id/availability, the USSD menu's times), and the next days with at least one free
 * (the USSD menu's days). Both honour the provider's hours, Sundays, time off, the past and the slots
 * already held, by the same rules as booking and the search's next free slot.
 */
import type { Availability } from "@gh/contracts/appointments";
import type { SlotTime } from "@gh/contracts/appointments/options";
import type { WorkingHours } from "@gh/contracts/providers";
import { DAY_MS, ghanaToday, slotInstant, slotsForWeekday, weekdayOf } from "@gh/contracts/schedule";
import { heldInstants } from "./appointments.ts";
import type { Database } from "./client.ts";
import { NEXT_SLOT_HORIZON_DAYS, nextFreeSlot } from "./provider-search/next-free-slot.ts";
import { daysOffBetween, isDayOff } from "./time-off.ts";

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

const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/**
 * The Ghana dates, soonest first, with at least one free slot, within the days a search result's next
 * free slot looks at (NEXT_SLOT_HORIZON_DAYS from today): two reads, then each day found by
 * nextFreeSlot from the day after the last.
 */
export async function bookableDays(db: Database, provider: { id: number; workingHours: WorkingHours }, now: number, limit: number): Promise<string[]> {
  const today = ghanaToday(now);
  const from = slotInstant(today, "00:00");
  const until = from + NEXT_SLOT_HORIZON_DAYS * DAY_MS;
  const lastDay = isoDate(until - DAY_MS);
  const [held, daysOff] = await Promise.all([heldInstants(db, provider.id, from, until, now), daysOffBetween(db, provider.id, today, lastDay)]);
  const days: string[] = [];
  let searchFrom = today;
  while (days.length < limit) {
    const slot = nextFreeSlot(provider.workingHours, held, searchFrom, now, daysOff);
    const day = slot?.slice(0, 10);
    if (!day || day > lastDay) break;
    days.push(day);
    searchFrom = isoDate(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
  }
  return days;
}
