/**
 * The booking form's state and rules (docs/product-rules.md#screens-and-texts and docs/product-rules.md#slots): Proceed to Payment only when date, time,
 * full name, phone and e-mail are all non-blank; the reason is optional. The server checks
 * everything again; these checks spare the patient a round trip.
 */
import type { SlotAvailability } from "@gh/contracts/appointments";
import { APPOINTMENT_MESSAGES } from "@gh/contracts/appointments/options";
import type { AccountUser } from "@gh/contracts/auth";
import { looksLikeGhanaPhone } from "@gh/contracts/phone";
import type { Provider } from "@gh/contracts/providers";
import type { VisitType } from "@gh/contracts/visit-types";
import { msg } from "@gh/i18n";
import type { AppointmentRequest } from "../../lib/checkout-request";
import { visitFee, type VisitFees } from "./visit-choice";

export interface BookingForm {
  /** In person unless the patient chose an audio or video visit the provider offers. */
  visitType: VisitType;
  /** "YYYY-MM-DD", Ghana time. */
  date: string | null;
  slot: SlotAvailability | null;
  patientName: string;
  patientPhone: string;
  patientEmail: string;
  reason: string;
}

export const CONTACT_FIELDS = ["patientName", "patientPhone", "patientEmail", "reason"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

/** What POST /api/appointments is sent: the contract's input, with the spec's client fields filled in. */

type Patient = Pick<AccountUser, "firstName" | "lastName" | "email" | "phone">;

/** A fresh form, its contact details taken from the signed-in patient's account. */
export function newBookingForm(patient: Patient | null): BookingForm {
  return {
    visitType: "in_person",
    date: null,
    slot: null,
    patientName: patient ? `${patient.firstName} ${patient.lastName}`.trim() : "",
    patientPhone: patient?.phone ?? "",
    patientEmail: patient?.email ?? "",
    reason: "",
  };
}

const blank = (text: string) => text.trim() === "";

/** The account arrived after the form started: fill in the contact details the patient has left blank. */
export function withAccountDetails(form: BookingForm, patient: Patient): BookingForm {
  const account = newBookingForm(patient);
  return {
    ...form,
    patientName: blank(form.patientName) ? account.patientName : form.patientName,
    patientPhone: blank(form.patientPhone) ? account.patientPhone : form.patientPhone,
    patientEmail: blank(form.patientEmail) ? account.patientEmail : form.patientEmail,
  };
}

/** What is still missing before payment, in the patient's words (empty when Proceed can be pressed); English, shown with t(). */
export function missingForPayment(form: BookingForm): string[] {
  const missing: (string | false)[] = [
    // translators: an item of the list after "Still needed:"
    !form.date && msg("a date"),
    // translators: an item of the list after "Still needed:"
    !form.slot && msg("a time"),
    // translators: an item of the list after "Still needed:"
    blank(form.patientName) && msg("your full name"),
    // translators: an item of the list after "Still needed:"
    blank(form.patientPhone) && msg("your phone number"),
    // translators: an item of the list after "Still needed:"
    blank(form.patientEmail) && msg("your email"),
  ];
  return missing.filter((item): item is string => typeof item === "string");
}

export function canProceed(form: BookingForm): boolean {
  return missingForPayment(form).length === 0;
}

/** Problems worth showing before the call; the API's answer covers the rest. */
export function contactErrors(form: BookingForm): ContactErrors {
  return looksLikeGhanaPhone(form.patientPhone) ? {} : { patientPhone: APPOINTMENT_MESSAGES.invalidPhone };
}

/**
 * The booking call's body; the slot's own instant is the appointment time (sent as UTC, docs/product-rules.md#screens-and-texts and docs/product-rules.md#slots).
 * The fee sent is the chosen kind of visit's; the server charges its own figure whatever it says.
 */
export function appointmentRequest(provider: Pick<Provider, "id"> & VisitFees, form: BookingForm & { slot: SlotAvailability }): AppointmentRequest {
  return {
    providerId: provider.id,
    appointmentDate: form.slot.startsAt,
    visitType: form.visitType,
    reason: form.reason.trim(),
    patientName: form.patientName.trim(),
    patientPhone: form.patientPhone.trim(),
    patientEmail: form.patientEmail.trim(),
    fee: visitFee(provider, form.visitType),
    paymentStatus: "pending",
  };
}
