import { describe, expect, it } from "vitest";
import { isCompleteCode, toCodeDigits } from "./code-digits";

describe("typing the provider's sign-in code", () => {
  it("keeps only digits, at most 6", () => {
    expect(toCodeDigits("123 456")).toBe("123456");
    expect(toCodeDigits("code: 98-76-54-32")).toBe("987654");
  });

  it("allows Verify only at exactly 6 digits", () => {
    expect(isCompleteCode("12345")).toBe(false);
    expect(isCompleteCode("123456")).toBe(true);
  });
});
