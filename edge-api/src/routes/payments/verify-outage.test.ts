/**
 * A Paystack verify that times out or fails leaves the booking pending (not failed, not paid) and
 * answers 503 "could not confirm yet"; the signed webhook or a later verify then completes it, once.
 * Against the local Paystack fake made slow or failing for a secret key of this file's own.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../../app.ts";
import { db, insertAppointment, insertProvider, outboxFor, signedInPatient } from "../../../test/fixtures.ts";
import { paystackSignature, type FakeFault } from "../../../test/fake-providers.ts";
import { appointments, payments } from "../../db/schema.ts";
import { PAYMENT_NOT_CONFIRMED_YET } from "../../payments/paystack.ts";

const fakeUrl = inject("fakeProvidersUrl");
const app = createApp();

/** A deployment with Paystack keys (pointed at the fake) and a 150 ms timeout per attempt. */
async function paystackPlaying(steps: FakeFault[]) {
  const secretKey = `sk_test_outage_${crypto.randomUUID()}`;
  await fetch(`${fakeUrl}/__faults`, { method: "POST", body: JSON.stringify({ key: secretKey, steps }) });
  const paystackEnv = { ...env, PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_PUBLIC_KEY: "pk_test_fake", PAYSTACK_API_URL: fakeUrl, OUTSIDE_CALL_TIMEOUT_MS: "150" };
  return {
    secretKey,
    request: (path: string, init: RequestInit) => app.request(`http://127.0.0.1${path}`, init, paystackEnv),
    requestsSoFar: async () => ((await (await fetch(`${fakeUrl}/__faults/${secretKey}`)).json()) as { requests: number }).requests,
  };
}

/** A patient's booking of a ₵150.00 consultation, paid at Paystack but not yet verified by us. */
async function bookingPaidAtPaystack() {
  const { provider } = await insertProvider();
  const { patient, cookie } = await signedInPatient({ email: `patient.${crypto.randomUUID()}@example.com.gh` });
  const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, patientEmail: patient.email, holdExpiresAt: Date.now() + 15 * 60_000 });
  const reference = `apt_${appointment.id}_${Date.now()}`;
  await fetch(`${fakeUrl}/__paystack/transactions`, { method: "POST", body: JSON.stringify({ reference, status: "success", amount: 15000, currency: "GHS", channel: "mobile_money" }) });
  return { cookie, appointment, reference, patientEmail: patient.email };
}

function verify(paystack: Awaited<ReturnType<typeof paystackPlaying>>, cookie: string, reference: string, appointmentId: number) {
  return paystack.request("/api/payments/verify", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", Cookie: cookie },
    body: JSON.stringify({ reference, appointmentId }),
  });
}

async function signedWebhook(paystack: Awaited<ReturnType<typeof paystackPlaying>>, reference: string) {
  const body = JSON.stringify({
    event: "charge.success",
    data: { id: 302961, status: "success", reference, amount: 15000, currency: "GHS", channel: "mobile_money", paid_at: "2026-11-23T10:31:02.000Z" },
  });
  const signature = await paystackSignature(body, paystack.secretKey);
  return paystack.request("/api/payments/webhook", { method: "POST", headers: { "Content-Type": "application/json", "x-paystack-signature": signature }, body });
}

const bookingState = async (id: number) => {
  const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
  return { status: row!.status, paymentStatus: row!.paymentStatus, transactionId: row!.transactionId };
};
const paymentCount = async (id: number) => (await db().select().from(payments).where(eq(payments.appointmentId, id))).length;
const confirmationsTo = async (email: string) => (await outboxFor(email)).filter((message) => message.subject?.startsWith("Appointment booked"));

async function expectNotConfirmedYet(response: Response) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({ error: { code: "unavailable", message: PAYMENT_NOT_CONFIRMED_YET, retryAfterSeconds: expect.any(Number) } });
}

describe("verifying a payment while Paystack is slow or failing", () => {
  it("answers 'could not confirm yet' after 3 timed-out attempts, keeps the booking pending, and the webhook then pays it once", async () => {
    const paystack = await paystackPlaying([{ delayMs: 2_000 }, { delayMs: 2_000 }, { delayMs: 2_000 }]);
    const { cookie, appointment, reference, patientEmail } = await bookingPaidAtPaystack();

    const started = Date.now();
    await expectNotConfirmedYet(await verify(paystack, cookie, reference, appointment.id));
    expect(Date.now() - started).toBeLessThan(1_800);
    expect(await paystack.requestsSoFar()).toBe(3);
    expect(await bookingState(appointment.id)).toEqual({ status: "pending", paymentStatus: "pending", transactionId: null });
    expect(await paymentCount(appointment.id)).toBe(0);

    const hook = await signedWebhook(paystack, reference);
    expect(await hook.json()).toMatchObject({ received: true, outcome: "paid" });
    expect(await bookingState(appointment.id)).toEqual({ status: "pending", paymentStatus: "completed", transactionId: reference });

    // Paystack is answering again: the patient's retry confirms it, and nothing is fulfilled twice.
    const again = await verify(paystack, cookie, reference, appointment.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ verified: true, paymentStatus: "completed" });
    expect(await paymentCount(appointment.id)).toBe(1);
    expect(await confirmationsTo(patientEmail)).toHaveLength(1);
  });

  it("retries Paystack's 500s and pays the booking at the third attempt", async () => {
    const paystack = await paystackPlaying([{ status: 500 }, { status: 500 }]);
    const { cookie, appointment, reference, patientEmail } = await bookingPaidAtPaystack();

    const response = await verify(paystack, cookie, reference, appointment.id);
    expect(response.status).toBe(200);
    expect(await paystack.requestsSoFar()).toBe(3);
    expect(await bookingState(appointment.id)).toEqual({ status: "pending", paymentStatus: "completed", transactionId: reference });
    expect(await paymentCount(appointment.id)).toBe(1);
    expect(await confirmationsTo(patientEmail)).toHaveLength(1);
  });

  it("keeps the booking pending when Paystack fails beyond the retries; a later verify pays it and a late webhook changes nothing", async () => {
    const paystack = await paystackPlaying([{ status: 500 }, { status: 503 }, { status: 500 }]);
    const { cookie, appointment, reference, patientEmail } = await bookingPaidAtPaystack();

    await expectNotConfirmedYet(await verify(paystack, cookie, reference, appointment.id));
    expect(await paystack.requestsSoFar()).toBe(3);
    expect(await bookingState(appointment.id)).toEqual({ status: "pending", paymentStatus: "pending", transactionId: null });

    const later = await verify(paystack, cookie, reference, appointment.id);
    expect(later.status).toBe(200);
    expect(await paystack.requestsSoFar()).toBe(4);
    expect(await bookingState(appointment.id)).toEqual({ status: "pending", paymentStatus: "completed", transactionId: reference });

    expect(await (await signedWebhook(paystack, reference)).json()).toMatchObject({ received: true, outcome: "already_paid" });
    expect(await paymentCount(appointment.id)).toBe(1);
    expect(await confirmationsTo(patientEmail)).toHaveLength(1);
  });
});
