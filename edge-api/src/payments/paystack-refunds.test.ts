/**
 * Refunds through Paystack (docs/product-rules.md#refunds), against the local fake of its Refund API and its signed
 * refund.* webhooks: the request Paystack gets, a request never repeated blindly, the webhook moving
 * our refund exactly once, and a failed refund an admin sees and retries.
 */
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import type { PatientAppointment } from "@gh/contracts/appointments";
import type { AdminRefund, AdminRefundList } from "@gh/contracts/refunds";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../app.ts";
import { db, insertAppointment, insertProvider, insertUser, outboxFor, signIn, signedInPatient } from "../../test/fixtures.ts";
import { FAKE_KEYS, paystackSignature, type FakePaystackTransaction } from "../../test/fake-providers.ts";
import { auditLog, ledgerEntries, refunds } from "../db/schema.ts";
import { paystackRefunds } from "./paystack-refunds.ts";

const fakeUrl = inject("fakeProvidersUrl");
const paystackEnv = { ...env, PAYSTACK_SECRET_KEY: FAKE_KEYS.paystack, PAYSTACK_PUBLIC_KEY: "pk_test_fake_paystack", PAYSTACK_API_URL: fakeUrl };
const app = createApp();
let unique = 0;

function request(path: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, ...rest } = init;
  const headers = { Origin: "http://127.0.0.1", ...(rest.body ? { "Content-Type": "application/json" } : {}), ...(cookie ? { Cookie: cookie } : {}), ...(rest.headers as Record<string, string> | undefined) };
  return app.request(`http://127.0.0.1${path}`, { ...rest, headers }, paystackEnv);
}

async function paystackHas(transaction: FakePaystackTransaction) {
  await fetch(`${fakeUrl}/__paystack/transactions`, { method: "POST", body: JSON.stringify(transaction) });
}

/** What the fake received at POST /refund for a transaction, oldest first. */
async function refundRequestsFor(reference: string) {
  const received = (await (await fetch(`${fakeUrl}/__received`)).json()) as { service: string; headers: Record<string, string>; body: { path?: string; transaction?: string } }[];
  return received.filter((entry) => entry.body?.path === "/refund" && entry.body.transaction === reference);
}

async function webhook(event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  // Paystack's servers send no Origin: the webhook proves itself by its signature.
  return app.request("http://127.0.0.1/api/payments/webhook", { method: "POST", headers: { "Content-Type": "application/json", "x-paystack-signature": signature ?? (await paystackSignature(body)) }, body }, paystackEnv);
}

/** Paystack's refund event, as its documentation shows it (amount sometimes as a string). */
const refundEvent = (name: string, transactionReference: string, amount: number | string = "15000") => ({
  event: name,
  data: { status: name.slice("refund.".length), transaction_reference: transactionReference, refund_reference: "132013318360", amount, currency: "GHS", processor: "mobile_money", customer: { email: "ama@example.com.gh" }, integration: 412829, domain: "test" },
});

/** A confirmed visit paid through Paystack (the fake knows the transaction unless told otherwise). */
async function paidWithPaystack({ known = true } = {}) {
  const { provider, user: providerUser } = await insertProvider();
  const { patient, cookie } = await signedInPatient();
  const transactionId = `apt_ps${++unique}_${Date.now()}`;
  const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.now() + 72 * 3_600_000, status: "confirmed", paymentStatus: "completed", transactionId });
  if (known) await paystackHas({ reference: transactionId, status: "success", amount: 15000, currency: "GHS" });
  return { provider, providerUser, patient, cookie, appointment, transactionId };
}

async function cancelByProvider(providerUserId: number, appointmentId: number) {
  const response = await request(`/api/providers/appointments/${appointmentId}`, { method: "PATCH", cookie: await signIn(providerUserId), body: JSON.stringify({ status: "cancelled", reason: "The clinic is closed" }) });
  expect(response.status).toBe(200);
}

const refundRow = async (appointmentId: number) => (await db().select().from(refunds).where(eq(refunds.appointmentId, appointmentId)))[0];
const ledgerRefunds = (appointmentId: number) => db().select().from(ledgerEntries).where(and(eq(ledgerEntries.appointmentId, appointmentId), eq(ledgerEntries.kind, "refund")));

