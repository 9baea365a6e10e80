import { describe, expect, it } from "vitest";
import { PAST_DATE_MESSAGE, readTypedDate, UNREAL_DATE_MESSAGE } from "./typed-date";

const today = "2026-11-23";

describe("a date typed day first", () => {
  it("reads DD/MM/YYYY as the day it names, kept as YYYY-MM-DD", () => {
    expect(readTypedDate("25/12/2026", today)).toEqual({ date: "2026-12-25" });
    expect(readTypedDate(" 5/1/2027 ", today)).toEqual({ date: "2027-01-05" });
  });

  it("takes what a phone's number pad can type", () => {
    expect(readTypedDate("25122026", today)).toEqual({ date: "2026-12-25" });
    expect(readTypedDate("25 12 2026", today)).toEqual({ date: "2026-12-25" });
    expect(readTypedDate("25-12-2026", today)).toEqual({ date: "2026-12-25" });
    expect(readTypedDate("25.12.2026", today)).toEqual({ date: "2026-12-25" });
  });

  it("leaves an empty field as any day", () => {
    expect(readTypedDate("  ", today)).toEqual({ date: "" });
  });

  it("refuses a day that does not exist, a month-first date and text", () => {
    expect(readTypedDate("31/02/2027", today)).toEqual({ error: UNREAL_DATE_MESSAGE });
    expect(readTypedDate("12/25/2026", today)).toEqual({ error: UNREAL_DATE_MESSAGE });
    expect(readTypedDate("tomorrow", today)).toEqual({ error: UNREAL_DATE_MESSAGE });
  });

  it("refuses a past day but takes today", () => {
    expect(readTypedDate("22/11/2026", today)).toEqual({ error: PAST_DATE_MESSAGE });
    expect(readTypedDate("23/11/2026", today)).toEqual({ date: "2026-11-23" });
  });
});
