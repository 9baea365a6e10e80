import { describe, expect, it } from "vitest";
import { isCompleteCode, toCodeDigits } from "./verification-code.ts";

describe("typing a verification code", () => {
  it("keeps only digits, however the code was pasted", () => {
    expect(toCodeDigits("123 456")).toBe("123456");
    expect(toCodeDigits("12-34-56")).toBe("123456");
    expect(toCodeDigits("Your code: 987654.")).toBe("987654");
    expect(toCodeDigits("abc")).toBe("");
  });

  it("stops at 6 digits", () => {
    expect(toCodeDigits("1234567890")).toBe("123456");
  });

  it("allows submitting only exactly 6 digits", () => {
    expect(isCompleteCode("12345")).toBe(false);
    expect(isCompleteCode("123456")).toBe(true);
    expect(isCompleteCode("1234567")).toBe(false);
    expect(isCompleteCode("12345a")).toBe(false);
  });
});