describe("Paystack's Refund API (the adapter against the fake)", () => {
  const refunder = (secretKey: string = FAKE_KEYS.paystack, timeoutMs = 2_000) =>
    paystackRefunds({ secretKey, baseUrl: fakeUrl, policy: { timeoutMs, maxAttempts: 3, backoffMs: 10, maxBackoffMs: 50, budgetMs: 5_000 } });

  it("sends the transaction, the amount in pesewas, GHS and our reference, and a second full refund is 'already refunded'", async () => {
    const reference = `apt_ad${++unique}_${Date.now()}`;
    await paystackHas({ reference, status: "success", amount: 15000, currency: "GHS" });
    const answer = await refunder().refund({ transactionReference: reference, amountPesewas: 15000, reference: `rfd_${reference}` });
    expect(answer).toMatchObject({ outcome: "accepted", processed: false });
    expect(answer.outcome === "accepted" && answer.gatewayRefundId).toMatch(/^\d+$/);
    const [sent] = await refundRequestsFor(reference);
    expect(sent!.headers.authorization).toBe(`Bearer ${FAKE_KEYS.paystack}`);
    expect(sent!.body).toMatchObject({ transaction: reference, amount: 15000, currency: "GHS", merchant_note: `rfd_${reference}` });

    expect(await refunder().refund({ transactionReference: reference, amountPesewas: 15000, reference: `rfd_${reference}` })).toEqual({ outcome: "already_refunded" });
    expect(await refunder().refund({ transactionReference: "apt_999_1", amountPesewas: 15000, reference: "rfd_apt_999_1" })).toEqual({ outcome: "refused", reason: "Paystack: Transaction not found" });
  });

  it("does not repeat a request that timed out or failed, and a later attempt learns the first one arrived", async () => {
    const reference = `apt_slow${++unique}_${Date.now()}`;
    await paystackHas({ reference, status: "success", amount: 15000, currency: "GHS" });
    const slowKey = `sk_refund_slow_${unique}`;
    await fetch(`${fakeUrl}/__faults`, { method: "POST", body: JSON.stringify({ key: slowKey, steps: [{ delayMs: 400 }] }) });
    expect(await refunder(slowKey, 100).refund({ transactionReference: reference, amountPesewas: 15000, reference: `rfd_${reference}` })).toMatchObject({ outcome: "no_answer" });
    expect(await (await fetch(`${fakeUrl}/__faults/${slowKey}`)).json()).toEqual({ requests: 1 });
    // The slow request did arrive: asking again is answered "fully reversed", never a second refund.
    expect(await refunder(slowKey).refund({ transactionReference: reference, amountPesewas: 15000, reference: `rfd_${reference}` })).toEqual({ outcome: "already_refunded" });

    const failingKey = `sk_refund_500_${unique}`;
    await fetch(`${fakeUrl}/__faults`, { method: "POST", body: JSON.stringify({ key: failingKey, steps: [{ status: 500 }] }) });
    expect(await refunder(failingKey).refund({ transactionReference: reference, amountPesewas: 15000, reference: `rfd_${reference}` })).toMatchObject({ outcome: "no_answer" });
    expect(await (await fetch(`${fakeUrl}/__faults/${failingKey}`)).json()).toEqual({ requests: 1 });
  });
});

