import { describe, expect, it } from "vitest";
import { formatLongDate } from "./format-date";

describe("member-since dates", () => {
  it("reads like 5 January 2026", () => {
    expect(formatLongDate("2026-01-05T10:30:00.000Z")).toBe("5 January 2026");
    expect(formatLongDate(Date.UTC(2025, 11, 31, 23, 59))).toBe("31 December 2025");
  });

  it("shows nothing for a missing or unreadable date", () => {
    expect(formatLongDate(null)).toBe("");
    expect(formatLongDate("")).toBe("");
    expect(formatLongDate("not a date")).toBe("");
  });
});
