import { describe, expect, it } from "vitest";
import { parseClockTime, parseHoursRange, slotsForWeekday, weekdayOf, weeklySlotCounts } from "./schedule.ts";

const week = {
  monday: "8:00 AM - 5:00 PM",
  tuesday: "9:00 AM - 1:00 PM",
  wednesday: "Closed",
  thursday: "10:00 AM - 3:00 PM",
  friday: "8:00 AM - 5:00 PM",
  saturday: "9:00 AM - 1:00 PM",
  sunday: "8:00 AM - 5:00 PM",
};

describe("working hours", () => {
  it("reads the clock times providers write", () => {
    expect(parseClockTime("8:00 AM")).toBe(480);
    expect(parseClockTime("12:30 PM")).toBe(750);
    expect(parseClockTime("12:00 AM")).toBe(0);
    expect(parseClockTime("17:30")).toBe(1050);
    expect(parseClockTime("5pm")).toBe(1020);
    for (const bad of ["", "25:00", "13:00 PM", "noon"]) expect(parseClockTime(bad)).toBeNull();
  });

  it("reads a range, and treats Closed or nonsense as no hours", () => {
    expect(parseHoursRange("8:00 AM - 5:00 PM")).toEqual([480, 1020]);
    expect(parseHoursRange("9am to 1pm")).toEqual([540, 780]);
    expect(parseHoursRange("Closed")).toBeNull();
    expect(parseHoursRange("5:00 PM - 8:00 AM")).toBeNull();
    expect(parseHoursRange(undefined)).toBeNull();
  });
});

describe("bookable slots", () => {
  it("offers the spec's slots that fit inside the day's hours", () => {
    expect(slotsForWeekday(week, "monday")).toHaveLength(12);
    expect(slotsForWeekday(week, "tuesday")).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    expect(slotsForWeekday(week, "thursday")).toEqual(["10:00", "10:30", "11:00", "11:30", "14:00", "14:30"]);
  });

  it("offers nothing on a closed day or any Sunday, whatever the hours say", () => {
    expect(slotsForWeekday(week, "wednesday")).toEqual([]);
    expect(slotsForWeekday(week, "sunday")).toEqual([]);
  });

  it("counts the slots of each weekday, Sunday first", () => {
    expect(weeklySlotCounts(week)).toEqual([0, 12, 6, 0, 6, 12, 6]);
    expect(weeklySlotCounts({})).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it("knows the weekday of a date in Ghana time", () => {
    expect(weekdayOf("2026-11-22")).toBe("sunday");
    expect(weekdayOf("2026-11-23")).toBe("monday");
  });
});
