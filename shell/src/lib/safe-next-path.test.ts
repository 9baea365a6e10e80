import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next-path";

describe("where sign-in goes next", () => {
  it("goes back to the page that asked for sign-in", () => {
    expect(safeNextPath("/my-appointments")).toBe("/my-appointments");
    expect(safeNextPath("/provider/dashboard?tab=reviews#top")).toBe("/provider/dashboard?tab=reviews#top");
  });

  it("goes home without a next page", () => {
    expect(safeNextPath(null)).toBe("/");
    expect(safeNextPath(undefined)).toBe("/");
    expect(safeNextPath("")).toBe("/");
  });

  it("never leaves the site", () => {
    for (const next of ["https://evil.example", "//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "evil", "javascript:alert(1)"]) {
      expect(safeNextPath(next)).toBe("/");
    }
  });

  it("does not come back to the sign-in page", () => {
    expect(safeNextPath("/auth")).toBe("/");
    expect(safeNextPath("/auth?next=%2Fprofile")).toBe("/");
    expect(safeNextPath("/authors")).toBe("/authors");
  });
});
