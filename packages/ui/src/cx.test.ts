import { describe, expect, it } from "vitest";
import { cx } from "./cx";

describe("cx", () => {
  it("joins class names and skips the falsy ones", () => {
    expect(cx("ui-toaster", false, null, undefined, "", "ui-toaster--open")).toBe("ui-toaster ui-toaster--open");
  });

  it("returns an empty string when nothing applies", () => {
    expect(cx(false, undefined)).toBe("");
  });
});
