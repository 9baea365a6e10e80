/**
 * Columns derived from what a provider enters, computed in one place for every write (registration,
 * self edit, edit by id): the stored hours with their bookable slots per weekday (so date search
 * filters in SQL), and the practice's coordinates from the gazetteer (so distance search finds it).
 */
import { findTown, GHANA_TOWNS, normaliseWorkingHours, weeklySlotCounts } from "@gh/contracts";
import type { providers } from "./schema.ts";

type ProviderInsert = typeof providers.$inferInsert;

/** Working hours as stored (every weekday, "Closed" where shut) and the slot counts derived from them. */
export function scheduleColumns(workingHours: Partial<Record<string, string>>) {
  const week = normaliseWorkingHours(workingHours);
  const [sunday, monday, tuesday, wednesday, thursday, friday, saturday] = weeklySlotCounts(week) as [number, number, number, number, number, number, number];
  return {
    workingHours: JSON.stringify(week),
    slotsSunday: sunday,
    slotsMonday: monday,
    slotsTuesday: tuesday,
    slotsWednesday: wednesday,
    slotsThursday: thursday,
    slotsFriday: friday,
    slotsSaturday: saturday,
  } satisfies Partial<ProviderInsert>;
}

/** The practice's town from the gazetteer, else its region's capital (listed first), else none. */
export function coordinatesFor(city: string, region: string): Pick<ProviderInsert, "latitude" | "longitude"> {
  const town = findTown(city) ?? GHANA_TOWNS.find((candidate) => candidate.region === region);
  return town ? { latitude: town.latitude, longitude: town.longitude } : { latitude: null, longitude: null };
}
