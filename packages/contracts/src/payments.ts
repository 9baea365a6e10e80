/**
 * Payment calls (the payment popup, docs/product-rules.md#payments): the browser charges through the gateway's
 * checkout with our reference, then the server verifies with the gateway before anything is paid.
 */
import { z } from "zod";
import { MOBILE_MONEY_MESSAGES, mobileMoneyNumberProblem } from "./mobile-money.ts";
import type { paymentConfigSchema, sandboxChargeAnswerSchema, verifiedPaymentSchema, webhookReceiptSchema } from "./answers/payments.ts";
import { PAYMENT_REFERENCE_PATTERN, SANDBOX_CHANNELS } from "./payment-options.ts";
import { msg } from "./msg.ts";

const referenceField = () =>
  z.string({ message: msg("Payment reference is required") }).regex(PAYMENT_REFERENCE_PATTERN, msg("This is not a payment reference of ours"));

/** POST /api/payments/verify */
export const verifyPaymentSchema = z.object({
  reference: referenceField(),
  appointmentId: z.coerce.number({ message: msg("Appointment id must be a number") }).int().positive(msg("Appointment id must be positive")),
});
export type VerifyPaymentInput = z.input<typeof verifyPaymentSchema>;

/** POST /api/payments/verify answer (200): the appointment is paid. */
export type VerifiedPayment = z.output<typeof verifiedPaymentSchema>;

/** GET /api/payments/config: which checkout the booking dialog opens. */
export type PaymentConfig = z.output<typeof paymentConfigSchema>;

/**
 * POST /api/payments/sandbox/charge (development and tests only): the sandbox checkout tells the
 * sandbox gateway what the test customer did, as a real customer's phone or card would tell Paystack.
 */
export const sandboxChargeSchema = z
  .object({
    reference: referenceField(),
    amountPesewas: z.number({ message: msg("Amount is required") }).int(msg("Amount must be whole pesewas")).positive(msg("Amount must be positive")),
    channel: z.enum(SANDBOX_CHANNELS, { message: msg("Choose a payment method") }),
    /** The wallet paid from: mobile money only, and it must be on the chosen network (mobile-money.ts). */
    phone: z.string().trim().max(20, MOBILE_MONEY_MESSAGES.notMobileNumber).optional(),
    outcome: z.enum(["success", "failed"], { message: msg("outcome must be success or failed") }),
  })
  .superRefine((charge, context) => {
    const problem = mobileMoneyNumberProblem(charge.channel, charge.phone ?? "");
    if (problem) context.addIssue({ code: "custom", path: ["phone"], message: problem });
  });
export type SandboxChargeInput = z.input<typeof sandboxChargeSchema>;

/** POST /api/payments/sandbox/charge answer. */
export type SandboxCharge = z.output<typeof sandboxChargeAnswerSchema>;

/** POST /api/payments/webhook answer. */
export type WebhookReceipt = z.output<typeof webhookReceiptSchema>;
