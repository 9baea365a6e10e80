import { describe, expect, it } from "vitest";
import { formatClock, formatDayMonthYear, formatLongDate, formatMonth, formatSlotTime, formatTypedDate, parseTypedDate, weekdayName } from "./ghana-time.ts";

describe("booking dates and times (Ghana time)", () => {
  it("writes an appointment's day the spec's way", () => {
    expect(formatLongDate("2026-11-23T10:30:00.000Z")).toBe("Monday, 23 November 2026");
    expect(formatLongDate("2026-11-23")).toBe("Monday, 23 November 2026");
    expect(formatLongDate("2027-01-01T00:00:00Z")).toBe("Friday, 1 January 2027");
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
    expect(formatLongDate("2026-11-24T00:30:00+01:00")).toBe("Monday, 23 November 2026");
  });

  it("names months and weekdays", () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2027-01")).toBe("January 2027");
    expect(weekdayName("2026-11-22")).toBe("Sunday");
  });
});

describe("dates in Ghana's day-month-year order", () => {
  it("writes a day with the day first", () => {
    expect(formatDayMonthYear(new Date("2026-12-05T00:00:00Z"))).toBe("5 December 2026");
    expect(formatTypedDate("2026-12-05")).toBe("05/12/2026");
    expect(formatTypedDate("not a date")).toBe("");
  });

  it("reads a typed date day first, as a phone's number pad can type it", () => {
    for (const typed of ["05/12/2026", "5/12/2026", "05-12-2026", "05.12.2026", "05 12 2026", "05,12,2026", "05122026", " 5/12/2026 "]) {
      expect(parseTypedDate(typed), typed).toBe("2026-12-05");
    }
  });

  it("reads a named month and a two-digit year, as people write dates", () => {
    for (const typed of ["5/12/26", "05-12-26", "5 Dec 2026", "5 dec 26", "05 December 2026", "5-Dec-2026", "5th Dec. 2026", "5Dec2026"]) {
      expect(parseTypedDate(typed), typed).toBe("2026-12-05");
    }
    expect(parseTypedDate("28 Nov 2026")).toBe("2026-11-28");
    expect(parseTypedDate("28/11/26")).toBe("2026-11-28");
    expect(parseTypedDate("1 Sept 2027")).toBe("2027-09-01");
  });

  it("refuses what is not a real day, including the month-first order", () => {
    for (const typed of ["", "31/02/2027", "12/25/2026", "2026-12-05", "5/12/026", "tomorrow", "00/01/2027", "5 Smarch 2026", "31 Feb 2027"]) {
      expect(parseTypedDate(typed), typed).toBeNull();
    }
  });
});
