/**
 * The booking flow (docs/product-rules.md#payments): create the appointment (pending), open the checkout, verify the
 * payment on the server. Each step is passed in, so the same flow drives Paystack, the sandbox
 * checkout and the tests; the outcome says what the patient is told.
 */
import type { CreatedAppointment } from "@gh/contracts/appointments";
import { paymentReference } from "@gh/contracts/payments/options";
import { readApiProblem, type ApiProblem } from "@gh/api-client";
import { msg } from "@gh/i18n";
import { checkoutRequest, type BookingOrder, type CheckoutRequest } from "./checkout-request";

/**
 * How a checkout ended: "completed" when the customer finished it (the server still has to confirm
 * that money arrived), "cancelled" when they closed it. Failing to open it is a rejection.
 */
export type CheckoutResult = "completed" | "cancelled";

export type BookingPhase = "booking" | "checkout" | "verifying";

/** What a pay button says while an attempt runs (English: shown with t()). */
export const PHASE_LABELS: Record<BookingPhase, string> = {
  booking: msg("Booking..."),
  checkout: msg("Opening payment..."),
  verifying: msg("Verifying payment..."),
};

export type BookingOutcome =
  /** The appointment was not created (a 409 when the slot was just taken, a 400 about the form…). */
  | { kind: "not-booked"; problem: ApiProblem }
  /** Created, but no checkout could be opened (no payment key, the library did not load). */
  | { kind: "payment-error"; appointmentId: number }
  /** The checkout was closed: the booking stays pending on the server. */
  | { kind: "cancelled"; appointmentId: number; reference: string }
  /** Paid: `appointment` is the server's record of it (its time and fee), for the confirmation screen. */
  | { kind: "paid"; appointmentId: number; reference: string; appointment: CreatedAppointment }
  /**
   * The checkout finished but the server did not confirm a payment: it found none, or (`pending`)
   * it could not ask the gateway yet or its answer never arrived, and the booking stays pending
   * until the gateway's webhook or a later verify settles it.
   */
  | { kind: "unverified"; appointmentId: number; reference: string; pending: boolean };

export interface BookingSteps {
  createAppointment: (request: BookingOrder["request"]) => Promise<CreatedAppointment>;
  openCheckout: (request: CheckoutRequest) => Promise<CheckoutResult>;
  verifyPayment: (input: { reference: string; appointmentId: number }) => Promise<unknown>;
  onPhase?: (phase: BookingPhase) => void;
  now?: () => number;
}

export async function runBooking(order: BookingOrder, steps: BookingSteps): Promise<BookingOutcome> {
  steps.onPhase?.("booking");
  let appointment: CreatedAppointment;
  try {
    appointment = await steps.createAppointment(order.request);
  } catch (error) {
    return { kind: "not-booked", problem: readApiProblem(error) };
  }

  const appointmentId = appointment.id;
  // A new reference per attempt: trying again after a closed checkout is a new payment.
  const reference = paymentReference(appointmentId, steps.now?.() ?? Date.now());
  steps.onPhase?.("checkout");
  let result: CheckoutResult;
  try {
    result = await steps.openCheckout(checkoutRequest(appointment, order, reference));
  } catch {
    return { kind: "payment-error", appointmentId };
  }
  if (result === "cancelled") return { kind: "cancelled", appointmentId, reference };

  steps.onPhase?.("verifying");
  try {
    await steps.verifyPayment({ reference, appointmentId });
    return { kind: "paid", appointmentId, reference, appointment };
  } catch (error) {
    const { status } = readApiProblem(error);
    return { kind: "unverified", appointmentId, reference, pending: status === 503 || status === null };
  }
}
