import { describe, expect, it } from "vitest";
import { slowdownFor, unsteadyReason } from "../bench/cpu-calibration.ts";

describe("the benches' CPU calibration", () => {
  it("slows a host down to a phone of index 400, never by less than 4x", () => {
    expect(slowdownFor(2199)).toBe(5.5);
    expect(slowdownFor(2000)).toBe(5);
    expect(slowdownFor(1551)).toBe(4);
    expect(slowdownFor(800)).toBe(4);
  });

  it("refuses to calibrate on samples that disagree by more than 15%", () => {
    expect(unsteadyReason([2000, 2100, 2050])).toBeNull();
    expect(unsteadyReason([959, 813, 777])).toMatch(/differ by 22% .*too busy/);
  });
});
