/**
 * Pays for an appointment through the booking flow (run-booking) with the real calls: the checkout the
 * server configured (the sandbox panel, or Paystack's frame), the payment toasts, and the refresh of
 * My Appointments. The booking dialog pays for the appointment it has just created; My Appointments
 * for one whose slot is still held.
 */
import { useToast } from "@gh/ui";
import { useQueryClient } from "@gh/query";
import { useRef, useState } from "react";
import { MY_APPOINTMENTS_KEY } from "@gh/contracts/federation";
import { refreshProviderLists } from "./query-keys";
import { readPaymentConfig, verifyPayment } from "./payments-api";
import { outcomeToast } from "./booking-outcome";
import type { BookingOrder, CheckoutRequest } from "./checkout-request";
import { chooseGateway } from "./choose-gateway";
import { openPaystackCheckout } from "./paystack-checkout";
import { runBooking, type BookingOutcome, type BookingPhase, type BookingSteps, type CheckoutResult } from "./run-booking";

/** The sandbox checkout on screen, and how it reports back to the waiting flow. */
export interface SandboxSession {
  request: CheckoutRequest;
  finish: (result: CheckoutResult | Error) => void;
}

export function useCheckout() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [phase, setPhase] = useState<BookingPhase | null>(null);
  const [sandbox, setSandbox] = useState<SandboxSession | null>(null);
  const [paystackShowing, setPaystackShowing] = useState(false);
  // Set at once (state waits for a render): a double press or a second Enter must not pay twice.
  const running = useRef(false);

  async function openCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    const gateway = await chooseGateway((fresh) => readPaymentConfig(queryClient, fresh));
    if (gateway.name === "sandbox") {
      return new Promise((resolve, reject) =>
        setSandbox({
          request,
          finish: (result) => {
            setSandbox(null);
            if (result instanceof Error) reject(result);
            else resolve(result);
          },
        }),
      );
    }
    try {
      return await openPaystackCheckout(gateway.publicKey, request, () => setPaystackShowing(true));
    } finally {
      setPaystackShowing(false);
    }
  }

  /**
   * One attempt, unless one is already running: `createAppointment` books the slot (or hands back the
   * appointment already held); `afterOutcome` says what stays on screen, after the toast.
   */
  async function pay(order: BookingOrder, createAppointment: BookingSteps["createAppointment"], afterOutcome: (outcome: BookingOutcome) => void) {
    if (running.current) return;
    running.current = true;
    try {
      const outcome = await runBooking(order, { createAppointment, openCheckout, verifyPayment, onPhase: setPhase });
      toast(outcomeToast(outcome));
      // From here on the appointment exists (pending or paid): the list must show it.
      if (outcome.kind !== "not-booked") {
        void queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY });
        void refreshProviderLists(queryClient);
      }
      afterOutcome(outcome);
    } finally {
      running.current = false;
      setPhase(null);
    }
  }

  /**
   * The patient asks to close the dialog: true when it may close now. Closing the test checkout is
   * closing the payment popup (the booking stays pending, and the outcome closes the dialog); while
   * booking or verifying, wait for the server's answer: it decides what the patient is told.
   */
  function mayClose(): boolean {
    if (sandbox) {
      sandbox.finish("cancelled");
      return false;
    }
    return phase === null;
  }

  return { phase, sandbox, paystackShowing, pay, mayClose };
}
