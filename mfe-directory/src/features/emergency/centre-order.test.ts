import { findTown } from "@gh/contracts/places";
import { describe, expect, it } from "vitest";
import { groupByRegion, nearestFirst, regionalCapital, regionFirst, REGIONS_A_TO_Z, roundedKm } from "./centre-order";
import { EMERGENCY_CENTRES } from "./data";
// The area's catalogs, registered as the federation build does before any of its modules (English texts with placeholders).

const names = (ranked: { centre: { name: string } }[]) => ranked.map(({ centre }) => centre.name);

describe("the order of the emergency centres", () => {
  it("lists every centre under its region, regions A to Z, all 16 of them", () => {
    const groups = groupByRegion(EMERGENCY_CENTRES);
    expect(groups.map((group) => group.region)).toEqual(REGIONS_A_TO_Z);
    expect(groups[0]?.region).toBe("Ahafo");
    expect(groups.flatMap((group) => group.centres)).toHaveLength(EMERGENCY_CENTRES.length);
    expect(groups.find((group) => group.region === "Greater Accra")?.centres.map((centre) => centre.id)).toEqual(["korle-bu", "ridge", "37-military"]);
  });

  it("puts Tamale Teaching Hospital first for a patient in Tamale, then the nearest others", () => {
    const ranked = nearestFirst(EMERGENCY_CENTRES, { latitude: 9.41, longitude: -0.85 });
    expect(names(ranked).slice(0, 3)).toEqual(["Tamale Teaching Hospital", "West Gonja Hospital", "Baptist Medical Centre"]);
    expect(ranked[0]!.km).toBeLessThan(2);
    expect(ranked.map(({ km }) => km)).toEqual([...ranked.map(({ km }) => km)].sort((a, b) => a - b));
  });

  it("puts a picked region's hospitals first, then the others by distance from its capital", () => {
    expect(regionalCapital("Northern").name).toBe("Tamale");
    expect(regionalCapital("Oti").name).toBe("Dambai");
    const northern = regionFirst(EMERGENCY_CENTRES, "Northern");
    expect(names(northern)[0]).toBe("Tamale Teaching Hospital");
    expect(names(northern).slice(1, 3)).toEqual(["West Gonja Hospital", "Baptist Medical Centre"]);
    expect(northern).toHaveLength(EMERGENCY_CENTRES.length);

    const accra = regionFirst(EMERGENCY_CENTRES, "Greater Accra");
    expect(accra.slice(0, 3).every(({ centre }) => centre.region === "Greater Accra")).toBe(true);
    // Koforidua is the closest regional capital to Accra with a hospital outside Greater Accra.
    expect(accra[3]!.centre.region).toBe("Eastern");
  });

  it("puts a region's own hospitals first even when another region's is nearer its capital", () => {
    const dambai = findTown("Dambai")!;
    const ho = EMERGENCY_CENTRES.find((centre) => centre.region === "Volta")!;
    const volta = { ...ho, id: "volta-at-dambai", latitude: dambai.latitude, longitude: dambai.longitude };
    const oti = regionFirst([...EMERGENCY_CENTRES, volta], "Oti");
    expect(names(oti).slice(0, 2)).toEqual(["Worawora Government Hospital", ho.name]);
    expect(oti[1]!.km).toBeLessThan(1);
    // Then the neighbours: from Nalerigu, Bolgatanga comes before Tamale.
    expect(names(regionFirst(EMERGENCY_CENTRES, "North East")).slice(0, 3)).toEqual([
      "Baptist Medical Centre",
      "Upper East Regional Hospital",
      "Tamale Teaching Hospital",
    ]);
    const ahafo = regionFirst(EMERGENCY_CENTRES, "Ahafo");
    expect(ahafo[0]!.centre.name).toBe("Goaso Municipal Hospital");
    expect(ahafo[0]!.km).toBeLessThan(1);
    expect(nearestFirst(EMERGENCY_CENTRES, findTown("Goaso")!)[0]!.centre.name).toBe("Goaso Municipal Hospital");
  });

  it("says distances in whole kilometres, as near as town positions allow", () => {
    expect(roundedKm(0.4)).toBe("Less than 1 km");
    expect(roundedKm(1.6)).toBe("About 2 km");
    expect(roundedKm(152.49)).toBe("About 152 km");
  });
});
