import { describe, expect, it } from "vitest";
import { formatClock, formatLongDate, formatMonth, formatSlotTime, weekdayName } from "./ghana-time.ts";

describe("booking dates and times (Ghana time)", () => {
  it("writes an appointment's day the spec's way", () => {
    expect(formatLongDate("2026-11-23T10:30:00.000Z")).toBe("Monday, November 23, 2026");
    expect(formatLongDate("2026-11-23")).toBe("Monday, November 23, 2026");
    expect(formatLongDate("2027-01-01T00:00:00Z")).toBe("Friday, January 1, 2027");
    expect(formatLongDate("not a date")).toBe("");
  });

  it("writes the time on a 12-hour clock", () => {
    expect(formatClock("2026-11-23T10:30:00Z")).toBe("10:30 AM");
    expect(formatClock("2026-11-23T14:00:00Z")).toBe("2:00 PM");
    expect(formatClock("2026-11-23T12:05:00Z")).toBe("12:05 PM");
    expect(formatClock("2026-11-23T00:15:00Z")).toBe("12:15 AM");
    expect(formatSlotTime("09:00")).toBe("9:00 AM");
    expect(formatSlotTime("16:30")).toBe("4:30 PM");
  });

  it("reads an instant given with another zone as Ghana's wall clock", () => {
    // 11:30 in Lagos (UTC+1) is 10:30 in Accra.
    expect(formatClock("2026-11-23T11:30:00+01:00")).toBe("10:30 AM");
    expect(formatLongDate("2026-11-24T00:30:00+01:00")).toBe("Monday, November 23, 2026");
  });

  it("names months and weekdays", () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2027-01")).toBe("January 2027");
    expect(weekdayName("2026-11-22")).toBe("Sunday");
  });
});
