/** Appointment states, labels and messages, free of zod so screens can import them cheaply. */
import type { SLOT_TIMES } from "./constants.ts";
import { PAYMENT_MESSAGES } from "./payment-options.ts";
import { msg, withValues } from "./msg.ts";

export const APPOINTMENT_STATUSES = ["pending", "confirmed", "completed", "cancelled", "no-show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The status badge texts (docs/product-rules.md#screens-and-texts). */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: msg("Awaiting Confirmation"),
  confirmed: msg("Confirmed"),
  completed: msg("Completed"),
  cancelled: msg("Cancelled"),
  "no-show": msg("No-show"),
};

/** The badge tone each status shows in (names of @gh/ui's Badge tones). */
const STATUS_TONES: Record<AppointmentStatus, "warning" | "success" | "info" | "danger" | "neutral"> = {
  pending: "warning",
  confirmed: "success",
  completed: "info",
  cancelled: "danger",
  "no-show": "neutral",
};

/** The status a screen treats an appointment as: an unknown one shows as pending (docs/product-rules.md#appointment-lifecycle). */
export function knownStatus(status: string): AppointmentStatus {
  return (APPOINTMENT_STATUSES as readonly string[]).includes(status) ? (status as AppointmentStatus) : "pending";
}

/** An appointment's status badge, the same in My Appointments, the provider dashboard and the admin tables. */
export function appointmentStatusBadge(status: string) {
  const known = knownStatus(status);
  return { label: APPOINTMENT_STATUS_LABELS[known], tone: STATUS_TONES[known] };
}

export const PAYMENT_STATUSES = ["pending", "completed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A patient may reschedule or cancel these (docs/product-rules.md#slots). */
export const CHANGEABLE_STATUSES: readonly AppointmentStatus[] = ["pending", "confirmed"];

export type SlotTime = (typeof SLOT_TIMES)[number];

/** The server's answers the booking screens show or branch on. */
export const APPOINTMENT_MESSAGES = {
  slotTaken: msg("This time slot has just been taken. Please choose another time."),
  patientBusy: msg("You already have an appointment at this time. Please choose another time."),
  tooManyHolds: msg("You have unpaid bookings waiting. Complete their payment, or wait 15 minutes for them to lapse, before booking more."),
  sunday: msg("Appointments cannot be booked on Sundays."),
  past: msg("This time has already passed. Please choose a later time."),
  notASlot: msg("Please choose one of the listed appointment times."),
  outsideHours: msg("The provider does not see patients at this time."),
  dayOff: msg("The provider is not seeing patients on this day. Please choose another date."),
  invalidPhone: msg("Enter a Ghana phone number, e.g. +233 24 123 4567"),
  notChangeable: msg("Only pending or confirmed appointments can be changed."),
  holdLapsed: msg("This booking expired before it was paid. Please book again."),
  notCompleted: msg("You can review a visit once it is completed."),
  alreadyReviewed: msg("You have already reviewed this visit."),
  nhisNotCompleted: msg("You can report an NHIS charge once the visit is completed."),
  nhisAlreadyReported: msg("You have already reported an NHIS charge for this visit."),
  notFound: msg("Appointment not found"),
  visitTypeNotOffered: msg("This provider does not offer this kind of visit. Please choose another."),
} as const;

/** The booking and appointment toasts, as the original product's screens word them (docs/product-rules.md#screens-and-texts). */
export const BOOKING_TOASTS = {
  paymentCancelled: { title: msg("Payment Cancelled"), description: msg("You can try again when ready to complete your booking.") },
  /** Its description is shown with `t(description.message, description.values)`. */
  paymentSuccessful: (reference: string) => ({
    title: msg("Payment Successful!"),
    description: withValues(msg("Your appointment has been booked. Reference: {reference}"), { reference }),
  }),
  paymentVerificationFailed: { title: msg("Payment Verification Failed"), description: msg("Please contact support with your transaction reference.") },
  paymentNotConfirmedYet: { title: msg("Payment Not Confirmed Yet"), description: PAYMENT_MESSAGES.notConfirmedYet },
  paymentError: { title: msg("Payment Error"), description: msg("Unable to initialize payment. Please try again.") },
  bookingFailed: { title: msg("Booking Failed"), description: msg("There was an error booking your appointment. Please try again.") },
  rescheduleFailed: { title: msg("Reschedule Failed"), description: msg("Unable to reschedule appointment. Please try again.") },
  cancellationFailed: { title: msg("Cancellation Failed"), description: msg("Unable to cancel appointment. Please try again.") },
  missingInformation: { title: msg("Missing Information"), description: msg("Please select both date and time.") },
  appointmentRescheduled: { title: msg("Appointment Rescheduled") },
  appointmentCancelled: { title: msg("Appointment Cancelled") },
  reviewSubmitted: { title: msg("Review Submitted"), description: msg("Thank you for sharing your experience.") },
  reviewFailed: { title: msg("Review Failed"), description: msg("Unable to submit your review. Please try again.") },
  cancelConfirm: msg("Are you sure you want to cancel this appointment?"),
} as const;

/**
 * My Appointments' two lists: "upcoming", the visits still ahead that hold their time, soonest first;
 * "past", the rest (visits that took place, were missed or cancelled), newest first with the
 * cancelled ones after the visits that took place.
 */
export const MY_APPOINTMENT_VIEWS = ["upcoming", "past"] as const;
export type MyAppointmentView = (typeof MY_APPOINTMENT_VIEWS)[number];
/** Appointments per page of My Appointments. */
export const MY_APPOINTMENTS_PAGE_SIZE = 20;
