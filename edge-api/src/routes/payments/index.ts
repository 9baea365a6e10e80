/**
 * Payments (docs/product-rules.md#payments): which checkout to open, the patient's verify after the
 * checkout, Paystack's signed webhook (dispatched by event name: charges and refunds), and the sandbox
 * checkout's charge (development only). A payment that paid nothing is given back at once.
 */
import type { PaymentConfig, VerifiedPayment, WebhookReceipt } from "@gh/contracts/payments";
import { appointmentIdOfReference, PAYMENT_MESSAGES } from "@gh/contracts/payments/options";
import type { Context } from "hono";
import { msg } from "@gh/contracts/msg";
import type { PageLanguage } from "@gh/contracts/languages";
import { requireUser } from "../../auth/guards.ts";
import { appointmentById } from "../../db/appointments.ts";
import { database, type Database } from "../../db/client.ts";
import { isDevelopment, type AppEnv, type Bindings } from "../../env.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { idempotent } from "../../http/idempotency.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { sendPaidBookingNotices } from "../../payments/booking-confirmation.ts";
import { fulfilPayment, type Fulfilment } from "../../payments/fulfil.ts";
import { backgroundOf, settleRefund, startRefundOfPayment, type Background } from "../../money/refunds.ts";
import { applyTransferEvent } from "../../money/payout-events.ts";
import { refundMovedByEvent } from "../../payments/paystack-refunds.ts";
import { isPaystackSignatureValid, paidTransactionOfEvent, PAYSTACK_SIGNATURE_HEADER } from "../../payments/paystack.ts";
import { recordSandboxCharge } from "../../payments/sandbox.ts";
import { gatewayFor } from "../../payments/gateways.ts";
import { sandboxChargeRoute } from "./development-routes.ts";
import { paymentConfigRoute, verifyPaymentRoute, webhookRoute } from "./routes.ts";
import { requestLanguage } from "../../i18n/request-language.ts";

const paymentsUnavailable = () => new AppError(503, "unavailable", PAYMENT_MESSAGES.unavailable);

/** Where a route does not exist in this deployment it answers like an unknown path (http/not-found.ts), thrown so the answer stays the declared 404. */
const noRouteHere = (c: Context) => notFound(msg("No API route at {path}"), { path: c.req.path });

/**
 * The fulfilment that paid a booking (not a repeat) tells the patient and the provider, once
 * (`patientLanguage`: the language of the patient's own verify call; the webhook has none).
 */
async function confirmIfPaid(env: Bindings, db: Database, fulfilment: Fulfilment, patientLanguage?: PageLanguage): Promise<Fulfilment["outcome"]> {
  if (fulfilment.outcome === "paid") await sendPaidBookingNotices(env, db, fulfilment.appointment, patientLanguage);
  return fulfilment.outcome;
}

/**
 * Gives back a payment that paid nothing, if fulfilment just recorded one (its refund row came with
 * it). Never fails the answer: a refund the gateway did not take is retried by the Cron.
 */
async function refundIfPaidNothing(env: Bindings, db: Database, reference: string, background: Background | undefined): Promise<void> {
  try {
    await startRefundOfPayment(env, db, reference, background);
  } catch (error) {
    console.error("Refund of a payment that paid nothing not requested yet", reference, error);
  }
}

/** A signed Paystack event: its name and its data, as sent. */
interface PaystackEvent {
  event: string;
  data: unknown;
}

/** What the webhook answers (always 200, so Paystack stops retrying): what the event did, and why not when it did nothing. */
type WebhookOutcome = Omit<WebhookReceipt, "received">;

type WebhookHandler = (c: Context<AppEnv>, event: PaystackEvent) => Promise<WebhookOutcome>;

/** A payout's transfer settled, failed or was reversed (money/payout-events.ts). */
async function transferMoved(c: Context<AppEnv>, event: PaystackEvent): Promise<WebhookOutcome> {
  return { outcome: await applyTransferEvent(database(c.env), event) };
}

const IGNORED: WebhookOutcome = { outcome: "ignored" };

async function chargeSucceeded(c: Context<AppEnv>, event: PaystackEvent): Promise<WebhookOutcome> {
  const transaction = paidTransactionOfEvent(event);
  const appointmentId = transaction ? appointmentIdOfReference(transaction.reference) : null;
  const db = database(c.env);
  const appointment = appointmentId === null ? null : await appointmentById(db, appointmentId);
  if (!transaction || !appointment) return IGNORED;
  try {
    const fulfilment = await fulfilPayment(db, appointment, transaction, transaction.reference, "paystack");
    return { outcome: await confirmIfPaid(c.env, db, fulfilment) };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    console.warn("Webhook payment not applied", transaction.reference, error.message);
    return { outcome: "not_applied", reason: error.message };
  } finally {
    await refundIfPaidNothing(c.env, db, transaction.reference, backgroundOf(c));
  }
}

