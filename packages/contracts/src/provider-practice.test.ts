import { describe, expect, it } from "vitest";
import { providerAppointmentUpdateSchema, providerRegistrationSchema, providerSelfEditSchema, providerWizardSchema, timeOffInputSchema, workingHoursInputSchema } from "./provider-practice.ts";

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("provider forms", () => {
  it("reads a blank years-of-experience as missing, not as 0 years", () => {
    expect(fieldErrors(providerRegistrationSchema.pick({ yearsExperience: true }).safeParse({ yearsExperience: "" }))).toEqual({ yearsExperience: "Years of experience is required" });
    expect(providerRegistrationSchema.pick({ yearsExperience: true }).parse({ yearsExperience: "0" })).toEqual({ yearsExperience: 0 });
    expect(fieldErrors(providerSelfEditSchema.pick({ experience: true }).safeParse({ experience: "0" }))).toEqual({ experience: "Years of experience is required" });
  });

  it("takes fees in cedis above zero", () => {
    const fee = providerRegistrationSchema.pick({ consultationFee: true });
    expect(fee.parse({ consultationFee: "150.5" })).toEqual({ consultationFee: "150.5" });
    expect(fieldErrors(fee.safeParse({ consultationFee: "0" }))).toEqual({ consultationFee: "Consultation fee must be greater than 0" });
    expect(fieldErrors(fee.safeParse({ consultationFee: "" }))).toEqual({ consultationFee: "Consultation fee is required" });
  });

  it("keeps each day's hours bookable and Sunday closed", () => {
    expect(workingHoursInputSchema.safeParse({ monday: "9:00 AM - 5:00 PM", sunday: "Closed" }).success).toBe(true);
    expect(fieldErrors(workingHoursInputSchema.safeParse({ sunday: "9:00 AM - 1:00 PM", tuesday: "6:00 PM - 9:00 PM", funday: "Closed" }))).toEqual({
      sunday: "Appointments cannot be booked on Sundays, so Sunday must be Closed",
      tuesday: "Tuesday's hours must include bookable time between 9:00 AM and 5:00 PM",
      funday: "Unknown day",
    });
  });

  it("needs a reason to cancel and a forward date range for time off", () => {
    expect(fieldErrors(providerAppointmentUpdateSchema.safeParse({ status: "cancelled" }))).toEqual({ reason: "Tell the patient why the appointment is cancelled" });
    expect(providerAppointmentUpdateSchema.safeParse({ status: "confirmed" }).success).toBe(true);
    expect(fieldErrors(timeOffInputSchema.safeParse({ from: "2026-12-24", to: "2026-12-20" }))).toEqual({ to: "The last day must be on or after the first day" });
  });
});

describe("the wizard's passwords", () => {
  it("are compared on step 1, while later steps are still empty", () => {
    const result = providerWizardSchema.safeParse({ firstName: "Abena", password: "kente-2025", confirmPassword: "kente-2024" });
    expect(fieldErrors(result).confirmPassword).toBe("Passwords don't match");
  });
});
