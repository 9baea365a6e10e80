/**
 * Columns derived from what a provider enters, computed in one place for every write (registration,
 * self edit, edit by id): the stored hours with their bookable slots per weekday (so date search
 * filters in SQL), and the practice's coordinates from the gazetteer (so distance search finds it).
 */
import { findTown, GHANA_TOWNS } from "@gh/contracts/places";
import { weeklySlotCounts } from "@gh/contracts/schedule";
import { normaliseWorkingHours } from "@gh/contracts/schedule/working-hours";
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

/**
 * The coarse map square (0.1° of latitude by 0.1° of longitude, about 11 km) a point falls in, so a
 * radius search reads only the squares its box touches instead of every provider in a latitude band.
 * SQLite derives providers.geo_cell from the coordinates (a generated column, schema.ts), so every
 * write that sets them, however it is made, keeps it right; this is the same arithmetic for the
 * search (a test holds the two together). Truncation (not floor) because that is what SQLite's CAST
 * does; it is monotonic, which is all a range of squares needs.
 */
export function geoCell(latitude: number, longitude: number): number {
  return Math.trunc(latitude * 10) * 10_000 + Math.trunc(longitude * 10);
}

/** Every square a latitude/longitude box touches (at most 121 for the 50 km search). */
export function geoCellsCovering(box: { south: number; north: number; west: number; east: number }): number[] {
  const cells: number[] = [];
  for (let row = Math.trunc(box.south * 10); row <= Math.trunc(box.north * 10); row++) {
    for (let column = Math.trunc(box.west * 10); column <= Math.trunc(box.east * 10); column++) cells.push(row * 10_000 + column);
  }
  return cells;
}
