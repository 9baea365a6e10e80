import { describe, expect, it } from "vitest";
import {
  providerAppointmentUpdateSchema,
  providerRegistrationSchema,
  providerSelfEditSchema,
  providerUpdateSchema,
  providerWizardSchema,
  timeOffInputSchema,
  WORKING_HOURS_FORMAT,
  workingHoursInputSchema,
} from "./provider-practice.ts";
import { WIZARD_STEPS } from "./provider-options.ts";

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

describe("the profile's JSON-encoded fields", () => {
  const lists = providerRegistrationSchema.pick({ services: true, languages: true });

  it("takes working hours as an object or as the JSON text of one, checking each day alike", () => {
    expect(workingHoursInputSchema.parse('{"monday":"9:00 AM - 5:00 PM","sunday":"Closed"}')).toEqual({ monday: "9:00 AM - 5:00 PM", sunday: "Closed" });
    expect(fieldErrors(workingHoursInputSchema.safeParse('{"sunday":"9:00 AM - 1:00 PM"}'))).toEqual({ sunday: "Appointments cannot be booked on Sundays, so Sunday must be Closed" });
  });

  it("says what working hours must look like when they cannot be read, and that they are required when missing or too short", () => {
    for (const unreadable of ["Monday-Friday 9:00-17:00", '["9:00 AM - 5:00 PM"]', '{"monday": "9:00 AM - 5:00 PM"', 42, ["9:00 AM - 5:00 PM"]]) {
      expect(fieldErrors(workingHoursInputSchema.safeParse(unreadable)), JSON.stringify(unreadable)).toEqual({ "": WORKING_HOURS_FORMAT });
    }
    for (const missing of [null, undefined, "", "9-5"]) {
      expect(fieldErrors(workingHoursInputSchema.safeParse(missing)), String(missing)).toEqual({ "": "Working hours are required" });
    }
    expect(fieldErrors(providerSelfEditSchema.safeParse({ workingHours: "{}" }))).toEqual({ workingHours: "Working hours are required" });
  });

  it("takes services and languages as comma-separated text, a JSON list's text or a list", () => {
    expect(lists.parse({ services: '["Consultation","Check-ups"]', languages: "English, Twi" })).toEqual({ services: ["Consultation", "Check-ups"], languages: ["English", "Twi"] });
    expect(lists.parse({ services: ["Consultation", " Check-ups "], languages: " [ \"Ga\" ] " })).toEqual({ services: ["Consultation", "Check-ups"], languages: ["Ga"] });
    expect(lists.parse({})).toEqual({ services: [], languages: [] });
  });

  it("says what a list must look like when it cannot be read", () => {
    expect(fieldErrors(lists.safeParse({ services: '["Consultation",', languages: 7 }))).toEqual({
      services: 'Services must be comma-separated text or a JSON list of text, like ["Consultation","Check-ups"]',
      languages: 'Languages must be comma-separated text or a JSON list of text, like ["English","Twi"]',
    });
    expect(fieldErrors(lists.safeParse({ services: "[1, 2]", languages: ["English", 2] }))).toMatchObject({ services: expect.stringMatching(/^Services must be/), languages: expect.stringMatching(/^Languages must be/) });
    expect(fieldErrors(lists.safeParse({ services: ["x".repeat(101)] }))).toEqual({ services: "Each entry must be at most 100 characters" });
  });

  it("leaves out of an edit what was left out of the request, and clears what was sent blank", () => {
    expect(providerSelfEditSchema.parse({})).toEqual({});
    expect(providerUpdateSchema.parse({})).toEqual({});
    expect(providerSelfEditSchema.parse({ services: "", languages: null })).toEqual({ services: [], languages: [] });
    expect(providerUpdateSchema.parse({ services: "[]" })).toEqual({ services: [] });
  });

  it("still checks a field that is sent, with its own message", () => {
    expect(fieldErrors(providerSelfEditSchema.safeParse({ experience: "" }))).toEqual({ experience: "Years of experience is required" });
    expect(fieldErrors(providerSelfEditSchema.safeParse({ phone: null, workingHours: null }))).toEqual({ phone: "Phone number is required", workingHours: "Working hours are required" });
  });
});

describe("the licence's regulator and the NHIS facts", () => {
  const registration = providerRegistrationSchema.pick({ regulator: true, acceptsNhis: true, nhiaAccreditationNumber: true });

  it("ask the wizard for the regulator, and take no NHIS unless the provider says so", () => {
    expect(fieldErrors(registration.safeParse({}))).toEqual({ regulator: "Choose the regulator that issued your licence" });
    expect(fieldErrors(registration.safeParse({ regulator: "fda" }))).toEqual({ regulator: "Choose the regulator that issued your licence" });
    expect(registration.parse({ regulator: "nmc" })).toEqual({ regulator: "nmc", acceptsNhis: false, nhiaAccreditationNumber: null });
    expect(registration.parse({ regulator: "mdc", acceptsNhis: true, nhiaAccreditationNumber: "  NHIA/HF/12345 " })).toEqual({ regulator: "mdc", acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/12345" });
    expect(fieldErrors(registration.safeParse({ regulator: "mdc", acceptsNhis: "yes", nhiaAccreditationNumber: "N".repeat(51) }))).toEqual({
      acceptsNhis: "Choose yes or no",
      nhiaAccreditationNumber: "Must be at most 50 characters",
    });
  });

  it("let Edit Profile leave them as they are, change them, or clear the accreditation number with a blank", () => {
    expect(providerSelfEditSchema.parse({ phone: "024 555 1234" })).toEqual({ phone: "024 555 1234" });
    expect(providerSelfEditSchema.parse({ regulator: "psychology", acceptsNhis: false })).toEqual({ regulator: "psychology", acceptsNhis: false });
    expect(providerSelfEditSchema.parse({ nhiaAccreditationNumber: " " })).toEqual({ nhiaAccreditationNumber: null });
    expect(fieldErrors(providerSelfEditSchema.safeParse({ regulator: "" }))).toEqual({ regulator: "Choose the regulator that issued your licence" });
  });

  it("belong to the wizard's steps, as every field it sends does, so a refusal opens the step to fix", () => {
    const stepOf = (field: string) => WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
    expect([stepOf("regulator"), stepOf("licenseNumber"), stepOf("acceptsNhis"), stepOf("nhiaAccreditationNumber")]).toEqual([1, 1, 2, 2]);
    for (const field of Object.keys(providerRegistrationSchema.shape)) expect(stepOf(field), field).toBeGreaterThanOrEqual(0);
  });
});

describe("the wizard's passwords", () => {
  it("are compared on step 1, while later steps are still empty", () => {
    const result = providerWizardSchema.safeParse({ firstName: "Abena", password: "kente-2025", confirmPassword: "kente-2024" });
    expect(fieldErrors(result).confirmPassword).toBe("Passwords don't match");
  });
});
