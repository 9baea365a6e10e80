import { describe, expect, it } from "vitest";
import { joinPlace, telHref, todayInGhana, websiteHref, websiteLabel, weekSchedule } from "./profile-format";

describe("a provider's week", () => {
  it("lists Monday to Sunday, marking days left out as closed", () => {
    const week = weekSchedule({ saturday: "9:00 AM - 1:00 PM", Monday: "8:00 AM - 5:00 PM", sunday: "Closed" });
    expect(week.map((d) => `${d.label}: ${d.hours}`)).toEqual([
      "Monday: 8:00 AM - 5:00 PM",
      "Tuesday: Closed",
      "Wednesday: Closed",
      "Thursday: Closed",
      "Friday: Closed",
      "Saturday: 9:00 AM - 1:00 PM",
      "Sunday: Closed",
    ]);
  });

  it("has nothing to show when no hours were given", () => {
    expect(weekSchedule({})).toEqual([]);
    expect(weekSchedule({ monday: "  " })).toEqual([]);
  });

  it("knows today's weekday in Ghana", () => {
    expect(todayInGhana(Date.parse("2025-11-24T23:30:00Z"))).toBe("monday");
  });
});

describe("a provider's contact links", () => {
  it("links websites over http(s) only", () => {
    expect(websiteHref("www.korlebu.gov.gh")).toBe("https://www.korlebu.gov.gh/");
    expect(websiteHref("http://clinic.example/about")).toBe("http://clinic.example/about");
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("")).toBeNull();
    expect(websiteHref(null)).toBeNull();
    expect(websiteLabel("https://www.korlebu.gov.gh/")).toBe("www.korlebu.gov.gh");
  });

  it("dials a phone number however it was written", () => {
    expect(telHref("+233 24 412 3456")).toBe("tel:+233244123456");
  });
});

describe("a provider's address", () => {
  it("names each place once", () => {
    expect(joinPlace("32 Liberation Road, Airport Residential, Accra", "Accra", "Greater Accra")).toBe("32 Liberation Road, Airport Residential, Accra, Greater Accra");
    expect(joinPlace("Adum", "Kumasi", "Ashanti")).toBe("Adum, Kumasi, Ashanti");
    expect(joinPlace("", "Ho", "Volta")).toBe("Ho, Volta");
  });
});
