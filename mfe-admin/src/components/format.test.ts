import { describe, expect, it } from "vitest";
import { formatShortDate, formatShortDateTime } from "./format";

describe("admin table dates", () => {
  it("are short and in Ghana time", () => {
    expect(formatShortDate("2026-11-23T23:30:00.000Z")).toBe("23 Nov 2026");
    expect(formatShortDateTime("2026-11-23T14:30:00.000Z")).toBe("23 Nov 2026, 2:30 PM");
    expect(formatShortDate("not a date")).toBe("");
  });
});
