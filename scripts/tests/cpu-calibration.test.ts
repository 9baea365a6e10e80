import { describe, expect, it } from "vitest";
import { driftReason, loadReason, slowdownFor, unsteadyReason } from "../bench/cpu-calibration.ts";

describe("the benches' CPU calibration", () => {
  it("slows a host down to a phone of index 400, never by less than 4x", () => {
    expect(slowdownFor(2199)).toBe(5.5);
    expect(slowdownFor(2000)).toBe(5);
    expect(slowdownFor(1551)).toBe(4);
    expect(slowdownFor(800)).toBe(4);
  });

  it("refuses a host whose load average is over its cores", () => {
    expect(loadReason(1.88, 2)).toBeNull();
    expect(loadReason(15.14, 2)).toMatch(/load average is 15.14 on 2 cores/);
  });

  it("accepts an idle host's scatter but not samples more than 50% apart", () => {
    expect(unsteadyReason([1949, 1929, 2226, 2390, 1715])).toBeNull();
    expect(unsteadyReason([2100, 2050, 900, 2000, 1980])).toMatch(/differ by 60% .*too busy/);
  });

  it("voids runs during which the host's index strayed more than 35% from the calibration", () => {
    expect(driftReason(2000, [1850, 2200, 2390])).toBeNull();
    expect(driftReason(2000, [1950, 1200, 2100])).toMatch(/benchmarkIndex 1200 during the runs/);
  });
});
