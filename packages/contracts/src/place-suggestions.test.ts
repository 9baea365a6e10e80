import { describe, expect, it } from "vitest";
import { GHANA_TOWNS } from "./gazetteer.ts";
import { REGIONS } from "./regions.ts";
import { placeKey, suggestPlaces } from "./place-suggestions.ts";

describe("suggestPlaces", () => {
  it("suggests Kumasi first for 'Kumassi' and Accra for 'Acra'", () => {
    expect(suggestPlaces("Kumassi")[0]).toBe("Kumasi");
    expect(suggestPlaces("Acra")[0]).toBe("Accra");
  });

  it("ignores case, accents, spaces and what follows a comma", () => {
    expect(suggestPlaces("  KUMÁSSI ")[0]).toBe("Kumasi");
    expect(suggestPlaces("Tamalle, Northern Region")[0]).toBe("Tamale");
  });

  it("counts swapped letters as one slip", () => {
    expect(suggestPlaces("Kuamsi")[0]).toBe("Kumasi");
  });

  it("suggests region names, with or without 'Region'", () => {
    expect(suggestPlaces("Ashanty")).toEqual(["Ashanti"]);
    expect(suggestPlaces("Bono Eest Region")[0]).toBe("Bono East");
    expect(suggestPlaces("Upper Wset")[0]).toBe("Upper West");
  });

  it("completes the start of a longer name", () => {
    expect(suggestPlaces("Sekondi")[0]).toBe("Sekondi-Takoradi");
  });

  it("suggests nothing for a place far from every name", () => {
    expect(suggestPlaces("Atlantis")).toEqual([]);
    expect(suggestPlaces("Narnia")).toEqual([]);
    expect(suggestPlaces("x")).toEqual([]);
    expect(suggestPlaces("")).toEqual([]);
  });

  it("offers at most three names, best first, each once", () => {
    for (const text of ["Ba", "Aho", "Wenchi", "Kasoa", "Tema", "Bono"]) {
      const names = suggestPlaces(text);
      expect(names.length).toBeLessThanOrEqual(3);
      expect(new Set(names).size).toBe(names.length);
    }
    // An exact name is its own best suggestion.
    expect(suggestPlaces("Tema")[0]).toBe("Tema");
  });

  it("only ever suggests real gazetteer towns or regions", () => {
    const known = new Set<string>([...GHANA_TOWNS.map((t) => t.name), ...REGIONS]);
    for (const text of ["Kumassi", "Acra", "Hoo", "Koforidia", "Cape Cost", "Volta"]) {
      for (const name of suggestPlaces(text)) expect(known.has(name)).toBe(true);
    }
  });
});

describe("placeKey", () => {
  it("reads 'Ashanti Region' and 'ashanti' alike", () => {
    expect(placeKey("Ashanti Region")).toBe("ashanti");
    expect(placeKey("Cape  Coast")).toBe("cape coast");
  });
});
