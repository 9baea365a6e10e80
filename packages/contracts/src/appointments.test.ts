import { describe, expect, it } from "vitest";
import { availabilityQuerySchema, createAppointmentSchema, reviewInputSchema, updateAppointmentSchema } from "./appointments.ts";
import { appointmentIdOfReference, paymentReference } from "./payment-options.ts";

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("appointment schemas", () => {
  it("accepts a real calendar day only", () => {
    expect(availabilityQuerySchema.safeParse({ date: "2026-11-23" }).success).toBe(true);
    for (const date of ["2026-02-30", "23/11/2026", "tomorrow", "2026-13-01"]) {
      expect(availabilityQuerySchema.safeParse({ date }).success, date).toBe(false);
    }
  });

  it("asks for the booking's required details in the spec's words, reason optional", () => {
    const result = createAppointmentSchema.safeParse({ providerId: 3, appointmentDate: "", patientName: "", patientPhone: "", patientEmail: "" });
    expect(fieldErrors(result)).toMatchObject({
      appointmentDate: "Please select both date and time.",
      patientName: "Full name is required",
      patientPhone: "Phone number is required",
      patientEmail: "Email is required",
    });
    const ok = createAppointmentSchema.safeParse({ providerId: "3", appointmentDate: "2026-11-23T10:30:00.000Z", patientName: "Ama Owusu", patientPhone: "0241234567", patientEmail: "AMA@Example.com.gh" });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ providerId: 3, patientEmail: "ama@example.com.gh" });
    expect(ok.data?.reason).toBeUndefined();
  });

  it("takes either a new time or a cancellation, never both or neither", () => {
    expect(updateAppointmentSchema.safeParse({ appointmentDate: "2026-11-23T10:30:00Z" }).success).toBe(true);
    expect(updateAppointmentSchema.safeParse({ status: "cancelled" }).success).toBe(true);
    expect(fieldErrors(updateAppointmentSchema.safeParse({}))).toEqual({ appointmentDate: "Please select both date and time." });
    expect(updateAppointmentSchema.safeParse({ appointmentDate: "2026-11-23T10:30:00Z", status: "cancelled" }).success).toBe(false);
    expect(updateAppointmentSchema.safeParse({ status: "completed" }).success).toBe(false);
  });

  it("rates 1 to 5 stars in halves: no star is no rating", () => {
    for (const rating of [1, 1.5, 3.5, 5]) expect(reviewInputSchema.safeParse({ rating }).success, String(rating)).toBe(true);
    for (const rating of [0, 0.5, -0.5, 5.5, 4.2, "4"]) expect(reviewInputSchema.safeParse({ rating }).success, String(rating)).toBe(false);
  });
});

describe("payment references", () => {
  it("are apt_{appointmentId}_{timestamp} and name their appointment", () => {
    const reference = paymentReference(42, 1_795_000_000_000);
    expect(reference).toBe("apt_42_1795000000000");
    expect(appointmentIdOfReference(reference)).toBe(42);
    for (const foreign of ["T123456789", "apt_42", "apt_x_1", "apt_42_1; drop table"]) expect(appointmentIdOfReference(foreign)).toBeNull();
  });
});
