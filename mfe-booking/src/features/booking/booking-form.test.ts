import type { SlotAvailability } from "@gh/contracts/appointments";
import { describe, expect, it } from "vitest";
import {
  appointmentRequest,
  canProceed,
  contactErrors,
  missingForPayment,
  newBookingForm,
  withAccountDetails,
  type BookingForm,
} from "./booking-form";

const patient = { firstName: "Akosua", lastName: "Boateng", email: "akosua@example.com", phone: "+233241234567" };
const slot: SlotAvailability = { time: "10:30", startsAt: "2026-11-23T10:30:00.000Z", available: true };
const complete: BookingForm = { ...newBookingForm(patient), date: "2026-11-23", slot };

describe("the booking form", () => {
  it("starts with the patient's own contact details and no date or time", () => {
    expect(newBookingForm(patient)).toEqual({
      visitType: "in_person",
      date: null,
      slot: null,
      patientName: "Akosua Boateng",
      patientPhone: "+233241234567",
      patientEmail: "akosua@example.com",
      reason: "",
    });
    expect(newBookingForm({ ...patient, phone: null }).patientPhone).toBe("");
  });

  it("fills in only what the patient left blank when the account arrives late", () => {
    const typed = { ...newBookingForm(null), date: "2026-11-23", patientName: "Kofi Boateng" };
    expect(withAccountDetails(typed, patient)).toEqual({ ...typed, patientPhone: "+233241234567", patientEmail: "akosua@example.com" });
  });

  it("enables Proceed to Payment only with a date, a time, a name, a phone and an email", () => {
    expect(canProceed(complete)).toBe(true);
    expect(canProceed(newBookingForm(patient))).toBe(false);
    expect(missingForPayment(newBookingForm(patient))).toEqual(["a date", "a time"]);
    expect(canProceed({ ...complete, slot: null })).toBe(false);
    expect(missingForPayment({ ...complete, patientName: "   " })).toEqual(["your full name"]);
    expect(missingForPayment({ ...complete, patientPhone: "" })).toEqual(["your phone number"]);
    expect(missingForPayment({ ...complete, patientEmail: " " })).toEqual(["your email"]);
    // The reason is optional.
    expect(canProceed({ ...complete, reason: "" })).toBe(true);
  });

  it("catches a phone number that is not Ghanaian before calling the server", () => {
    expect(contactErrors(complete)).toEqual({});
    expect(contactErrors({ ...complete, patientPhone: "024 123 4567" })).toEqual({});
    expect(contactErrors({ ...complete, patientPhone: "12345" })).toEqual({ patientPhone: "Enter a Ghana phone number, e.g. +233 24 123 4567" });
  });

  it("books the chosen slot's instant with trimmed details and the provider's fee", () => {
    const request = appointmentRequest(
      { id: 7, consultationFee: "150.00", remoteVisits: { audio: null, video: null } },
      { ...complete, slot, patientName: " Akosua Boateng ", reason: "  Chest pain " },
    );
    expect(request).toEqual({
      providerId: 7,
      appointmentDate: "2026-11-23T10:30:00.000Z",
      visitType: "in_person",
      reason: "Chest pain",
      patientName: "Akosua Boateng",
      patientPhone: "+233241234567",
      patientEmail: "akosua@example.com",
      fee: "150.00",
      paymentStatus: "pending",
    });
  });

  it("books the kind of visit chosen, with that kind's fee", () => {
    const provider = { id: 7, consultationFee: "150.00", remoteVisits: { audio: "80.00", video: "120.00" } };
    expect(appointmentRequest(provider, { ...complete, slot, visitType: "audio" })).toMatchObject({ visitType: "audio", fee: "80.00" });
    expect(appointmentRequest(provider, { ...complete, slot, visitType: "video" })).toMatchObject({ visitType: "video", fee: "120.00" });
    expect(appointmentRequest(provider, { ...complete, slot })).toMatchObject({ visitType: "in_person", fee: "150.00" });
  });
});
