/** What the patient is told after a booking attempt (the payment and booking toasts: docs/product-rules.md#screens-and-texts and docs/product-rules.md#payments). */
import { BOOKING_TOASTS } from "@gh/contracts/appointments/options";
import { PAYMENT_MESSAGES } from "@gh/contracts/payments/options";
import { t } from "@gh/i18n";
import { translatedToast } from "@gh/i18n/toast";
import type { ToastInput } from "@gh/ui";
import type { BookingOutcome } from "./run-booking";

export function outcomeToast(outcome: BookingOutcome): ToastInput {
  switch (outcome.kind) {
    case "not-booked":
      return { ...translatedToast(BOOKING_TOASTS.bookingFailed), variant: "destructive" };
    case "payment-error":
      return { ...translatedToast(BOOKING_TOASTS.paymentError), variant: "destructive" };
    case "cancelled":
      return { ...translatedToast(BOOKING_TOASTS.paymentCancelled) };
    case "paid":
      return { ...translatedToast(BOOKING_TOASTS.paymentSuccessful(outcome.reference)), variant: "success" };
    case "unverified":
      return outcome.pending
        ? { ...translatedToast(BOOKING_TOASTS.paymentNotConfirmedYet) }
        : { ...translatedToast(BOOKING_TOASTS.paymentVerificationFailed), variant: "destructive" };
  }
}

/** Shown beside the form after a finished checkout the server did not confirm: the reference is what support will ask for. */
export function unverifiedPaymentMessage(outcome: { reference: string; pending: boolean }): string {
  const { reference } = outcome;
  if (outcome.pending) return `${t(PAYMENT_MESSAGES.notConfirmedYet)} ${t("Your reference is {reference}.", { reference })}`;
  return t("We could not confirm your payment. If you were charged, contact support with your reference {reference}.", { reference });
}
