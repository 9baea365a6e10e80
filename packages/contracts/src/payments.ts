/**
 * Payment calls (SPEC.md §7 payment popup, DESIGN.md §4): the browser charges through the gateway's
 * checkout with our reference, then the server verifies with the gateway before anything is paid.
 */
import { z } from "zod";

/** Our reference for one payment attempt: apt_{appointmentId}_{timestamp}. */
export const PAYMENT_REFERENCE_PATTERN = /^apt_(\d{1,12})_(\d{1,15})$/;

export function paymentReference(appointmentId: number, now = Date.now()): string {
  return `apt_${appointmentId}_${now}`;
}

/** The appointment id a reference was made for, or null when it is not one of ours. */
export function appointmentIdOfReference(reference: string): number | null {
  const match = PAYMENT_REFERENCE_PATTERN.exec(reference);
  return match ? Number(match[1]) : null;
}

const referenceField = () =>
  z.string({ message: "Payment reference is required" }).regex(PAYMENT_REFERENCE_PATTERN, "This is not a payment reference of ours");

/** POST /api/payments/verify */
export const verifyPaymentSchema = z.object({
  reference: referenceField(),
  appointmentId: z.coerce.number({ message: "Appointment id must be a number" }).int().positive("Appointment id must be positive"),
});
export type VerifyPaymentInput = z.input<typeof verifyPaymentSchema>;

/** POST /api/payments/verify answer (200): the appointment is paid. */
export interface VerifiedPayment {
  verified: true;
  appointmentId: number;
  reference: string;
  paymentStatus: "completed";
}

export const PAYMENT_GATEWAYS = ["paystack", "sandbox"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** GET /api/payments/config: which checkout the booking dialog opens. */
export interface PaymentConfig {
  gateway: PaymentGatewayName;
  /** Paystack's public key (pk_…), only with the Paystack gateway. */
  publicKey: string | null;
}

/** The payment methods offered (SPEC.md §2): mobile money networks and card brands. */
export const MOBILE_MONEY_NETWORKS = [
  { id: "mtn", name: "MTN Mobile Money" },
  { id: "vod", name: "Telecel Cash (Vodafone)" },
  { id: "atl", name: "AirtelTigo Money" },
] as const;
export const CARD_BRANDS = ["Visa", "Mastercard"] as const;

/** What the sandbox checkout can be paid with: a mobile money network, or a card. */
export const SANDBOX_CHANNELS = ["mtn", "vod", "atl", "card"] as const;
export type SandboxChannel = (typeof SANDBOX_CHANNELS)[number];

/**
 * POST /api/payments/sandbox/charge (development and tests only): the sandbox checkout tells the
 * sandbox gateway what the test customer did, as a real customer's phone or card would tell Paystack.
 */
export const sandboxChargeSchema = z.object({
  reference: referenceField(),
  amountPesewas: z.number({ message: "Amount is required" }).int("Amount must be whole pesewas").positive("Amount must be positive"),
  channel: z.enum(SANDBOX_CHANNELS, { message: "Choose a payment method" }),
  outcome: z.enum(["success", "failed"], { message: "outcome must be success or failed" }),
});
export type SandboxChargeInput = z.input<typeof sandboxChargeSchema>;

export const PAYMENT_MESSAGES = {
  notVerified: "The payment could not be verified.",
  amountMismatch: "The amount paid does not match the consultation fee.",
  unavailable: "Payments are not available right now. Please try again later.",
  /** Paid after the booking lapsed and its slot went to someone else, or after it was cancelled. */
  bookingNoLongerActive: "This booking is no longer active, so the payment could not be applied to it. Please contact support for a refund.",
  duplicateReference: "Duplicate Transaction Reference",
  badSignature: "Invalid signature",
} as const;
