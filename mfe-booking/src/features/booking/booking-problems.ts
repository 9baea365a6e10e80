/**
 * What the booking dialog shows inline when the booking call is refused (the toast says "Booking
 * Failed"; this says why, next to what to change).
 */
import { APPOINTMENT_MESSAGES } from "@gh/contracts/appointments/options";
import { t } from "@gh/i18n";
import { unverifiedPaymentMessage } from "../../lib/booking-outcome";
import type { ApiProblem } from "@gh/api-client";
import { CONTACT_FIELDS, type ContactErrors, type ContactField } from "./booking-form";

export interface BookingProblems {
  fields: ContactErrors;
  /** About the chosen time (just taken, or refused): shown above the times. */
  slot: string | null;
  /** About the kind of visit (the provider no longer offers it): shown at the choice of visit. */
  visitType: string | null;
  /** Anything else, shown above Proceed; `verifyAccount` adds a link to verify the account. */
  general: { text: string; verifyAccount?: boolean } | null;
}

export const NO_PROBLEMS: BookingProblems = { fields: {}, slot: null, visitType: null, general: null };

/** Fields shown in their own place in the dialog, not among the contact details. */
const PLACED_FIELDS = new Set(["appointmentDate", "visitType"]);

const isContactField = (name: string): name is ContactField => (CONTACT_FIELDS as readonly string[]).includes(name);

export function refusalProblems({ status, message, fields }: ApiProblem): BookingProblems {
  if (status === 409) return { ...NO_PROBLEMS, slot: message ?? t(APPOINTMENT_MESSAGES.slotTaken) };
  if (status === 400) {
    const contact = Object.fromEntries(Object.entries(fields).filter(([name]) => isContactField(name))) as ContactErrors;
    const other = Object.entries(fields).filter(([name]) => !isContactField(name) && !PLACED_FIELDS.has(name));
    const leftOver = other.length > 0 || Object.keys(fields).length === 0;
    return {
      fields: contact,
      slot: fields.appointmentDate ?? null,
      visitType: fields.visitType ?? null,
      general: leftOver ? { text: other.map(([, text]) => text).join(" ") || message || t("Please check your details and try again.") } : null,
    };
  }
  if (status === 403) return { ...NO_PROBLEMS, general: { text: message ?? t("Please verify your email before booking."), verifyAccount: true } };
  if (status === 401) return { ...NO_PROBLEMS, general: { text: t("You have been signed out. Please sign in again to book.") } };
  if (status === null) return { ...NO_PROBLEMS, general: { text: t("We could not reach the server. Check your connection and try again.") } };
  return { ...NO_PROBLEMS, general: { text: message ?? t("Something went wrong on our side. Please try again.") } };
}

/** The slot was just taken: the patient must choose another time. */
export function slotWasTaken(problem: ApiProblem): boolean {
  return problem.status === 409;
}

/** After a finished checkout the server did not confirm the payment (none found, or not yet). */
export function unverifiedProblems(outcome: { reference: string; pending: boolean }): BookingProblems {
  return {
    ...NO_PROBLEMS,
    general: { text: unverifiedPaymentMessage(outcome) },
  };
}
