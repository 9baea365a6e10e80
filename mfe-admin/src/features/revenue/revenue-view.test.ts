import type { RevenueMonth } from "@gh/contracts/admin/options";
import { describe, expect, it } from "vitest";
import { chartBars, chartSummary, compactCedis, growthText } from "./revenue-view";

const month = (key: string, revenue: string): RevenueMonth => ({ month: key, bookings: 1, revenue, commission: "0.00", payouts: "0.00" });

describe("the revenue figures in words", () => {
  it("says the growth with the two months it compares", () => {
    expect(growthText({ percent: 8.3, month: "2026-11", previousMonth: "2026-10" })).toBe("+8.3% in November 2026 vs October 2026");
    expect(growthText({ percent: -4, month: "2026-01", previousMonth: "2025-12" })).toBe("-4.0% in January 2026 vs December 2025");
    expect(growthText({ percent: 0, month: "2026-11", previousMonth: "2026-10" })).toBe("0.0% in November 2026 vs October 2026");
    expect(growthText({ percent: null, month: "2026-11", previousMonth: "2026-10" })).toBe("No earlier month to compare");
  });

  it("shortens bar values to fit a phone", () => {
    expect(compactCedis("0.00")).toBe("₵0");
    expect(compactCedis("949.50")).toBe("₵950");
    expect(compactCedis("12345.00")).toBe("₵12.3k");
    expect(compactCedis("2000.00")).toBe("₵2k");
    expect(compactCedis("1250000.00")).toBe("₵1.3M");
  });

  it("scales bars to the best month and sums the chart up in one sentence", () => {
    const months = [month("2026-09", "100.00"), month("2026-10", "400.00"), month("2026-11", "0.00")];
    expect(chartBars(months).map((bar) => [bar.label, bar.share])).toEqual([["Sep 2026", 0.25], ["Oct 2026", 1], ["Nov 2026", 0]]);
    expect(chartSummary(months)).toBe("Monthly revenue, September 2026 to November 2026: highest ₵400.00 in October 2026; November 2026 ₵0.00.");
    expect(chartSummary([month("2026-11", "0.00")])).toBe("Monthly revenue, November 2026 to November 2026: no paid bookings.");
  });
});
