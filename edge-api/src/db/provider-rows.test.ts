import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertProvider } from "../../test/fixtures.ts";
import { geoCell, geoCellsCovering } from "./provider-rows.ts";
import { providers } from "./schema.ts";

describe("geo_cell", () => {
  it("is the square SQLite derives from the coordinates on every write, and the one the search computes", async () => {
    const places = [
      [5.6037, -0.187], // Accra, west of Greenwich
      [5.6698, -0.0166], // Tema, just west of it
      [6.0903, 0.0577], // east of it
      [9.4008, -0.8393], // Tamale
      [10.7856, -0.8514], // Bolgatanga
    ] as const;
    for (const [latitude, longitude] of places) {
      const { provider } = await insertProvider({ latitude, longitude });
      const [stored] = await db().select({ geoCell: providers.geoCell }).from(providers).where(eq(providers.id, provider.id));
      expect(stored!.geoCell).toBe(geoCell(latitude, longitude));
      // A move (a profile edit that changes the town) moves the square with it.
      await db().update(providers).set({ latitude: 6.6885, longitude: -1.6244 }).where(eq(providers.id, provider.id));
      const [moved] = await db().select({ geoCell: providers.geoCell }).from(providers).where(eq(providers.id, provider.id));
      expect(moved!.geoCell).toBe(geoCell(6.6885, -1.6244));
    }
    const { provider } = await insertProvider({ latitude: null, longitude: null });
    const [unplaced] = await db().select({ geoCell: providers.geoCell }).from(providers).where(eq(providers.id, provider.id));
    expect(unplaced!.geoCell).toBeNull();
  });

  it("the squares of a box include the square of every point inside it", () => {
    const box = { south: 5.51, north: 5.69, west: -0.29, east: 0.05 };
    const cells = new Set(geoCellsCovering(box));
    for (let latitude = box.south; latitude <= box.north; latitude += 0.01) {
      for (let longitude = box.west; longitude <= box.east; longitude += 0.01) expect(cells.has(geoCell(latitude, longitude))).toBe(true);
    }
  });
});
