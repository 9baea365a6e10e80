import { describe, expect, it } from "vitest";
import { providerActions, providerTransitionProblem, type LifecycleAppointment } from "./appointment-lifecycle.ts";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const before = NOW + 3_600_000;
const after = NOW - 3_600_000;
const appointment = (status: LifecycleAppointment["status"], startsAt: number, paymentStatus: LifecycleAppointment["paymentStatus"] = "completed") => ({ status, startsAt, paymentStatus });

describe("the provider's appointment lifecycle", () => {
  it("offers Confirm and Cancel for a paid booking awaiting confirmation", () => {
    expect(providerActions(appointment("pending", before), NOW)).toEqual(["confirmed", "cancelled"]);
  });

  it("offers nothing for an unpaid hold: it is not a booking yet", () => {
    expect(providerActions(appointment("pending", before, "pending"), NOW)).toEqual([]);
    expect(providerTransitionProblem(appointment("pending", before, "pending"), "confirmed", NOW)).toBe("Only paid appointments awaiting confirmation can be confirmed.");
  });

  it("lets a confirmed visit be cancelled before it starts, and completed or marked no-show once it has", () => {
    expect(providerActions(appointment("confirmed", before), NOW)).toEqual(["cancelled"]);
    expect(providerActions(appointment("confirmed", after), NOW)).toEqual(["completed", "no-show"]);
    expect(providerTransitionProblem(appointment("confirmed", before), "completed", NOW)).toMatch(/started/);
    expect(providerTransitionProblem(appointment("confirmed", after), "cancelled", NOW)).toMatch(/upcoming/);
  });

  it("ends at completed, cancelled and no-show", () => {
    for (const status of ["completed", "cancelled", "no-show"] as const) expect(providerActions(appointment(status, after), NOW)).toEqual([]);
  });
});
