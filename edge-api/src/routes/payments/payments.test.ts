import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../../app.ts";
import { api, db, insertAppointment, insertProvider, insertUser, outboxFor, sendJson, signedInPatient } from "../../../test/fixtures.ts";
import { FAKE_KEYS, paystackSignature, type FakePaystackTransaction } from "../../../test/fake-providers.ts";
import { appointments, payments, timeOff } from "../../db/schema.ts";

const fakeUrl = inject("fakeProvidersUrl");
/** The Worker's bindings as a deployment with Paystack keys has them, pointed at the local fake. */
const paystackEnv = { ...env, PAYSTACK_SECRET_KEY: FAKE_KEYS.paystack, PAYSTACK_PUBLIC_KEY: "pk_test_fake_paystack", PAYSTACK_API_URL: fakeUrl };
const app = createApp();

function paystackRequest(path: string, init: RequestInit = {}) {
  return app.request(`http://127.0.0.1${path}`, init, paystackEnv);
}

async function paystackHas(transaction: FakePaystackTransaction) {
  await fetch(`${fakeUrl}/__paystack/transactions`, { method: "POST", body: JSON.stringify(transaction) });
}

/** A patient's unpaid booking of a ₵150.00 consultation. */
async function unpaidBooking() {
  const { provider } = await insertProvider();
  const { patient, cookie } = await signedInPatient();
  const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, holdExpiresAt: Date.now() + 15 * 60_000 });
  return { provider, patient, cookie, appointment, reference: `apt_${appointment.id}_${Date.now()}` };
}

const appointmentRow = async (id: number) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0]!;
const paymentRows = (appointmentId: number) => db().select().from(payments).where(eq(payments.appointmentId, appointmentId));

function verifyWithPaystack(cookie: string, reference: string, appointmentId: number) {
  return paystackRequest("/api/payments/verify", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", Cookie: cookie },
    body: JSON.stringify({ reference, appointmentId }),
  });
}

async function webhook(event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  return paystackRequest("/api/payments/webhook", {
    method: "POST",
    // Paystack's servers send no Origin: the webhook proves itself by its signature.
    headers: { "Content-Type": "application/json", "x-paystack-signature": signature ?? (await paystackSignature(body)) },
    body,
  });
}

const chargeSuccess = (reference: string, amount = 15000, currency = "GHS") => ({
  event: "charge.success",
  data: { id: 302961, status: "success", reference, amount, currency, channel: "mobile_money", paid_at: "2026-11-23T10:31:02.000Z" },
});

