/**
 * Runs a booking from the dialog: checks the form, then pays through the shared checkout (use-checkout)
 * with a new appointment, and says what stays on screen afterwards (after payment: the confirmation).
 */
import { currentUserQuery } from "@gh/api-client";
import { providerName } from "@gh/contracts/regions";
import type { Provider } from "@gh/contracts/providers";
import { useQueryClient } from "@gh/query";
import { useCallback, useState } from "react";
import { refreshAvailability } from "../../../lib/use-availability";
import { createAppointment } from "../api/booking-api";
import { bookedVisit, type BookedVisit } from "../booked-visit";
import { appointmentRequest, canProceed, contactErrors } from "../booking-form";
import { NO_PROBLEMS, refusalProblems, slotWasTaken, unverifiedProblems } from "../booking-problems";
import type { BookingOutcome } from "../../../lib/run-booking";
import { useCheckout } from "../../../lib/use-checkout";
import type { BookingFormState } from "./use-booking-form";

export function useBookingFlow(provider: Provider, booking: BookingFormState, onDone: () => void) {
  const queryClient = useQueryClient();
  const checkout = useCheckout();
  // The visit just paid for: the dialog shows its confirmation until the patient closes it.
  const [booked, setBooked] = useState<BookedVisit | null>(null);

  /** What stays on screen after an attempt, and what else is refreshed. */
  function afterOutcome(outcome: BookingOutcome) {
    // A booking the server took keeps the phone it was made with on the account: the next form starts with it.
    if (outcome.kind !== "not-booked") void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    switch (outcome.kind) {
      case "not-booked": {
        const taken = slotWasTaken(outcome.problem);
        booking.report(refusalProblems(outcome.problem), { clearSlot: taken });
        if (taken) void refreshAvailability(queryClient, provider.id);
        break;
      }
      case "unverified":
        booking.report(unverifiedProblems(outcome));
        break;
      case "payment-error":
        // The toast says it; clear what an earlier attempt said.
        booking.report(NO_PROBLEMS);
        break;
      case "paid":
        void refreshAvailability(queryClient, provider.id);
        booking.reset();
        setBooked(bookedVisit(provider, outcome.appointment, outcome.reference));
        break;
      case "cancelled":
        void refreshAvailability(queryClient, provider.id);
        booking.reset();
        onDone();
        break;
    }
  }

  async function proceed() {
    const { form } = booking;
    if (!canProceed(form) || !form.slot) return;
    const early = contactErrors(form);
    if (Object.keys(early).length > 0) {
      booking.report({ ...NO_PROBLEMS, fields: early });
      return;
    }
    const order = { request: appointmentRequest(provider, { ...form, slot: form.slot }), providerName: providerName(provider) };
    await checkout.pay(order, createAppointment, afterOutcome);
  }

  const { phase, sandbox, paystackShowing, mayClose } = checkout;
  /** The dialog closed: the next opening starts a new booking. Stable, so the dialog's effect runs only as it opens or closes. */
  const forgetBooked = useCallback(() => setBooked(null), []);
  return { phase, sandbox, paystackShowing, mayClose, proceed, booked, forgetBooked };
}
