import { distanceKm, findTown } from "@gh/contracts/places";
import { REGIONS } from "@gh/contracts/regions";
import { describe, expect, it } from "vitest";
import { centreNumber, directionsHref, EMERGENCY_CENTRES, EMERGENCY_CONTACTS, FIRST_AID, PREPAREDNESS_TIPS, telHref } from "./data";

describe("emergency data", () => {
  it("lists Ghana's unified number 112 first, then 193, 193, 191 and 192, all 24/7", () => {
    expect(EMERGENCY_CONTACTS.map((contact) => [contact.name, contact.number])).toEqual([
      ["Emergency (all services)", "112"],
      ["Emergency Services", "193"],
      ["Ambulance", "193"],
      ["Police", "191"],
      ["Fire", "192"],
    ]);
    expect(EMERGENCY_CONTACTS.every((contact) => contact.available === "24/7")).toBe(true);
  });

  it("has a hospital with an emergency unit in each of Ghana's 16 regions, placed in Ghana", () => {
    expect(new Set(EMERGENCY_CENTRES.map((centre) => centre.region))).toEqual(new Set(REGIONS));
    expect(new Set(EMERGENCY_CENTRES.map((centre) => centre.id)).size).toBe(EMERGENCY_CENTRES.length);
    for (const centre of EMERGENCY_CENTRES) {
      // Ghana lies between about 4.7°N and 11.2°N, 3.3°W and 1.2°E.
      expect(centre.latitude, centre.name).toBeGreaterThan(4.5);
      expect(centre.latitude, centre.name).toBeLessThan(11.2);
      expect(centre.longitude, centre.name).toBeGreaterThan(-3.3);
      expect(centre.longitude, centre.name).toBeLessThan(1.2);
      expect(centre.services.length, centre.name).toBeGreaterThan(0);
    }
  });

  it("places a hospital at its gazetteer town, where the gazetteer has it", () => {
    const tamale = EMERGENCY_CENTRES.find((centre) => centre.name === "Tamale Teaching Hospital");
    expect(tamale).toMatchObject({ region: "Northern", latitude: findTown("Tamale")!.latitude, longitude: findTown("Tamale")!.longitude });
    const worawora = EMERGENCY_CENTRES.find((centre) => centre.region === "Oti");
    expect(distanceKm(worawora!, findTown("Jasikan")!)).toBeLessThan(30);
  });

  it("keeps the four published numbers, Ghana format, and dials 112 for a hospital without one", () => {
    const published = EMERGENCY_CENTRES.filter((centre) => centre.phone !== null);
    expect(published.map((centre) => centre.name)).toEqual([
      "Korle Bu Teaching Hospital",
      "Greater Accra Regional Hospital (Ridge Hospital)",
      "37 Military Hospital",
      "Komfo Anokye Teaching Hospital",
    ]);
    for (const centre of published) expect(centre.phone).toMatch(/^\+233 \d{2} \d{3} \d{4}$/);
    for (const centre of EMERGENCY_CENTRES) expect(telHref(centreNumber(centre))).toMatch(/^tel:(\+233\d{9}|112)$/);
    const tamale = EMERGENCY_CENTRES.find((centre) => centre.name === "Tamale Teaching Hospital")!;
    expect(telHref(centreNumber(tamale))).toBe("tel:112");
  });

  it("dials without spaces", () => {
    expect(telHref("193")).toBe("tel:193");
    expect(telHref("+233 30 266 5401")).toBe("tel:+233302665401");
  });

  it("opens directions as a maps search for the hospital", () => {
    const href = directionsHref({ name: "Korle Bu Teaching Hospital", address: "Guggisberg Avenue, Korle Bu, Accra" });
    expect(href).toBe(
      "https://www.google.com/maps/search/?api=1&query=Korle%20Bu%20Teaching%20Hospital%2C%20Guggisberg%20Avenue%2C%20Korle%20Bu%2C%20Accra",
    );
  });

  it("covers the six first aid categories and warns about fever from 39°C (102°F)", () => {
    expect(FIRST_AID.map((entry) => entry.id)).toEqual(["cardiac", "stroke", "bleeding", "breathing", "poisoning", "fever"]);
    const fever = FIRST_AID.find((entry) => entry.id === "fever");
    expect(fever?.symptoms[0]).toContain("39°C (102°F)");
  });

  it("gives five or six preparedness tips", () => {
    expect(PREPAREDNESS_TIPS.length).toBeGreaterThanOrEqual(5);
    expect(PREPAREDNESS_TIPS.length).toBeLessThanOrEqual(6);
  });
});
