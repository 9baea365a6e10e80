/** How My Appointments reads an appointment: where, whether paid, which actions it offers. */
import type { PatientAppointment } from "@gh/contracts/appointments";
import { CHANGEABLE_STATUSES } from "@gh/contracts/appointments/options";
import { msg, t } from "@gh/i18n";

/** "East Legon Clinic, Accra, Greater Accra", skipping blanks. */
export function appointmentPlace(provider: Pick<PatientAppointment["provider"], "location" | "city" | "region">): string {
  return [provider.location, provider.city, provider.region].filter((part) => part?.trim()).join(", ");
}

export interface PaymentState {
  paid: boolean;
  /** English, shown with t(). */
  text: "Paid" | "Awaiting payment";
  reference: string | null;
}

export function paymentState(appointment: Pick<PatientAppointment, "paymentStatus" | "transactionId">): PaymentState {
  return appointment.paymentStatus === "completed"
    ? { paid: true, text: msg("Paid"), reference: appointment.transactionId }
    : { paid: false, text: msg("Awaiting payment"), reference: null };
}

/**
 * Until when an unpaid booking's slot is still held for the patient (ISO), so it can be paid from
 * here; null once paid, confirmed, cancelled or lapsed (the server then answers "cancelled").
 */
export function heldUntil(appointment: Pick<PatientAppointment, "status" | "paymentStatus" | "holdExpiresAt">, now = Date.now()): string | null {
  const { status, paymentStatus, holdExpiresAt } = appointment;
  if (status !== "pending" || paymentStatus !== "pending" || !holdExpiresAt) return null;
  return Date.parse(holdExpiresAt) > now ? holdExpiresAt : null;
}

/** Pending or confirmed appointments can be rescheduled or cancelled (docs/product-rules.md#slots and docs/product-rules.md#appointment-lifecycle). */
export function canChange(appointment: Pick<PatientAppointment, "status">): boolean {
  return CHANGEABLE_STATUSES.includes(appointment.status);
}

/** One review per completed visit (docs/product-rules.md#reviews). */
export function canReview(appointment: Pick<PatientAppointment, "status" | "reviewed">): boolean {
  return appointment.status === "completed" && !appointment.reviewed;
}

/**
 * A completed visit the patient has not yet reported an NHIS charge for: they may say once that they
 * were charged for a service NHIS covers (docs/product-rules.md#licences-and-nhis).
 */
export function canReportNhisCharge(appointment: Pick<PatientAppointment, "status" | "nhisReported">): boolean {
  return appointment.status === "completed" && !appointment.nhisReported;
}

/** "4 stars", in the page's language. */
export function ratingLabel(rating: number): string {
  return t("{count, plural, one {# star} other {# stars}}", { count: rating });
}
