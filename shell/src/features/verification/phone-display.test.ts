import { describe, expect, it } from "vitest";
import { formatGhanaPhone } from "./phone-display";

describe("showing a phone number", () => {
  it("groups a Ghana number like the +233 XX XXX XXXX hint", () => {
    expect(formatGhanaPhone("+233241234567")).toBe("+233 24 123 4567");
  });

  it("leaves anything else as stored", () => {
    expect(formatGhanaPhone("024 123 4567")).toBe("024 123 4567");
    expect(formatGhanaPhone("+2348012345678")).toBe("+2348012345678");
  });
});
