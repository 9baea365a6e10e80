import { describe, expect, it } from "vitest";
import { addMonths, dayAfterKey, firstBookableDay, monthWeeks, unbookableReason } from "./calendar";

// Monday, 23 November 2026.
const today = "2026-11-23";

describe("the booking calendar", () => {
  it("lays a month out in weeks that start on Sunday", () => {
    // November 2026 starts on a Sunday and has 30 days: five weeks.
    const november = monthWeeks("2026-11");
    expect(november).toHaveLength(5);
    expect(november[0]).toEqual(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07"]);
    expect(november[4]).toEqual(["2026-11-29", "2026-11-30", null, null, null, null, null]);

    // February 2026 starts on a Sunday and has 28 days: exactly four weeks.
    expect(monthWeeks("2026-02")).toHaveLength(4);
    // January 2027 starts on a Friday: five empty cells before the 1st, and six weeks in all.
    const january = monthWeeks("2027-01");
    expect(january[0]).toEqual([null, null, null, null, null, "2027-01-01", "2027-01-02"]);
    expect(january).toHaveLength(6);
    expect(january.flat().filter(Boolean)).toHaveLength(31);
  });

  it("lets nobody book a past day or a Sunday", () => {
    expect(unbookableReason("2026-11-22", today)).toBe("past");
    expect(unbookableReason("2026-11-23", today)).toBeNull();
    expect(unbookableReason("2026-11-28", today)).toBeNull();
    expect(unbookableReason("2026-11-29", today)).toBe("sunday");
    expect(unbookableReason("2027-03-07", today)).toBe("sunday");
  });

  it("lets nobody book the provider's days off", () => {
    // Closed on Saturdays (6) and Wednesdays (3).
    expect(unbookableReason("2026-11-28", today, [0, 6])).toBe("closed");
    expect(unbookableReason("2026-11-25", today, [3])).toBe("closed");
    expect(unbookableReason("2026-11-27", today, [0, 6])).toBeNull();
    // A past day is past, whatever the weekday.
    expect(unbookableReason("2026-11-21", today, [6])).toBe("past");
  });

  it("starts on the first day that can be booked", () => {
    expect(firstBookableDay(today, today)).toBe("2026-11-23");
    // Sunday the 29th: Monday the 30th.
    expect(firstBookableDay("2026-11-29", "2026-11-29")).toBe("2026-11-30");
    expect(firstBookableDay("2026-10-01", today)).toBe("2026-11-23");
    // Saturday the 28th for a Monday-to-Friday provider: Monday the 30th.
    expect(firstBookableDay("2026-11-28", "2026-11-28", [0, 6])).toBe("2026-11-30");
    // Closed every day: still a day to show, and no endless search.
    expect(firstBookableDay(today, today, [0, 1, 2, 3, 4, 5, 6])).toBe(today);
  });

  it("moves across month and year ends with the arrow keys", () => {
    expect(dayAfterKey("2026-11-30", "ArrowRight", false, today)).toBe("2026-12-01");
    expect(dayAfterKey("2026-12-28", "ArrowDown", false, today)).toBe("2027-01-04");
    expect(dayAfterKey("2026-12-01", "ArrowLeft", false, today)).toBe("2026-11-30");
    expect(dayAfterKey("2026-12-03", "ArrowUp", false, today)).toBe("2026-11-26");
    // Home and End: the week's Sunday and Saturday.
    expect(dayAfterKey("2026-11-25", "Home", false, today)).toBe("2026-11-22");
    expect(dayAfterKey("2026-11-25", "End", false, today)).toBe("2026-11-28");
    expect(dayAfterKey("2026-11-25", "Tab", false, today)).toBeNull();
  });

  it("pages by month and year, keeping the day where the month allows", () => {
    expect(dayAfterKey("2027-01-31", "PageDown", false, today)).toBe("2027-02-28");
    expect(dayAfterKey("2026-11-25", "PageDown", true, today)).toBe("2027-11-25");
    expect(addMonths("2028-03-31", -1)).toBe("2028-02-29");
    expect(dayAfterKey("2026-12-15", "PageUp", false, today)).toBe("2026-11-15");
  });

  it("never moves into a month before today's", () => {
    expect(dayAfterKey("2026-11-25", "PageUp", false, today)).toBeNull();
    expect(dayAfterKey("2026-11-02", "ArrowUp", false, today)).toBeNull();
    // Earlier days of this month stay reachable (they show, disabled).
    expect(dayAfterKey("2026-11-23", "ArrowLeft", false, today)).toBe("2026-11-22");
  });
});
