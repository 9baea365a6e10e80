import { describe, expect, it } from "vitest";
import { formatPlainDate, formatShortDate, formatShortDateTime, formatShortDay, formatShortMonth, formatSlotStart } from "./list-dates.ts";
import { formatCount } from "./money.ts";

// The long forms, the clock, typed dates and cedis have their tests in ghana-time.test.ts and money.test.ts.

describe("a day without its weekday (lists, reviews, Member since)", () => {
  it("reads like 5 January 2026, from an instant or a bare day", () => {
    expect(formatPlainDate("2026-01-05T10:30:00.000Z")).toBe("5 January 2026");
    expect(formatPlainDate("2025-12-31T23:59:00.000Z")).toBe("31 December 2025");
    expect(formatPlainDate("2025-03-05")).toBe("5 March 2025");
  });

  it("is Ghana's day even where the instant was written with another zone", () => {
    // 23:30 in Accra is already the next day in Lagos (UTC+1); the date shown is Ghana's.
    expect(formatPlainDate("2026-11-24T00:30:00+01:00")).toBe("23 November 2026");
  });

  it("shows nothing for a missing or unreadable date", () => {
    expect(formatPlainDate("")).toBe("");
    expect(formatPlainDate("not a date")).toBe("");
  });
});

describe("short dates for tables, cards and charts", () => {
  it("writes 23 Nov 2026, with the time after a comma", () => {
    expect(formatShortDate("2026-11-23T23:30:00.000Z")).toBe("23 Nov 2026");
    expect(formatShortDate("2026-09-01")).toBe("1 Sep 2026");
    expect(formatShortDateTime("2026-11-23T14:30:00.000Z")).toBe("23 Nov 2026, 2:30 PM");
    expect(formatShortDate("not a date")).toBe("");
    expect(formatShortDateTime("not a date")).toBe("");
  });

  it("names a searched day with its weekday, and keeps what it cannot read", () => {
    expect(formatShortDay("2025-11-24")).toBe("Mon 24 Nov 2025");
    expect(formatShortDay("garbage")).toBe("garbage");
  });

  it("shows a provider's next free slot in Ghana time", () => {
    expect(formatSlotStart("2025-11-24T09:00:00.000Z")).toBe("Mon 24 Nov, 9:00 AM");
    expect(formatSlotStart("2025-11-29T14:30:00Z")).toBe("Sat 29 Nov, 2:30 PM");
    expect(formatSlotStart("2025-12-01T12:00:00Z")).toBe("Mon 1 Dec, 12:00 PM");
    expect(formatSlotStart("not a date")).toBe("");
  });

  it("labels a month as Nov 2026", () => {
    expect(formatShortMonth("2026-11")).toBe("Nov 2026");
    expect(formatShortMonth("2027-01")).toBe("Jan 2027");
  });
});

describe("counts", () => {
  it("group thousands with commas, as en-GH writes them", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(1234567)).toBe("1,234,567");
  });
});
