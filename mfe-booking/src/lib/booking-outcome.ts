/** What the patient is told after a booking attempt (the payment and booking toasts: docs/product-rules.md#screens-and-texts and docs/product-rules.md#payments). */
import { BOOKING_TOASTS } from "@gh/contracts/appointments/options";
import { PAYMENT_MESSAGES } from "@gh/contracts/payments/options";
import type { ToastInput } from "@gh/ui";
import type { BookingOutcome } from "./run-booking";

export function outcomeToast(outcome: BookingOutcome): ToastInput {
  switch (outcome.kind) {
    case "not-booked":
      return { ...BOOKING_TOASTS.bookingFailed, variant: "destructive" };
    case "payment-error":
      return { ...BOOKING_TOASTS.paymentError, variant: "destructive" };
    case "cancelled":
      return { ...BOOKING_TOASTS.paymentCancelled };
    case "paid":
      return { ...BOOKING_TOASTS.paymentSuccessful(outcome.reference), variant: "success" };
    case "unverified":
      return outcome.pending ? { ...BOOKING_TOASTS.paymentNotConfirmedYet } : { ...BOOKING_TOASTS.paymentVerificationFailed, variant: "destructive" };
  }
}

/** Shown beside the form after a finished checkout the server did not confirm: the reference is what support will ask for. */
export function unverifiedPaymentMessage(outcome: { reference: string; pending: boolean }): string {
  if (outcome.pending) return `${PAYMENT_MESSAGES.notConfirmedYet} Your reference is ${outcome.reference}.`;
  return `We could not confirm your payment. If you were charged, contact support with your reference ${outcome.reference}.`;
}
