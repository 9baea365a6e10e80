/** Appointment states, labels and messages, free of zod so screens can import them cheaply. */
import type { SLOT_TIMES } from "./constants.ts";
import { PAYMENT_MESSAGES } from "./payment-options.ts";

export const APPOINTMENT_STATUSES = ["pending", "confirmed", "completed", "cancelled", "no-show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The status badge texts (docs/product-rules.md#screens-and-texts). */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: "Awaiting Confirmation",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  "no-show": "No-show",
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
  slotTaken: "This time slot has just been taken. Please choose another time.",
  patientBusy: "You already have an appointment at this time. Please choose another time.",
  tooManyHolds: "You have unpaid bookings waiting. Complete their payment, or wait 15 minutes for them to lapse, before booking more.",
  sunday: "Appointments cannot be booked on Sundays.",
  past: "This time has already passed. Please choose a later time.",
  notASlot: "Please choose one of the listed appointment times.",
  outsideHours: "The provider does not see patients at this time.",
  dayOff: "The provider is not seeing patients on this day. Please choose another date.",
  invalidPhone: "Enter a Ghana phone number, e.g. +233 24 123 4567",
  notChangeable: "Only pending or confirmed appointments can be changed.",
  holdLapsed: "This booking expired before it was paid. Please book again.",
  notCompleted: "You can review a visit once it is completed.",
  alreadyReviewed: "You have already reviewed this visit.",
  notFound: "Appointment not found",
} as const;

/** The booking and appointment toasts, as the original product's screens word them (docs/product-rules.md#screens-and-texts). */
export const BOOKING_TOASTS = {
  paymentCancelled: { title: "Payment Cancelled", description: "You can try again when ready to complete your booking." },
  paymentSuccessful: (reference: string) => ({ title: "Payment Successful!", description: `Your appointment has been booked. Reference: ${reference}` }),
  paymentVerificationFailed: { title: "Payment Verification Failed", description: "Please contact support with your transaction reference." },
  paymentNotConfirmedYet: { title: "Payment Not Confirmed Yet", description: PAYMENT_MESSAGES.notConfirmedYet },
  paymentError: { title: "Payment Error", description: "Unable to initialize payment. Please try again." },
  bookingFailed: { title: "Booking Failed", description: "There was an error booking your appointment. Please try again." },
  rescheduleFailed: { title: "Reschedule Failed", description: "Unable to reschedule appointment. Please try again." },
  cancellationFailed: { title: "Cancellation Failed", description: "Unable to cancel appointment. Please try again." },
  missingInformation: { title: "Missing Information", description: "Please select both date and time." },
  appointmentRescheduled: { title: "Appointment Rescheduled" },
  appointmentCancelled: { title: "Appointment Cancelled" },
  reviewSubmitted: { title: "Review Submitted", description: "Thank you for sharing your experience." },
  reviewFailed: { title: "Review Failed", description: "Unable to submit your review. Please try again." },
  cancelConfirm: "Are you sure you want to cancel this appointment?",
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
