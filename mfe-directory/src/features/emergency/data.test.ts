import { describe, expect, it } from "vitest";
import { directionsHref, EMERGENCY_CENTRES, EMERGENCY_CONTACTS, FIRST_AID, PREPAREDNESS_TIPS, telHref } from "./data";

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

  it("has four hospitals in Accra and Kumasi with Ghana-format phone numbers", () => {
    expect(EMERGENCY_CENTRES).toHaveLength(4);
    expect(new Set(EMERGENCY_CENTRES.map((centre) => centre.city))).toEqual(new Set(["Accra", "Kumasi"]));
    for (const centre of EMERGENCY_CENTRES) {
      expect(centre.phone).toMatch(/^\+233 \d{2} \d{3} \d{4}$/);
      expect(centre.services.length).toBeGreaterThan(0);
    }
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
