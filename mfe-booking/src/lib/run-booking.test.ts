import { ApiError } from "@gh/api-client";
import type { CreatedAppointment } from "@gh/contracts/appointments";
import { PAYMENT_MESSAGES } from "@gh/contracts/payments/options";
import { describe, expect, it } from "vitest";
import { outcomeToast, unverifiedPaymentMessage } from "./booking-outcome";
import type { BookingOrder, CheckoutRequest } from "./checkout-request";
import { runBooking, type BookingPhase, type BookingSteps, type CheckoutResult } from "./run-booking";

const order: BookingOrder = {
  providerName: "Dr. Kwame Mensah",
  request: {
    providerId: 7,
    appointmentDate: "2026-11-23T10:30:00.000Z",
    reason: "Check-up",
    patientName: "Akosua Boateng",
    patientPhone: "+233241234567",
    patientEmail: "akosua@example.com",
    fee: "150.00",
    paymentStatus: "pending",
  },
};

const created: CreatedAppointment = {
  id: 42,
  bookingCode: "K7QX4M",
  status: "pending",
  paymentStatus: "pending",
  appointmentDate: "2026-11-23T10:30:00.000Z",
  fee: "150.00",
  visitType: "in_person",
  visitNote: null,
  platformCommission: "15.00",
  amountPesewas: 15000,
  holdExpiresAt: "2026-11-23T09:15:00.000Z",
};

const NOW = 1_795_000_000_000;

/** A fake API and checkout that record what the flow did. */
function fakeSteps({
  checkout = "completed",
  verified = true,
  createError,
  verifyError,
}: { checkout?: CheckoutResult | Error; verified?: boolean; createError?: unknown; verifyError?: unknown } = {}) {
  const log: string[] = [];
  const phases: BookingPhase[] = [];
  const opened: CheckoutRequest[] = [];
  const steps: BookingSteps = {
    createAppointment: async (request) => {
      log.push(`create ${request.appointmentDate}`);
      if (createError) throw createError;
      return created;
    },
    openCheckout: async (request) => {
      opened.push(request);
      log.push(`checkout ${request.reference}`);
      if (checkout instanceof Error) throw checkout;
      return checkout;
    },
    verifyPayment: async ({ reference, appointmentId }) => {
      log.push(`verify ${reference} ${appointmentId}`);
      if (verifyError) throw verifyError;
      if (!verified) throw new ApiError(402, "402: not paid", { error: { code: "bad_request", message: "The payment could not be verified." } });
      return { verified: true };
    },
    onPhase: (phase) => phases.push(phase),
    now: () => NOW,
  };
  return { steps, log, phases, opened };
}

describe("booking and paying for an appointment", () => {
  it("books the 10:30 slot, charges the server's amount in pesewas and confirms the payment", async () => {
    const { steps, log, phases, opened } = fakeSteps();
    const outcome = await runBooking(order, steps);

    expect(outcome).toEqual({ kind: "paid", appointmentId: 42, reference: `apt_42_${NOW}`, appointment: created });
    expect(log).toEqual(["create 2026-11-23T10:30:00.000Z", `checkout apt_42_${NOW}`, `verify apt_42_${NOW} 42`]);
    expect(phases).toEqual(["booking", "checkout", "verifying"]);
    expect(opened[0]).toMatchObject({
      reference: `apt_42_${NOW}`,
      amountPesewas: 15000,
      currency: "GHS",
      email: "akosua@example.com",
      metadata: { appointmentId: 42, providerId: 7, patientName: "Akosua Boateng", patientPhone: "+233241234567" },
    });
    expect(opened[0]!.metadata.custom_fields).toContainEqual({
      display_name: "Appointment time",
      variable_name: "appointment_time",
      value: "Monday, 23 November 2026, 10:30 AM",
    });
    expect(outcomeToast(outcome)).toEqual({
      title: "Payment Successful!",
      description: `Your appointment has been booked. Reference: apt_42_${NOW}`,
      variant: "success",
    });
  });

  it("leaves the booking pending when the patient closes the checkout, and never verifies", async () => {
    const { steps, log } = fakeSteps({ checkout: "cancelled" });
    const outcome = await runBooking(order, steps);
    expect(outcome).toEqual({ kind: "cancelled", appointmentId: 42, reference: `apt_42_${NOW}` });
    expect(log.some((line) => line.startsWith("verify"))).toBe(false);
    expect(outcomeToast(outcome)).toEqual({ title: "Payment Cancelled", description: "You can try again when ready to complete your booking." });
  });

  it("says Payment Verification Failed when the server finds no payment", async () => {
    const { steps } = fakeSteps({ verified: false });
    const outcome = await runBooking(order, steps);
    expect(outcome).toEqual({ kind: "unverified", appointmentId: 42, reference: `apt_42_${NOW}`, pending: false });
    expect(outcomeToast(outcome).title).toBe("Payment Verification Failed");
    expect(unverifiedPaymentMessage(outcome as { reference: string; pending: boolean })).toContain("contact support");
  });

  it("says the payment is not confirmed yet, not failed, when the gateway could not be asked or the answer never came", async () => {
    const unavailable = new ApiError(503, "503: …", { error: { code: "unavailable", message: PAYMENT_MESSAGES.notConfirmedYet } });
    for (const verifyError of [unavailable, new TypeError("Failed to fetch")]) {
      const { steps } = fakeSteps({ verifyError });
      const outcome = await runBooking(order, steps);
      expect(outcome).toEqual({ kind: "unverified", appointmentId: 42, reference: `apt_42_${NOW}`, pending: true });
      expect(outcomeToast(outcome)).toEqual({ title: "Payment Not Confirmed Yet", description: PAYMENT_MESSAGES.notConfirmedYet });
      expect(unverifiedPaymentMessage(outcome as { reference: string; pending: boolean })).toBe(`${PAYMENT_MESSAGES.notConfirmedYet} Your reference is apt_42_${NOW}.`);
    }
  });

  it("says Payment Error when no checkout can be opened", async () => {
    const { steps, log } = fakeSteps({ checkout: new Error("library did not load") });
    const outcome = await runBooking(order, steps);
    expect(outcome).toEqual({ kind: "payment-error", appointmentId: 42 });
    expect(outcomeToast(outcome)).toEqual({ title: "Payment Error", description: "Unable to initialize payment. Please try again.", variant: "destructive" });
    expect(log).toHaveLength(2);
  });

  it("says Booking Failed, with the server's reason, when the slot was just taken", async () => {
    const taken = new ApiError(409, "409: …", { error: { code: "conflict", message: "This time slot has just been taken. Please choose another time." } });
    const { steps, log, phases } = fakeSteps({ createError: taken });
    const outcome = await runBooking(order, steps);
    expect(outcome).toEqual({
      kind: "not-booked",
      problem: { status: 409, message: "This time slot has just been taken. Please choose another time.", fields: {} },
    });
    expect(log).toEqual(["create 2026-11-23T10:30:00.000Z"]);
    expect(phases).toEqual(["booking"]);
    expect(outcomeToast(outcome)).toEqual({
      title: "Booking Failed",
      description: "There was an error booking your appointment. Please try again.",
      variant: "destructive",
    });
  });
});