/** refund.pending / processing / processed / failed: moves our refund of that transaction; a repeat or another's refund changes nothing. */
async function refundMoved(c: Context<AppEnv>, event: PaystackEvent): Promise<WebhookOutcome> {
  const moved = refundMovedByEvent(event);
  if (!moved) return IGNORED;
  const outcome = await settleRefund(c.env, database(c.env), { ...moved, at: Date.now() });
  return outcome === "unknown" ? IGNORED : { outcome };
}

/**
 * Which events the webhook acts on, by name; any other is acknowledged and ignored. Provider payouts
 * add their transfer events (transfer.success, transfer.failed, transfer.reversed) here, one line each.
 */
const WEBHOOK_HANDLERS: Readonly<Record<string, WebhookHandler>> = {
  "charge.success": chargeSucceeded,
  "refund.pending": refundMoved,
  "refund.processing": refundMoved,
  "refund.processed": refundMoved,
  "refund.failed": refundMoved,
  "transfer.success": transferMoved,
  "transfer.failed": transferMoved,
  "transfer.reversed": transferMoved,
};

function eventOf(parsed: unknown): PaystackEvent | null {
  if (typeof parsed !== "object" || parsed === null) return null;
  const { event, data } = parsed as { event?: unknown; data?: unknown };
  return typeof event === "string" ? { event, data } : null;
}

export const paymentsRoutes = declaredRoutes()
  .openapi(paymentConfigRoute, (c) => {
    const gateway = gatewayFor(c.env);
    if (!gateway) throw paymentsUnavailable();
    const config: PaymentConfig = { gateway: gateway.name, publicKey: gateway.name === "paystack" ? (c.env.PAYSTACK_PUBLIC_KEY ?? null) : null };
    return c.json(config, 200);
  })
  .openapi(guarded(verifyPaymentRoute, requireUser(), idempotent()), async (c) => {
    const { reference, appointmentId } = c.req.valid("json");
    const gateway = gatewayFor(c.env);
    if (!gateway) throw paymentsUnavailable();
    const db = database(c.env);
    const appointment = await appointmentById(db, appointmentId);
    // Another patient's booking answers like a missing one.
    if (!appointment || appointment.patientId !== c.get("user").id) throw notFound(msg("Appointment not found"));
    const transaction = await gateway.verify(reference);
    try {
      await confirmIfPaid(c.env, db, await fulfilPayment(db, appointment, transaction, reference, gateway.name), requestLanguage(c.req.raw));
    } finally {
      await refundIfPaidNothing(c.env, db, reference, backgroundOf(c));
    }
    const verified: VerifiedPayment = { verified: true, appointmentId, reference, paymentStatus: "completed" };
    return c.json(verified, 200);
  })
  .openapi(webhookRoute, async (c) => {
    const secretKey = c.env.PAYSTACK_SECRET_KEY;
    if (!secretKey) throw noRouteHere(c);
    const rawBody = await c.req.text();
    if (!(await isPaystackSignatureValid(secretKey, rawBody, c.req.header(PAYSTACK_SIGNATURE_HEADER)))) {
      throw new AppError(401, "unauthenticated", PAYMENT_MESSAGES.badSignature);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new AppError(400, "bad_request", msg("The body is not JSON"));
    }
    const event = eventOf(parsed);
    const handler = event ? WEBHOOK_HANDLERS[event.event] : undefined;
    // Paystack retries anything but a 200: acknowledge events we do not act on, and say why.
    const outcome = event && handler ? await handler(c, event) : IGNORED;
    const receipt: WebhookReceipt = { received: true, ...outcome };
    return c.json(receipt, 200);
  })
  .openapi(guarded(sandboxChargeRoute, requireUser()), async (c) => {
    // The sandbox exists only where it is the gateway: development and tests without Paystack keys.
    if (!isDevelopment(c.env) || gatewayFor(c.env)?.name !== "sandbox") throw noRouteHere(c);
    const charge = c.req.valid("json");
    if (!(await recordSandboxCharge(c.env.CODES, charge))) throw new AppError(409, "conflict", PAYMENT_MESSAGES.duplicateReference);
    return c.json({ reference: charge.reference, status: charge.outcome }, 200);
  });
