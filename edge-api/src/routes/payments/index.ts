/**
 * Payments (SPEC.md §7, DESIGN.md §4): which checkout to open, the patient's verify after the
 * checkout, Paystack's signed webhook, and the sandbox checkout's charge (development only).
 */
import { appointmentIdOfReference, PAYMENT_MESSAGES, sandboxChargeSchema, verifyPaymentSchema, type PaymentConfig, type VerifiedPayment } from "@gh/contracts";
import { Hono } from "hono";
import { requireUser } from "../../auth/guards.ts";
import { appointmentById } from "../../db/appointments.ts";
import { database, type Database } from "../../db/client.ts";
import { isDevelopment, type AppEnv, type Bindings } from "../../env.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { idempotent } from "../../http/idempotency.ts";
import { noApiRoute } from "../../http/not-found.ts";
import { validate } from "../../http/validate.ts";
import { sendPaidBookingNotices } from "../../payments/booking-confirmation.ts";
import { fulfilPayment, type Fulfilment } from "../../payments/fulfil.ts";
import { isPaystackSignatureValid, paidTransactionOfEvent, PAYSTACK_SIGNATURE_HEADER } from "../../payments/paystack.ts";
import { recordSandboxCharge } from "../../payments/sandbox.ts";
import { gatewayFor } from "../../payments/select-gateway.ts";

const paymentsUnavailable = () => new AppError(503, "unavailable", PAYMENT_MESSAGES.unavailable);

/** The fulfilment that paid a booking (not a repeat) tells the patient and the provider, once. */
async function confirmIfPaid(env: Bindings, db: Database, fulfilment: Fulfilment): Promise<Fulfilment["outcome"]> {
  if (fulfilment.outcome === "paid") await sendPaidBookingNotices(env, db, fulfilment.appointment);
  return fulfilment.outcome;
}

export const paymentsRoutes = new Hono<AppEnv>()
  .get("/config", (c) => {
    const gateway = gatewayFor(c.env);
    if (!gateway) throw paymentsUnavailable();
    const config: PaymentConfig = { gateway: gateway.name, publicKey: gateway.name === "paystack" ? (c.env.PAYSTACK_PUBLIC_KEY ?? null) : null };
    return c.json(config, 200);
  })
  .post("/verify", requireUser(), validate("json", verifyPaymentSchema), idempotent(), async (c) => {
    const { reference, appointmentId } = c.req.valid("json");
    const gateway = gatewayFor(c.env);
    if (!gateway) throw paymentsUnavailable();
    const db = database(c.env);
    const appointment = await appointmentById(db, appointmentId);
    // Another patient's booking answers like a missing one.
    if (!appointment || appointment.patientId !== c.get("user").id) throw notFound("Appointment not found");
    const transaction = await gateway.verify(reference);
    await confirmIfPaid(c.env, db, await fulfilPayment(db, appointment, transaction, reference, gateway.name));
    const verified: VerifiedPayment = { verified: true, appointmentId, reference, paymentStatus: "completed" };
    return c.json(verified, 200);
  })
  .post("/webhook", async (c) => {
    const secretKey = c.env.PAYSTACK_SECRET_KEY;
    if (!secretKey) return noApiRoute(c);
    const rawBody = await c.req.text();
    if (!(await isPaystackSignatureValid(secretKey, rawBody, c.req.header(PAYSTACK_SIGNATURE_HEADER)))) {
      throw new AppError(401, "unauthenticated", PAYMENT_MESSAGES.badSignature);
    }
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw new AppError(400, "bad_request", "The body is not JSON");
    }
    const transaction = paidTransactionOfEvent(event);
    const appointmentId = transaction ? appointmentIdOfReference(transaction.reference) : null;
    const db = database(c.env);
    const appointment = appointmentId === null ? null : await appointmentById(db, appointmentId);
    // Paystack retries anything but a 200: acknowledge events we do not act on, and say why.
    if (!transaction || !appointment) return c.json({ received: true, outcome: "ignored" }, 200);
    try {
      const fulfilment = await fulfilPayment(db, appointment, transaction, transaction.reference, "paystack");
      return c.json({ received: true, outcome: await confirmIfPaid(c.env, db, fulfilment) }, 200);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      console.warn("Webhook payment not applied", transaction.reference, error.message);
      return c.json({ received: true, outcome: "not_applied", reason: error.message }, 200);
    }
  })
  .post("/sandbox/charge", requireUser(), validate("json", sandboxChargeSchema), async (c) => {
    // The sandbox exists only where it is the gateway: development and tests without Paystack keys.
    if (!isDevelopment(c.env) || gatewayFor(c.env)?.name !== "sandbox") return noApiRoute(c);
    const charge = c.req.valid("json");
    if (!(await recordSandboxCharge(c.env.CODES, charge))) throw new AppError(409, "conflict", PAYMENT_MESSAGES.duplicateReference);
    return c.json({ reference: charge.reference, status: charge.outcome }, 200);
  });