describe("payments with Paystack (against a local fake of its Verify API)", () => {
  it("tells the checkout to use Paystack with the public key", async () => {
    const response = await paystackRequest("/api/payments/config");
    expect(await response.json()).toEqual({ gateway: "paystack", publicKey: "pk_test_fake_paystack" });
  });

  it("marks the appointment paid once Paystack confirms exactly the fee in GHS for our reference", async () => {
    const { cookie, appointment, reference } = await unpaidBooking();
    await paystackHas({ reference, status: "success", amount: 15000, currency: "GHS", channel: "mobile_money" });

    const response = await verifyWithPaystack(cookie, reference, appointment.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ verified: true, appointmentId: appointment.id, reference, paymentStatus: "completed" });
    expect(await appointmentRow(appointment.id)).toMatchObject({ paymentStatus: "completed", transactionId: reference, holdExpiresAt: null, status: "pending" });
    expect(await paymentRows(appointment.id)).toMatchObject([{ reference, gateway: "paystack", amountPesewas: 15000, currency: "GHS", status: "success", channel: "mobile_money" }]);
  });

  it("changes nothing for a wrong amount, a wrong currency, a failed payment or an unknown reference", async () => {
    const cases: [string, Omit<FakePaystackTransaction, "reference"> | null, string][] = [
      ["short", { status: "success", amount: 100, currency: "GHS" }, "The amount paid does not match the consultation fee."],
      ["naira", { status: "success", amount: 15000, currency: "NGN" }, "The amount paid does not match the consultation fee."],
      ["failed", { status: "failed", amount: 15000, currency: "GHS" }, "The payment could not be verified."],
      ["abandoned", { status: "abandoned", amount: 15000, currency: "GHS" }, "The payment could not be verified."],
      ["unknown", null, "The payment could not be verified."],
    ];
    for (const [label, transaction, message] of cases) {
      const { cookie, appointment, reference } = await unpaidBooking();
      if (transaction) await paystackHas({ reference, ...transaction });
      const response = await verifyWithPaystack(cookie, reference, appointment.id);
      expect(response.status, label).toBe(402);
      expect(await response.json()).toMatchObject({ error: { code: "payment_not_verified", message } });
      expect(await appointmentRow(appointment.id), label).toMatchObject({ paymentStatus: "pending", transactionId: null });
      expect(await paymentRows(appointment.id)).toEqual([]);
    }
  });

  it("will not let a payment made for another appointment pay this one", async () => {
    const mine = await unpaidBooking();
    const other = await unpaidBooking();
    // A genuine, successful payment, but its reference names the other appointment.
    await paystackHas({ reference: other.reference, status: "success", amount: 15000, currency: "GHS" });
    const response = await verifyWithPaystack(mine.cookie, other.reference, mine.appointment.id);
    expect(response.status).toBe(402);
    expect(await appointmentRow(mine.appointment.id)).toMatchObject({ paymentStatus: "pending" });
    // And a patient cannot verify someone else's appointment at all.
    expect((await verifyWithPaystack(mine.cookie, other.reference, other.appointment.id)).status).toBe(404);
    expect(await appointmentRow(other.appointment.id)).toMatchObject({ paymentStatus: "pending" });
  });

  it("fulfils once: verifying twice and a webhook after the verify record one payment", async () => {
    const { cookie, appointment, reference } = await unpaidBooking();
    await paystackHas({ reference, status: "success", amount: 15000, currency: "GHS" });
    expect((await verifyWithPaystack(cookie, reference, appointment.id)).status).toBe(200);
    const firstUpdate = (await appointmentRow(appointment.id)).updatedAt;
    expect((await verifyWithPaystack(cookie, reference, appointment.id)).status).toBe(200);
    const hook = await webhook(chargeSuccess(reference));
    expect(hook.status).toBe(200);
    expect(await hook.json()).toMatchObject({ received: true, outcome: "already_paid" });
    expect(await paymentRows(appointment.id)).toHaveLength(1);
    expect((await appointmentRow(appointment.id)).updatedAt).toBe(firstUpdate);
  });

  it("tells the provider of the new paid booking once, when a verify and the webhook both report the payment", async () => {
    const { provider, cookie, appointment, reference } = await unpaidBooking();
    await paystackHas({ reference, status: "success", amount: 15000, currency: "GHS" });
    expect((await verifyWithPaystack(cookie, reference, appointment.id)).status).toBe(200);
    expect(await (await webhook(chargeSuccess(reference))).json()).toMatchObject({ outcome: "already_paid" });
    expect((await verifyWithPaystack(cookie, reference, appointment.id)).status).toBe(200);

    const toProvider = await outboxFor(provider.email);
    expect(toProvider).toHaveLength(1);
    expect(toProvider[0]).toMatchObject({ channel: "email", subject: "New booking: Ama Owusu, Monday, 7 January 2030 at 10:30 AM" });
    expect(toProvider[0]!.body).toContain("Fee paid: ₵150.00; your payout: ₵135.00.");
    expect(toProvider[0]!.body).toMatch(/Booking code: [A-HJKMNP-Z2-9]{6} \(the patient may give it at the front desk\)\./);
    expect(await outboxFor("ama@example.com.gh")).toHaveLength(1);
  });

  it("tells the provider when the webhook alone pays the booking", async () => {
    const { provider, reference } = await unpaidBooking();
    expect(await (await webhook(chargeSuccess(reference))).json()).toMatchObject({ outcome: "paid" });
    expect(await (await webhook(chargeSuccess(reference))).json()).toMatchObject({ outcome: "already_paid" });
    expect(await outboxFor(provider.email)).toMatchObject([{ subject: expect.stringMatching(/^New booking: Ama Owusu/) }]);
  });

  it("fulfils from a correctly signed charge.success webhook alone", async () => {
    const { appointment, reference } = await unpaidBooking();
    const response = await webhook(chargeSuccess(reference));
    expect(await response.json()).toMatchObject({ received: true, outcome: "paid" });
    expect(await appointmentRow(appointment.id)).toMatchObject({ paymentStatus: "completed", transactionId: reference });
  });

  it("refuses a webhook with a bad or missing signature and changes nothing", async () => {
    const { appointment, reference } = await unpaidBooking();
    const event = chargeSuccess(reference);
    for (const signature of [await paystackSignature(JSON.stringify(event), "sk_someone_else"), "0".repeat(128), "not-hex", ""]) {
      const response = await webhook(event, signature);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { message: "Invalid signature" } });
    }
    // A body altered after signing fails too.
    const body = JSON.stringify(event);
    const tampered = await paystackRequest("/api/payments/webhook", {
      method: "POST",
      headers: { "x-paystack-signature": await paystackSignature(body) },
      body: body.replace("15000", "15001"),
    });
    expect(tampered.status).toBe(401);
    expect(await appointmentRow(appointment.id)).toMatchObject({ paymentStatus: "pending" });
    expect(await paymentRows(appointment.id)).toEqual([]);
  });

  it("acknowledges a signed webhook it cannot apply (wrong amount, other events) without paying anything", async () => {
    const { appointment, reference } = await unpaidBooking();
    expect(await (await webhook(chargeSuccess(reference, 100))).json()).toMatchObject({ outcome: "not_applied" });
    expect(await (await webhook({ event: "transfer.success", data: { reference } })).json()).toMatchObject({ outcome: "ignored" });
    expect(await appointmentRow(appointment.id)).toMatchObject({ paymentStatus: "pending" });
  });

  it("reinstates a booking paid just after its hold lapsed, while its slot is still free", async () => {
    const { cookie, appointment, reference } = await unpaidBooking();
    await db().update(appointments).set({ status: "cancelled", cancellationReason: "payment_hold_lapsed", holdExpiresAt: null }).where(eq(appointments.id, appointment.id));
    await paystackHas({ reference, status: "success", amount: 15000, currency: "GHS" });
    expect((await verifyWithPaystack(cookie, reference, appointment.id)).status).toBe(200);
    expect(await appointmentRow(appointment.id)).toMatchObject({ status: "pending", paymentStatus: "completed" });
  });

  it("keeps the record but answers 409 rather than bring a lapsed booking back onto the provider's day off", async () => {
    const { provider, cookie, appointment, reference } = await unpaidBooking();
    await db().update(appointments).set({ status: "cancelled", cancellationReason: "payment_hold_lapsed", holdExpiresAt: null }).where(eq(appointments.id, appointment.id));
    const day = new Date(appointment.startsAt).toISOString().slice(0, 10);
    await db().insert(timeOff).values({ providerId: provider.id, startsOn: day, endsOn: day });
    await paystackHas({ reference, status: "success", amount: 15000, currency: "GHS" });
    expect((await verifyWithPaystack(cookie, reference, appointment.id)).status).toBe(409);
    expect(await appointmentRow(appointment.id)).toMatchObject({ status: "cancelled", paymentStatus: "pending" });
    expect(await paymentRows(appointment.id)).toMatchObject([{ reference, status: "success" }]);
    expect(await outboxFor(provider.email)).toEqual([]);
  });

  it("keeps the record but answers 409 when the lapsed booking's slot went to someone else", async () => {
    const { provider, cookie, appointment, reference } = await unpaidBooking();
    await db().update(appointments).set({ status: "cancelled", cancellationReason: "payment_hold_lapsed", holdExpiresAt: null }).where(eq(appointments.id, appointment.id));
    const someoneElse = await insertUser();
    await insertAppointment({ patientId: someoneElse.id, providerId: provider.id, startsAt: appointment.startsAt, status: "confirmed" });
    await paystackHas({ reference, status: "success", amount: 15000, currency: "GHS" });
    const response = await verifyWithPaystack(cookie, reference, appointment.id);
    expect(response.status).toBe(409);
    expect(await appointmentRow(appointment.id)).toMatchObject({ status: "cancelled", paymentStatus: "pending" });
    // The money is on record, for the refund.
    expect(await paymentRows(appointment.id)).toMatchObject([{ reference, status: "success" }]);
  });
});

