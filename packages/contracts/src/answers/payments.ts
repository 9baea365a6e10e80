/**
 * The payment routes' answers as zod schemas (docs/architecture.md#api-hono-on-workers): the API's
 * published contract, and the source of the `PaymentConfig`, `VerifiedPayment`, `SandboxCharge` and
 * `WebhookReceipt` types (../payments.ts). Only the Worker loads this module.
 */
import { z } from "zod";
import { PAYMENT_GATEWAYS } from "../payment-options.ts";

/** GET /api/payments/config: which checkout the booking dialog opens. */
export const paymentConfigSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  publicKey: z.string().nullable().describe("Paystack's public key (pk_…), only with the Paystack gateway."),
});

/** POST /api/payments/verify answer (200): the appointment is paid. */
export const verifiedPaymentSchema = z.object({
  verified: z.literal(true),
  appointmentId: z.number().int(),
  reference: z.string(),
  paymentStatus: z.literal("completed"),
});

/** POST /api/payments/sandbox/charge answer: what the sandbox gateway will answer a verify of this reference with. */
export const sandboxChargeAnswerSchema = z.object({
  reference: z.string(),
  status: z.enum(["success", "failed"]),
});

/**
 * What a signed webhook event did: a charge paid a booking (or repeated one, or could not be applied),
 * a refund or a payout transfer moved, or nothing ("ignored": an event not ours or not acted on).
 */
export const WEBHOOK_OUTCOMES = ["paid", "already_paid", "not_applied", "processed", "failed", "pending", "reversed", "unchanged", "amount_mismatch", "ignored"] as const;

/** POST /api/payments/webhook answer: always 200 to a signed event, so Paystack stops retrying it. */
export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(WEBHOOK_OUTCOMES),
  reason: z.string().optional().describe('With "not_applied": why the payment did not pay its booking.'),
});
