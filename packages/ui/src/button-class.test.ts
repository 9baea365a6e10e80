import { describe, expect, it } from "vitest";
import { buttonClass } from "./button-class";

describe("buttonClass", () => {
  it("defaults to a medium primary button", () => {
    expect(buttonClass()).toBe("ui-button ui-button--primary ui-button--md");
  });

  it("styles a tel: link as a large emergency button", () => {
    expect(buttonClass("emergency", "lg")).toBe("ui-button ui-button--emergency ui-button--lg");
  });

  it("adds the full-width modifier only when asked", () => {
    expect(buttonClass("outline", "sm", true)).toBe("ui-button ui-button--outline ui-button--sm ui-button--block");
    expect(buttonClass("ghost", "sm", false)).not.toContain("block");
  });
});
