import { describe, expect, it } from "vitest";
import { countOf, formatDistance } from "./format";
// The area's catalogs, registered as the federation build does before any of its modules (English texts with placeholders).

describe("directory formats", () => {
  it("says how far away a provider is and counts in words", () => {
    expect(formatDistance(3.2)).toBe("3.2 km away");
    expect(formatDistance(12)).toBe("12.0 km away");
    expect(countOf(1, "provider")).toBe("1 provider");
    expect(countOf(12, "provider")).toBe("12 providers");
    expect(countOf(0, "review")).toBe("0 reviews");
  });
});
