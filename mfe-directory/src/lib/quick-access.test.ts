import { describe, expect, it } from "vitest";
import { QUICK_ACCESS } from "./quick-access";
import { roundCoordinate } from "./use-geolocation";

describe("Quick Access", () => {
  it("sends each shortcut where its name promises", () => {
    expect(QUICK_ACCESS.map(({ label, to }) => `${label} ${to}`)).toEqual([
      "Emergency Centres /emergency#emergency-centres",
      "24/7 Pharmacies /search?specialty=pharmacy&open24Hours=true",
      "Walk-in Clinics /search?specialty=general&walkIns=true",
      "Dental Clinics /search?specialty=dentist",
    ]);
  });
});

describe("a position in the address", () => {
  it("is rounded to about 100 m", () => {
    expect([roundCoordinate(5.603716), roundCoordinate(-0.18696)]).toEqual(["5.604", "-0.187"]);
  });
});
