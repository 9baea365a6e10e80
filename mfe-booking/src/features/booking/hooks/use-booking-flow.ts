/**
 * Runs a booking from the dialog: the flow (run-booking) with the real calls, the checkout the server
 * configured, the toasts, and what to refresh afterwards.
 */
import { providerName } from "@gh/contracts";
import type { Provider } from "@gh/contracts";
import { useToast } from "@gh/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { MY_APPOINTMENTS_KEY } from "../../my-appointments/api/use-my-appointments";
import { refreshAvailability } from "../../slot-picker/api/use-availability";
import { createAppointment, readPaymentConfig, verifyPayment } from "../api/booking-api";
import { appointmentRequest, canProceed, contactErrors } from "../booking-form";
import { NO_PROBLEMS, refusalProblems, slotWasTaken, unverifiedProblems } from "../booking-problems";
import { outcomeToast } from "../checkout/booking-outcome";
import type { CheckoutRequest } from "../checkout/checkout-request";
import { chooseGateway } from "../checkout/choose-gateway";
import { openPaystackCheckout } from "../checkout/paystack-checkout";
import { runBooking, type BookingOutcome, type BookingPhase, type CheckoutResult } from "../checkout/run-booking";
import type { BookingFormState } from "./use-booking-form";

/** The sandbox checkout on screen, and how it reports back to the waiting flow. */
export interface SandboxSession {
  request: CheckoutRequest;
  finish: (result: CheckoutResult | Error) => void;
}

export function useBookingFlow(provider: Provider, booking: BookingFormState, onDone: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [phase, setPhase] = useState<BookingPhase | null>(null);
  const [sandbox, setSandbox] = useState<SandboxSession | null>(null);
  const [paystackShowing, setPaystackShowing] = useState(false);
  // Set at once (state waits for a render): a double press or a second Enter must not book twice.
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

  /** What stays on screen after an attempt, and what is refreshed. */
  function afterOutcome(outcome: BookingOutcome) {
    // From here on the appointment exists (pending or paid): the list must show it.
    if (outcome.kind !== "not-booked") void queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY });
    switch (outcome.kind) {
      case "not-booked": {
        const taken = slotWasTaken(outcome.problem);
        booking.report(refusalProblems(outcome.problem), { clearSlot: taken });
        if (taken) void refreshAvailability(queryClient, provider.id);
        break;
      }
      case "unverified":
        booking.report(unverifiedProblems(outcome.reference));
        break;
      case "payment-error":
        // The toast says it; clear what an earlier attempt said.
        booking.report(NO_PROBLEMS);
        break;
      case "paid":
      case "cancelled":
        void refreshAvailability(queryClient, provider.id);
        booking.reset();
        onDone();
        break;
    }
  }

  async function proceed() {
    const { form } = booking;
    if (running.current || !canProceed(form) || !form.slot) return;
    const early = contactErrors(form);
    if (Object.keys(early).length > 0) {
      booking.report({ ...NO_PROBLEMS, fields: early });
      return;
    }
    running.current = true;
    try {
      const order = { request: appointmentRequest(provider, { ...form, slot: form.slot }), providerName: providerName(provider) };
      const outcome = await runBooking(order, { createAppointment, openCheckout, verifyPayment, onPhase: setPhase });
      toast(outcomeToast(outcome));
      afterOutcome(outcome);
    } finally {
      running.current = false;
      setPhase(null);
    }
  }

  return { phase, sandbox, paystackShowing, proceed };
}
