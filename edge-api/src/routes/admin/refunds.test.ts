/**
 * The administrator's refunds (docs/product-rules.md#refunds): refunding a late cancellation that got no automatic refund,
 * what may not be refunded, the lists by status, Retry's refusals, and the revenue page's refunds and
 * net. Runs on the sandbox gateway; Paystack's side is in payments/paystack-refunds.test.ts.
 */
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { createApp } from "../../app.ts";
import { monthKey } from "../../db/revenue.ts";
import type { AdminAppointment, AdminPage } from "@gh/contracts/admin/options";
import type { PatientAppointment } from "@gh/contracts/appointments";
import { ADMIN_REFUNDS_PAGE_SIZE, type AdminRefund, type AdminRefundList, type RevenueReportWithRefunds } from "@gh/contracts/refunds";
import { describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, insertUser, sendJson, signIn, signedInPatient } from "../../../test/fixtures.ts";
import { auditLog, refunds } from "../../db/schema.ts";
import type { SandboxRefund } from "../../payments/sandbox-refunds.ts";
import { settleDueSandboxRefunds } from "../../money/refunds.ts";

const HOUR = 3_600_000;
let unique = 0;

async function adminCookie() {
  const admin = await insertUser({ role: "admin", firstName: "Yaw", lastName: "Admin" });
  return { admin, cookie: await signIn(admin.id) };
}

/** A paid visit of a new patient, in `status`, `hoursAhead` from now. */
async function paidVisit(status: "pending" | "confirmed" | "completed" | "cancelled", hoursAhead = 5, paymentStatus: "pending" | "completed" = "completed") {
  const { provider } = await insertProvider();
  const { patient, cookie } = await signedInPatient();
  const appointment = await insertAppointment({
    patientId: patient.id,
    providerId: provider.id,
    startsAt: Math.ceil((Date.now() + hoursAhead * HOUR) / 60_000) * 60_000,
    status,
    paymentStatus,
    transactionId: paymentStatus === "completed" ? `apt_adm${++unique}_${Date.now()}` : null,
  });
  return { patient, cookie, appointment };
}

const app = createApp();
/**
 * The refunds this file starts stay pending until settleNow settles them: the sandbox's own knob holds
 * them for a day (and without an execution context no delayed task settles them), where its usual 3 s
 * may pass while a busy machine starts twenty of them.
 */
