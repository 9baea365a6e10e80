import type { PatientAppointment } from "@gh/contracts/appointments";
import { appointmentStatusBadge } from "@gh/contracts/appointments/options";
import { describe, expect, it } from "vitest";
import { appointmentPlace, canChange, canReportNhisCharge, canReview, heldUntil, paymentState, ratingLabel } from "./appointment-view";

describe("an appointment on My Appointments", () => {
  it("says where the visit is", () => {
    expect(appointmentPlace({ location: "East Legon Clinic", city: "Accra", region: "Greater Accra" })).toBe("East Legon Clinic, Accra, Greater Accra");
    expect(appointmentPlace({ location: "Komfo Anokye", city: " ", region: "Ashanti" })).toBe("Komfo Anokye, Ashanti");
  });

  it("shows Paid with the reference once verified, else Awaiting payment", () => {
    expect(paymentState({ paymentStatus: "completed", transactionId: "apt_42_1795000000000" })).toEqual({
      paid: true,
      text: "Paid",
      reference: "apt_42_1795000000000",
    });
    expect(paymentState({ paymentStatus: "pending", transactionId: null })).toEqual({ paid: false, text: "Awaiting payment", reference: null });
  });

  it("can be paid from here only while unpaid and its slot is still held", () => {
    const now = Date.parse("2026-11-20T08:00:00Z");
    const held = { status: "pending", paymentStatus: "pending", holdExpiresAt: "2026-11-20T08:15:00.000Z" } as const;
    expect(heldUntil(held, now)).toBe("2026-11-20T08:15:00.000Z");
    expect(heldUntil({ ...held, holdExpiresAt: "2026-11-20T08:00:00.000Z" }, now)).toBeNull();
    expect(heldUntil({ ...held, holdExpiresAt: null }, now)).toBeNull();
    expect(heldUntil({ ...held, paymentStatus: "completed" }, now)).toBeNull();
    expect(heldUntil({ ...held, status: "confirmed" }, now)).toBeNull();
    expect(heldUntil({ ...held, status: "cancelled" }, now)).toBeNull();
  });

  it("offers Reschedule and Cancel only for pending or confirmed visits", () => {
    const statuses: PatientAppointment["status"][] = ["pending", "confirmed", "completed", "cancelled"];
    expect(statuses.filter((status) => canChange({ status }))).toEqual(["pending", "confirmed"]);
  });

  it("offers a review once, after a completed visit", () => {
    expect(canReview({ status: "completed", reviewed: false })).toBe(true);
    expect(canReview({ status: "completed", reviewed: true })).toBe(false);
    expect(canReview({ status: "confirmed", reviewed: false })).toBe(false);
  });

  it("offers to report an NHIS charge once, after a completed visit", () => {
    expect(canReportNhisCharge({ status: "completed", nhisReported: false })).toBe(true);
    expect(canReportNhisCharge({ status: "completed", nhisReported: true })).toBe(false);
    for (const status of ["pending", "confirmed", "cancelled"] as const) expect(canReportNhisCharge({ status, nhisReported: false })).toBe(false);
  });

  it("labels the status badge with the spec's words", () => {
    expect(appointmentStatusBadge("pending")).toEqual({ label: "Awaiting Confirmation", tone: "warning" });
    expect(appointmentStatusBadge("confirmed").label).toBe("Confirmed");
    expect(appointmentStatusBadge("cancelled")).toEqual({ label: "Cancelled", tone: "danger" });
    expect(appointmentStatusBadge("no-show")).toEqual({ label: "No-show", tone: "neutral" });
    expect(appointmentStatusBadge("rescheduled" as PatientAppointment["status"]).label).toBe("Awaiting Confirmation");
  });

  it("names a rating in stars", () => {
    expect([1, 1.5, 4, 5].map(ratingLabel)).toEqual(["1 star", "1.5 stars", "4 stars", "5 stars"]);
  });
});