describe("refunds with Paystack, end to end", () => {
  it("a provider's cancellation asks Paystack at once; refund.processed settles it once, with the ledger row and the e-mail", async () => {
    const { providerUser, cookie, appointment, transactionId } = await paidWithPaystack();
    await cancelByProvider(providerUser.id, appointment.id);
    expect(await refundRequestsFor(transactionId)).toHaveLength(1);
    const requested = await refundRow(appointment.id);
    expect(requested).toMatchObject({ status: "pending", gateway: "paystack", attempts: 1, reason: "provider_cancelled" });
    expect(requested!.gatewayRefundId).toMatch(/^\d+$/);
    expect(requested!.requestedAt).not.toBeNull();

    const pending = await webhook(refundEvent("refund.pending", transactionId));
    expect(await pending.json()).toEqual({ received: true, outcome: "unchanged" });
    const processed = await webhook(refundEvent("refund.processed", transactionId));
    expect(processed.status).toBe(200);
    expect(await processed.json()).toEqual({ received: true, outcome: "processed" });
    // Paystack retries webhooks: the same event again changes nothing.
    expect(await (await webhook(refundEvent("refund.processed", transactionId))).json()).toEqual({ received: true, outcome: "unchanged" });
    expect(await (await webhook(refundEvent("refund.failed", transactionId))).json()).toEqual({ received: true, outcome: "unchanged" });

    expect(await refundRow(appointment.id)).toMatchObject({ status: "processed" });
    expect(await ledgerRefunds(appointment.id)).toMatchObject([{ grossPesewas: -15000, commissionPesewas: -1500, payoutOwedPesewas: -13500 }]);
    expect((await outboxFor(appointment.patientEmail)).filter((message) => message.subject?.startsWith("Refunded"))).toHaveLength(1);
    const mine = (await (await request("/api/appointments/my", { cookie })).json()) as PatientAppointment[];
    expect(mine.find((item) => item.id === appointment.id)?.refund).toMatchObject({ amount: "150.00", status: "processed" });
  });

  it("ignores a badly signed refund event, another amount, and a transaction that is not ours", async () => {
    const { providerUser, appointment, transactionId } = await paidWithPaystack();
    await cancelByProvider(providerUser.id, appointment.id);
    const body = JSON.stringify(refundEvent("refund.processed", transactionId));
    const forged = await webhook(JSON.parse(body), await paystackSignature(body, "sk_test_someone_else"));
    expect(forged.status).toBe(401);
    expect(await (await webhook(refundEvent("refund.processed", transactionId, 5000))).json()).toEqual({ received: true, outcome: "amount_mismatch" });
    expect(await (await webhook(refundEvent("refund.processed", "T2154954_412829_3be32076_6lcg3"))).json()).toEqual({ received: true, outcome: "ignored" });
    expect(await refundRow(appointment.id)).toMatchObject({ status: "pending" });
    expect(await ledgerRefunds(appointment.id)).toEqual([]);
  });

  it("a refund Paystack refuses is failed, listed for admins, and their Retry asks again (audited)", async () => {
    const { providerUser, appointment, transactionId } = await paidWithPaystack({ known: false });
    await cancelByProvider(providerUser.id, appointment.id);
    const failed = await refundRow(appointment.id);
    expect(failed).toMatchObject({ status: "failed", failureReason: "Paystack: Transaction not found", requestedAt: null });

    const admin = await insertUser({ role: "admin", firstName: "Yaw", lastName: "Admin" });
    const adminCookie = await signIn(admin.id);
    const list = (await (await request("/api/admin/refunds", { cookie: adminCookie })).json()) as AdminRefundList;
    expect(list.status).toBe("failed");
    expect(list.items.find((item) => item.id === failed!.id)).toMatchObject({
      status: "failed",
      amount: "150.00",
      paymentReference: transactionId,
      reason: "provider_cancelled",
      failureReason: "Paystack: Transaction not found",
      attempts: 1,
      patientName: "Ama Owusu",
    });

    await paystackHas({ reference: transactionId, status: "success", amount: 15000, currency: "GHS" });
    const retried = await request(`/api/admin/refunds/${failed!.id}/retry`, { method: "POST", cookie: adminCookie });
    expect(retried.status).toBe(200);
    const after = (await retried.json()) as AdminRefund;
    expect(after).toMatchObject({ status: "pending", attempts: 2, failureReason: null });
    expect(after.requestedAt).not.toBeNull();
    expect(await refundRequestsFor(transactionId)).toHaveLength(2);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, "refund.retry"), eq(auditLog.entityId, failed!.id)))).toMatchObject([{ adminId: admin.id, entity: "refund" }]);

    // Taken by Paystack now: a second Retry is refused, and refund.failed puts it back on the admin's list.
    expect((await request(`/api/admin/refunds/${failed!.id}/retry`, { method: "POST", cookie: adminCookie })).status).toBe(409);
    expect(await (await webhook(refundEvent("refund.failed", transactionId))).json()).toEqual({ received: true, outcome: "failed" });
    expect(await refundRow(appointment.id)).toMatchObject({ status: "failed", failureReason: "Paystack could not process the refund" });

    // Failed by Paystack after it took the request: the admin's Retry asks again.
    expect((await request(`/api/admin/refunds/${failed!.id}/retry`, { method: "POST", cookie: adminCookie })).status).toBe(200);
    expect(await refundRow(appointment.id)).toMatchObject({ status: "pending", requestedAt: expect.any(Number) });
    expect(await refundRequestsFor(transactionId)).toHaveLength(3);
  });
});