const HELD_REFUNDS = { ...env, SANDBOX_REFUND_DELAY_MS: String(24 * HOUR) };
const adminPost = (cookie: string, path: string) =>
  app.fetch(new Request(`http://127.0.0.1${path}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", Cookie: cookie }, body: "{}" }), HELD_REFUNDS);
const refundAppointment = (cookie: string, id: number | string) => adminPost(cookie, `/api/admin/appointments/${id}/refund`);
const retry = (cookie: string, id: number | string) => adminPost(cookie, `/api/admin/refunds/${id}/retry`);

async function settleNow(paymentReference: string) {
  const key = `sandbox-refund:${paymentReference}`;
  const record = await env.CODES.get<SandboxRefund>(key, "json");
  await env.CODES.put(key, JSON.stringify({ ...record, settlesAt: Date.now() - 1 }));
  await settleDueSandboxRefunds(env, db());
}

describe("POST /api/admin/appointments/:id/refund", () => {
  it("refunds a late patient cancellation in full, once, audited, and the patient sees it", async () => {
    const { cookie: patientCookie, appointment } = await paidVisit("confirmed", 5);
    expect((await sendJson(`/api/appointments/${appointment.id}`, { status: "cancelled" }, { method: "PUT", cookie: patientCookie })).status).toBe(200);
    expect(await db().select().from(refunds).where(eq(refunds.appointmentId, appointment.id))).toEqual([]);

    const { admin, cookie } = await adminCookie();
    const response = await refundAppointment(cookie, appointment.id);
    expect(response.status).toBe(201);
    const refund = (await response.json()) as AdminRefund;
    expect(refund).toMatchObject({
      appointmentId: appointment.id,
      paymentReference: appointment.transactionId,
      reference: `rfd_${appointment.transactionId}`,
      amount: "150.00",
      reason: "admin",
      status: "pending",
      attempts: 1,
      patientName: "Ama Owusu",
      processedAt: null,
    });
    expect(refund.requestedAt).not.toBeNull();
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, "refund.create"), eq(auditLog.entityId, appointment.id)))).toMatchObject([{ adminId: admin.id, entity: "appointment" }]);

    const again = await refundAppointment(cookie, appointment.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "conflict", message: "This payment already has a refund." } });
    const mine = (await (await api("/api/appointments/my", { headers: { Cookie: patientCookie } })).json()) as PatientAppointment[];
    expect(mine.find((item) => item.id === appointment.id)?.refund).toMatchObject({ amount: "150.00", status: "pending" });
  });

  it("refuses a completed visit, one still to come, an unpaid one and an unknown one, changing nothing", async () => {
    const { cookie } = await adminCookie();
    const completed = await paidVisit("completed", -48);
    const confirmed = await paidVisit("confirmed", 48);
    const unpaid = await paidVisit("cancelled", 48, "pending");
    const cases: [number | string, number, string][] = [
      [completed.appointment.id, 409, "A completed visit is not refunded: the provider is paid for it."],
      [confirmed.appointment.id, 409, "Only a cancelled appointment can be refunded. Cancel it first."],
      [unpaid.appointment.id, 409, "This appointment was not paid, so there is nothing to refund."],
      [999_999, 404, "Appointment not found"],
      ["abc", 400, "Some fields are missing or invalid"],
    ];
    for (const [id, status, message] of cases) {
      const response = await refundAppointment(cookie, id);
      expect(response.status, String(id)).toBe(status);
      expect((await response.json()) as { error: { message: string } }).toMatchObject({ error: { message } });
    }
    for (const visit of [completed, confirmed, unpaid]) expect(await db().select().from(refunds).where(eq(refunds.appointmentId, visit.appointment.id))).toEqual([]);
  });
});

describe("the admin Appointments table's refund column", () => {
  it("says how a booking's refund stands, so Refund is offered only where there is none", async () => {
    const { cookie: patientCookie, appointment } = await paidVisit("confirmed", 72);
    const { cookie } = await adminCookie();
    const row = async () => {
      // Newest first by default: the visit just booked is on the first page.
      const listed = (await (await api("/api/admin/appointments?pageSize=100", { headers: { Cookie: cookie } })).json()) as AdminPage<AdminAppointment>;
      return listed.items.find((item) => item.id === appointment.id);
    };
    expect(await row()).toMatchObject({ status: "confirmed", refundStatus: null });

    expect((await sendJson(`/api/appointments/${appointment.id}`, { status: "cancelled" }, { method: "PUT", cookie: patientCookie })).status).toBe(200);
    expect(await row()).toMatchObject({ status: "cancelled", refundStatus: expect.stringMatching(/^(pending|processed)$/) });
  });
});

describe("GET /api/admin/refunds and Retry", () => {
  it("lists by status, and Retry refuses an unknown refund and one already processed", async () => {
    const { cookie } = await adminCookie();
    const { appointment } = await paidVisit("cancelled", 5);
    const created = (await (await refundAppointment(cookie, appointment.id)).json()) as AdminRefund;

    const pending = (await (await api("/api/admin/refunds?status=pending", { headers: { Cookie: cookie } })).json()) as AdminRefundList;
    expect(pending.status).toBe("pending");
    expect(pending.items.map((item) => item.id)).toContain(created.id);
    // Taken by the gateway: nothing to retry.
    expect((await retry(cookie, created.id)).status).toBe(409);

    await settleNow(appointment.transactionId!);
    const processed = (await (await api("/api/admin/refunds?status=processed", { headers: { Cookie: cookie } })).json()) as AdminRefundList;
    expect(processed.items.find((item) => item.id === created.id)).toMatchObject({ status: "processed" });
    const retried = await retry(cookie, created.id);
    expect(retried.status).toBe(409);
    expect(await retried.json()).toMatchObject({ error: { message: "This refund is already processed or on its way." } });
    expect((await retry(cookie, 999_999)).status).toBe(404);
    expect((await api("/api/admin/refunds?status=lost", { headers: { Cookie: cookie } })).status).toBe(400);
  });

  it("pages on the server, newest first, with the count of the status", async () => {
    const { cookie } = await adminCookie();
    const refundIds: number[] = [];
    const payments: string[] = [];
    for (let visit = 0; visit < ADMIN_REFUNDS_PAGE_SIZE + 2; visit++) {
      const { appointment } = await paidVisit("cancelled", 5);
      refundIds.push(((await (await refundAppointment(cookie, appointment.id)).json()) as AdminRefund).id);
      payments.push(appointment.transactionId!);
    }
    const listed = async (query: string) => (await (await api(`/api/admin/refunds?status=pending${query}`, { headers: { Cookie: cookie } })).json()) as AdminRefundList;

    const first = await listed("");
    const second = await listed("&page=2");
    expect(first).toMatchObject({ page: 1, pageSize: ADMIN_REFUNDS_PAGE_SIZE });
    expect(first.total).toBeGreaterThanOrEqual(ADMIN_REFUNDS_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(ADMIN_REFUNDS_PAGE_SIZE);
    expect(second.page).toBe(2);
    // The newest first: this test's last refund opens page 1, and no refund shows on both pages.
    expect(first.items[0]!.id).toBe(refundIds.at(-1));
    const onFirst = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => onFirst.has(item.id))).toBe(false);
    expect((await api("/api/admin/refunds?page=0", { headers: { Cookie: cookie } })).status).toBe(400);
    // Settled, so that no other test's figures find these still on their way.
    for (const payment of payments) await settleNow(payment);
  });
});

describe("GET /api/admin/revenue with refunds", () => {
  it("shows gross, the refunds with the commission and payout they reversed, and net", async () => {
    const { cookie } = await adminCookie();
    const report = async () => (await (await api("/api/admin/revenue", { headers: { Cookie: cookie } })).json()) as RevenueReportWithRefunds;
    const cedis = (value: string) => Math.round(Number(value) * 100);
    const before = await report();

    const { appointment } = await paidVisit("cancelled", 5);
    const created = (await (await refundAppointment(cookie, appointment.id)).json()) as AdminRefund;
    const waiting = await report();
    expect(waiting.refunds.pending.count).toBe(before.refunds.pending.count + 1);
    expect(cedis(waiting.refunds.totalRefunded)).toBe(cedis(before.refunds.totalRefunded));

    await settleNow(created.paymentReference);
    const after = await report();
    const thisMonth = monthKey(Date.now());
    expect(cedis(after.totalRevenue) - cedis(before.totalRevenue)).toBe(15000);
    expect(cedis(after.refunds.totalRefunded) - cedis(before.refunds.totalRefunded)).toBe(15000);
    expect(cedis(after.refunds.commissionReversed) - cedis(before.refunds.commissionReversed)).toBe(1500);
    expect(cedis(after.refunds.payoutsReversed) - cedis(before.refunds.payoutsReversed)).toBe(13500);
    expect(after.refunds.refundedAppointments - before.refunds.refundedAppointments).toBe(1);
    expect(after.refunds.pending.count).toBe(before.refunds.pending.count);
    expect(cedis(after.refunds.netRevenue)).toBe(cedis(after.totalRevenue) - cedis(after.refunds.totalRefunded));
    expect(cedis(after.refunds.netCommission)).toBe(cedis(after.totalCommission) - cedis(after.refunds.commissionReversed));
    expect(cedis(after.refunds.netPayouts)).toBe(cedis(after.totalPayouts) - cedis(after.refunds.payoutsReversed));
    const month = after.refunds.monthly.find((row) => row.month === thisMonth)!;
    const monthBefore = before.refunds.monthly.find((row) => row.month === thisMonth)!;
    expect(cedis(month.refunds) - cedis(monthBefore.refunds)).toBe(15000);
    expect(after.refunds.monthly.map((row) => row.month)).toEqual(after.monthly.map((row) => row.month));

    const csv = await (await api("/api/admin/revenue.csv", { headers: { Cookie: cookie } })).text();
    expect(csv).toContain("Refunds (GHS),Net revenue (GHS)");
    expect(csv).toContain(`${thisMonth},`);
  });
});
