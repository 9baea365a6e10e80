import { describe, expect, it } from "vitest";
import { countOf, formatDay, formatDistance, formatReviewDate, formatSlot } from "./format";

describe("directory formats", () => {
  it("shows a provider's next free slot in Ghana time, the way the card reads it", () => {
    expect(formatSlot("2025-11-24T09:00:00.000Z")).toBe("Mon 24 Nov, 9:00 AM");
    expect(formatSlot("2025-11-29T14:30:00Z")).toBe("Sat 29 Nov, 2:30 PM");
    expect(formatSlot("2025-12-01T12:00:00Z")).toBe("Mon 1 Dec, 12:00 PM");
    expect(formatSlot("not a date")).toBe("");
  });

  it("names a searched day and a review's date", () => {
    expect(formatDay("2025-11-24")).toBe("Mon 24 Nov 2025");
    expect(formatDay("garbage")).toBe("garbage");
    expect(formatReviewDate("2025-03-05T10:00:00Z")).toBe("5 March 2025");
    expect(formatReviewDate("2025-03-05")).toBe("5 March 2025");
  });

  it("says how far away a provider is and counts in words", () => {
    expect(formatDistance(3.2)).toBe("3.2 km away");
    expect(formatDistance(12)).toBe("12.0 km away");
    expect(countOf(1, "provider")).toBe("1 provider");
    expect(countOf(12, "provider")).toBe("12 providers");
    expect(countOf(0, "review")).toBe("0 reviews");
  });
});
