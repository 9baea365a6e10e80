/** Payment references, gateways, methods and messages, free of zod so screens can import them cheaply. */
import { msg } from "./msg.ts";

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

export const PAYMENT_GATEWAYS = ["paystack", "sandbox"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** The payment methods offered (docs/product-rules.md#payments): mobile money networks and card brands. */
export const MOBILE_MONEY_NETWORKS = [
  { id: "mtn", name: "MTN Mobile Money" },
  { id: "vod", name: "Telecel Cash (Vodafone)" },
  { id: "atl", name: "AirtelTigo Money" },
] as const;
export const CARD_BRANDS = ["Visa", "Mastercard"] as const;

/** What the sandbox checkout can be paid with: a mobile money network, or a card. */
export const SANDBOX_CHANNELS = ["mtn", "vod", "atl", "card"] as const;
export type SandboxChannel = (typeof SANDBOX_CHANNELS)[number];

export const PAYMENT_MESSAGES = {
  notVerified: msg("The payment could not be verified."),
  /** The gateway did not answer the verify in time: the booking stays pending until the webhook or a later verify. */
  notConfirmedYet: msg("We could not confirm your payment yet. If you paid, your booking will be confirmed shortly: check My Appointments in a few minutes."),
  amountMismatch: msg("The amount paid does not match the consultation fee."),
  unavailable: msg("Payments are not available right now. Please try again later."),
  /** Paid after the booking lapsed and its slot went to someone else, or after it was cancelled. */
  bookingNoLongerActive: msg("This booking is no longer active, so the payment could not be applied to it. Please contact support for a refund."),
  duplicateReference: msg("Duplicate Transaction Reference"),
  badSignature: msg("Invalid signature"),
} as const;