describe("payments with the sandbox gateway (no keys, development and tests)", () => {
  const charge = (cookie: string, body: Record<string, unknown>) => sendJson("/api/payments/sandbox/charge", body, { cookie });

  it("offers the sandbox checkout when no Paystack key is configured", async () => {
    expect(await (await api("/api/payments/config")).json()).toEqual({ gateway: "sandbox", publicKey: null });
  });

  it("pays through an approved sandbox charge and refuses a declined one", async () => {
    const approved = await unpaidBooking();
    expect((await charge(approved.cookie, { reference: approved.reference, amountPesewas: 15000, channel: "mtn", phone: "024 123 4567", outcome: "success" })).status).toBe(200);
    expect((await sendJson("/api/payments/verify", { reference: approved.reference, appointmentId: approved.appointment.id }, { cookie: approved.cookie })).status).toBe(200);
    expect(await paymentRows(approved.appointment.id)).toMatchObject([{ gateway: "sandbox", channel: "mobile_money" }]);
    // The patient gets one confirmation, with when, where and the reference.
    const [confirmation, ...more] = await outboxFor("ama@example.com.gh");
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({ channel: "email", subject: "Appointment booked with Dr. Kwame Mensah" });
    expect(confirmation!.body).toContain("Monday, 7 January 2030 at 10:30 AM, Ghana time");
    expect(confirmation!.body).toContain(`Reference: ${approved.reference}`);
    // The same emergency number as the site's "Emergency? Call 193" button.
    expect(confirmation!.body).toContain("In an emergency, call 193.");
    expect((await sendJson("/api/payments/verify", { reference: approved.reference, appointmentId: approved.appointment.id }, { cookie: approved.cookie })).status).toBe(200);
    expect(await outboxFor("ama@example.com.gh")).toHaveLength(1);

    const declined = await unpaidBooking();
    await charge(declined.cookie, { reference: declined.reference, amountPesewas: 15000, channel: "card", outcome: "failed" });
    expect((await sendJson("/api/payments/verify", { reference: declined.reference, appointmentId: declined.appointment.id }, { cookie: declined.cookie })).status).toBe(402);
    expect(await appointmentRow(declined.appointment.id)).toMatchObject({ paymentStatus: "pending" });
  });

  it("refuses a mobile money number of another network (a Telecel number as MTN) on the number, and nothing is paid", async () => {
    const { cookie, appointment, reference } = await unpaidBooking();
    for (const phone of ["020 123 4567", undefined]) {
      const refused = await charge(cookie, { reference, amountPesewas: 15000, channel: "mtn", phone, outcome: "success" });
      expect(refused.status, phone).toBe(400);
      expect(await refused.json(), phone).toMatchObject({
        error: {
          code: "validation_failed",
          fields: { phone: phone ? "This is a Telecel number. For MTN Mobile Money enter an MTN number (024, 054, 055, 059, 025 or 053), or choose Telecel Cash." : "Enter a Ghana mobile money number, e.g. 024 123 4567" },
        },
      });
    }
    expect((await sendJson("/api/payments/verify", { reference, appointmentId: appointment.id }, { cookie })).status).not.toBe(200);
    expect(await appointmentRow(appointment.id)).toMatchObject({ paymentStatus: "pending" });
    // The same reference then pays from a wallet on the network chosen.
    expect((await charge(cookie, { reference, amountPesewas: 15000, channel: "mtn", phone: "059 123 4567", outcome: "success" })).status).toBe(200);
  });

  it("refuses a reused reference, a malformed reference and bad verify input", async () => {
    const { cookie, appointment, reference } = await unpaidBooking();
    const body = { reference, amountPesewas: 15000, channel: "vod", phone: "020 123 4567", outcome: "success" };
    expect((await charge(cookie, body)).status).toBe(200);
    expect((await charge(cookie, body)).status).toBe(409);
    expect((await charge(cookie, { ...body, reference: "order-42" })).status).toBe(400);
    expect((await sendJson("/api/payments/verify", { reference: "order-42", appointmentId: appointment.id }, { cookie })).status).toBe(400);
    expect((await sendJson("/api/payments/verify", { reference }, { cookie })).status).toBe(400);
    expect((await sendJson("/api/payments/verify", { reference, appointmentId: appointment.id })).status).toBe(401);
  });

  it("has no sandbox or webhook in production", async () => {
    const production = { ...env, ENVIRONMENT: "production" as const };
    const { cookie, reference } = await unpaidBooking();
    const headers = { "Content-Type": "application/json", Origin: "http://127.0.0.1", Cookie: cookie };
    const body = JSON.stringify({ reference, amountPesewas: 15000, channel: "mtn", phone: "024 123 4567", outcome: "success" });
    expect((await app.request("http://127.0.0.1/api/payments/sandbox/charge", { method: "POST", headers, body }, production)).status).toBe(404);
    // Without keys a production Worker takes no payments at all rather than test ones.
    expect((await app.request("http://127.0.0.1/api/payments/config", {}, production)).status).toBe(503);
    expect((await app.request("http://127.0.0.1/api/payments/webhook", { method: "POST", body: "{}" }, production)).status).toBe(404);
  });
});
