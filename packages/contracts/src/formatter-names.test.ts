import { afterEach, describe, expect, it } from "vitest";
import { formatClock, formatLongDate, formatMonth, weekdayName } from "./ghana-time.ts";
import { formatShortDate, formatShortDay, formatShortMonth, formatSlotStart } from "./list-dates.ts";
import { publishTranslator } from "./msg.ts";
import { parseTypedDate } from "./typed-date.ts";

/** A made-up language: every name the formatters use, and nothing else. */
const FAKE: Record<string, string> = {
  Monday: "Dwoada",
  Mon: "Dwo",
  November: "Ɔbɛnem",
  Nov: "Ɔbɛ",
  AM: "anɔpa",
  PM: "awia",
};

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("gh.translate")];
});

describe("the formatters' day and month names", () => {
  it("are English without a translator", () => {
    expect(formatLongDate("2026-11-23T14:30:00Z")).toBe("Monday, 23 November 2026");
    expect(formatSlotStart("2026-11-23T14:30:00Z")).toBe("Mon 23 Nov, 2:30 PM");
  });

  it("come from the page's translator, in Ghana's day-month-year order", () => {
    const asked: string[] = [];
    publishTranslator((text) => {
      asked.push(text);
      return FAKE[text] ?? text;
    });
    expect(formatLongDate("2026-11-23T14:30:00Z")).toBe("Dwoada, 23 Ɔbɛnem 2026");
    expect(formatClock("2026-11-23T09:05:00Z")).toBe("9:05 anɔpa");
    expect(formatClock("2026-11-23T14:30:00Z")).toBe("2:30 awia");
    expect(formatMonth("2026-11")).toBe("Ɔbɛnem 2026");
    expect(weekdayName("2026-11-23")).toBe("Dwoada");
    expect(formatShortDate("2026-11-23")).toBe("23 Ɔbɛ 2026");
    expect(formatShortDay("2026-11-23")).toBe("Dwo 23 Ɔbɛ 2026");
    expect(formatSlotStart("2026-11-23T14:30:00Z")).toBe("Dwo 23 Ɔbɛ, 2:30 awia");
    expect(formatShortMonth("2026-11")).toBe("Ɔbɛ 2026");
    // Short forms are messages of their own, not cut from the long ones.
    expect(asked).toEqual(expect.arrayContaining(["Mon", "Nov", "Monday", "November", "AM", "PM"]));
  });

  it("read a typed month named in the page's language as well as in English", () => {
    publishTranslator((text) => (text === "November" ? "Nuwamba" : text));
    expect(parseTypedDate("23 Nuwamba 2026")).toBe("2026-11-23");
    expect(parseTypedDate("23 November 2026")).toBe("2026-11-23");
    expect(parseTypedDate("23 Nov 26")).toBe("2026-11-23");
  });
});
