/**
 * The refund policy (docs/product-rules.md#refunds), as patients, providers and the sandbox gateway live it:
 * who is refunded automatically and who is not, what My Appointments shows while the money goes back
 * and after, the e-mail, and the ledger's refund row, written once whatever is repeated.
 */
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import type { PatientAppointment } from "@gh/contracts/appointments";
import { describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, insertUser, outboxFor, sendJson, signIn, signedInPatient, upcoming } from "../../test/fixtures.ts";
import { appointments, ledgerEntries, payments, refunds } from "../db/schema.ts";
import { recordSandboxCharge } from "../payments/sandbox.ts";
import type { SandboxRefund } from "../payments/sandbox-refunds.ts";
import { requestRefund, retryDueRefunds } from "./refunds.ts";

const HOUR = 3_600_000;

/** A patient's paid booking with a provider, `hoursAhead` from now (a weekday at 10:00 is not needed: the policy reads only the instant). */
async function paidBooking(hoursAhead: number, overrides: Partial<typeof appointments.$inferInsert> = {}) {
  const { provider, user: providerUser } = await insertProvider();
  const { patient, cookie } = await signedInPatient();
  const startsAt = Math.ceil((Date.now() + hoursAhead * HOUR) / 60_000) * 60_000;
  const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt, status: "confirmed", paymentStatus: "completed", ...overrides });
  const transactionId = overrides.transactionId === undefined ? `apt_${appointment.id}_${Date.now()}` : overrides.transactionId;
  await db().update(appointments).set({ transactionId }).where(eq(appointments.id, appointment.id));
  return { provider, providerUser, patient, cookie, appointment: { ...appointment, transactionId } };
}

const cancelAsPatient = (cookie: string, id: number) => sendJson(`/api/appointments/${id}`, { status: "cancelled" }, { method: "PUT", cookie });

async function myAppointments(cookie: string): Promise<PatientAppointment[]> {
  const response = await api("/api/appointments/my", { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as PatientAppointment[];
}

const refundOf = async (cookie: string, id: number) => (await myAppointments(cookie)).find((appointment) => appointment.id === id)?.refund;
const refundRows = (appointmentId: number) => db().select().from(refunds).where(eq(refunds.appointmentId, appointmentId));
const ledgerRefunds = (appointmentId: number) =>
  db().select().from(ledgerEntries).where(and(eq(ledgerEntries.appointmentId, appointmentId), eq(ledgerEntries.kind, "refund")));

/** As if the sandbox's few seconds had passed: its refund of this payment is due now. */
async function letSandboxRefundSettle(paymentReference: string) {
  const key = `sandbox-refund:${paymentReference}`;
  const record = await env.CODES.get<SandboxRefund>(key, "json");
  expect(record, "the sandbox was asked for the refund").not.toBeNull();
  await env.CODES.put(key, JSON.stringify({ ...record, settlesAt: Date.now() - 1 }));
}

describe("a patient cancelling a paid visit", () => {
  it("at least 24 hours ahead is refunded in full: processing at first, then refunded, with one e-mail and one ledger row", async () => {
    const { cookie, appointment } = await paidBooking(72);
    const response = await cancelAsPatient(cookie, appointment.id);
    expect(response.status).toBe(200);
    const cancelled = (await response.json()) as PatientAppointment;
    expect(cancelled).toMatchObject({ status: "cancelled", refund: { amount: "150.00", status: "pending", processedAt: null } });

    // The sandbox takes a few seconds, as a real refund takes a while.
    expect(await refundOf(cookie, appointment.id)).toMatchObject({ amount: "150.00", status: "pending", processedAt: null });
    expect(await refundRows(appointment.id)).toMatchObject([
      { reason: "patient_cancelled", paymentReference: appointment.transactionId, reference: `rfd_${appointment.transactionId}`, gateway: "sandbox", attempts: 1, status: "pending" },
    ]);
    expect(await ledgerRefunds(appointment.id)).toEqual([]);

    await letSandboxRefundSettle(appointment.transactionId!);
    const refunded = await refundOf(cookie, appointment.id);
    expect(refunded).toMatchObject({ amount: "150.00", status: "processed" });
    expect(Date.parse(refunded!.processedAt!)).toBeGreaterThan(Date.now() - 60_000);

    // Read again: nothing more is written or sent.
    await myAppointments(cookie);
    expect(await ledgerRefunds(appointment.id)).toMatchObject([
      { sourceRef: `rfd_${appointment.transactionId}`, grossPesewas: -15000, commissionPesewas: -1500, payoutOwedPesewas: -13500, heldPesewas: 0 },
    ]);
    const mails = (await outboxFor(appointment.patientEmail)).filter((message) => message.subject?.startsWith("Refunded"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain("We have refunded ₵150.00");
  });

  it("less than 24 hours ahead is not refunded automatically", async () => {
    const { cookie, appointment } = await paidBooking(5);
    expect((await cancelAsPatient(cookie, appointment.id)).status).toBe(200);
    expect(await refundOf(cookie, appointment.id)).toBeNull();
    expect(await refundRows(appointment.id)).toEqual([]);
  });

  it("that was never paid has nothing to refund; a paid visit rescheduled keeps its payment", async () => {
    const unpaid = await paidBooking(72, { paymentStatus: "pending", status: "pending", holdExpiresAt: Date.now() + 10 * 60_000, transactionId: null });
    expect((await cancelAsPatient(unpaid.cookie, unpaid.appointment.id)).status).toBe(200);
    expect(await refundRows(unpaid.appointment.id)).toEqual([]);

    const paid = await paidBooking(0, { startsAt: Date.parse(`${upcoming(2)}T10:00:00.000Z`) });
    const moved = await sendJson(`/api/appointments/${paid.appointment.id}`, { appointmentDate: `${upcoming(3)}T11:00:00.000Z` }, { method: "PUT", cookie: paid.cookie });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ paymentStatus: "completed", refund: null });
    expect(await refundRows(paid.appointment.id)).toEqual([]);
  });

  it("twice makes one refund: the second cancel is refused and the gateway is asked once", async () => {
    const { cookie, appointment } = await paidBooking(48);
    expect((await cancelAsPatient(cookie, appointment.id)).status).toBe(200);
    expect((await cancelAsPatient(cookie, appointment.id)).status).toBe(409);
    const [refund, ...more] = await refundRows(appointment.id);
    expect(more).toEqual([]);
    // Asking again (a Cron or a double click) finds it taken and changes nothing.
    expect(await requestRefund(env, db(), refund!)).toMatchObject({ attempts: 1, status: "pending" });
    expect((await refundRows(appointment.id))[0]).toMatchObject({ attempts: 1 });
  });
});

describe("a provider's cancellations", () => {
  it("refund every paid visit in full, even a few hours ahead", async () => {
    const { cookie, appointment, providerUser } = await paidBooking(3);
    const response = await sendJson(`/api/providers/appointments/${appointment.id}`, { status: "cancelled", reason: "The doctor is unwell" }, { method: "PATCH", cookie: await signIn(providerUser.id) });
    expect(response.status).toBe(200);
    expect(await refundRows(appointment.id)).toMatchObject([{ reason: "provider_cancelled", amountPesewas: 15000, status: "pending" }]);
    expect(await refundOf(cookie, appointment.id)).toMatchObject({ amount: "150.00", status: "pending" });
  });

  it("refund the paid visits that time off cancels, and not the unpaid holds", async () => {
    const day = upcoming(1);
    const { provider, user: providerUser } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const paid = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.parse(`${day}T09:00:00.000Z`), status: "confirmed", paymentStatus: "completed", transactionId: `apt_tf_${Date.now()}` });
    const other = await insertUser();
    const hold = await insertAppointment({ patientId: other.id, providerId: provider.id, startsAt: Date.parse(`${day}T11:00:00.000Z`), holdExpiresAt: Date.now() + 10 * 60_000 });

    const response = await sendJson("/api/providers/time-off", { from: day, to: day, reason: "Conference", cancelAppointments: true }, { cookie: await signIn(providerUser.id) });
    expect(response.status).toBe(201);
    expect(await refundRows(paid.id)).toMatchObject([{ reason: "provider_time_off", amountPesewas: 15000 }]);
    expect(await refundRows(hold.id)).toEqual([]);
    expect(await refundOf(cookie, paid.id)).toMatchObject({ status: "pending" });
  });

  it("deleting the profile refunds every paid visit that has not happened, before the appointments go, and the refunds outlive them", async () => {
    const { provider, user: providerUser } = await insertProvider();
    const patient = await insertUser();
    const at = (hours: number) => Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000;
    const ahead = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(48), status: "confirmed", paymentStatus: "completed", transactionId: `apt_del1_${Date.now()}` });
    const awaiting = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(50), status: "pending", paymentStatus: "completed", transactionId: `apt_del2_${Date.now()}` });
    const completed = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(-48), status: "completed", paymentStatus: "completed", transactionId: `apt_del3_${Date.now()}` });
    const unpaid = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(52), holdExpiresAt: Date.now() + 600_000 });

    const response = await api("/api/providers/profile", { method: "DELETE", headers: { Cookie: await signIn(providerUser.id), Origin: "http://127.0.0.1" } });
    expect(response.status).toBe(200);
    expect(await db().select().from(appointments).where(eq(appointments.providerId, provider.id))).toEqual([]);
    expect(await refundRows(ahead.id)).toMatchObject([{ reason: "provider_removed", providerId: provider.id, patientId: patient.id, amountPesewas: 15000, commissionPesewas: 1500, payoutPesewas: 13500 }]);
    expect(await refundRows(awaiting.id)).toMatchObject([{ reason: "provider_removed" }]);
    expect(await refundRows(completed.id)).toEqual([]);
    expect(await refundRows(unpaid.id)).toEqual([]);

    // The money goes back with the appointment gone: the ledger row and the e-mail (to the account) still come.
    await letSandboxRefundSettle(ahead.transactionId!);
    expect((await retryDueRefunds(env, db())).sandboxRefundsSettled).toBeGreaterThanOrEqual(1);
    expect(await ledgerRefunds(ahead.id)).toMatchObject([{ grossPesewas: -15000, commissionPesewas: -1500, payoutOwedPesewas: -13500, providerId: provider.id }]);
    expect((await outboxFor(patient.email)).some((message) => message.subject?.startsWith("Refunded"))).toBe(true);
  });

  it("an admin deleting the provider refunds their paid visits too", async () => {
    const { provider, patient, appointment } = await paidBooking(30);
    const admin = await insertUser({ role: "admin" });
    const response = await api(`/api/admin/providers/${provider.id}`, { method: "DELETE", headers: { Cookie: await signIn(admin.id), Origin: "http://127.0.0.1" } });
    expect(response.status).toBe(200);
    expect(await refundRows(appointment.id)).toMatchObject([{ reason: "provider_removed", patientId: patient.id, status: "pending", gateway: "sandbox" }]);
  });
});

describe("a payment that paid nothing", () => {
  /** A booking whose hold lapsed while the patient paid through the sandbox. */
  async function lapsedBookingPaid() {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "cancelled", cancellationReason: "payment_hold_lapsed" });
    const reference = `apt_${appointment.id}_${Date.now()}`;
    await recordSandboxCharge(env.CODES, { reference, amountPesewas: 15000, channel: "mtn", outcome: "success" });
    return { provider, patient, cookie, appointment, reference };
  }

  it("after its hold lapsed and its slot went to someone else is refunded automatically", async () => {
    const { provider, cookie, appointment, reference } = await lapsedBookingPaid();
    await insertAppointment({ patientId: (await insertUser()).id, providerId: provider.id, startsAt: appointment.startsAt, status: "confirmed" });
    expect((await sendJson("/api/payments/verify", { reference, appointmentId: appointment.id }, { cookie })).status).toBe(409);
    expect(await refundRows(appointment.id)).toMatchObject([{ paymentReference: reference, reason: "late_payment", amountPesewas: 15000, heldPesewas: 15000, commissionPesewas: 0, status: "pending", gateway: "sandbox" }]);
    expect(await refundOf(cookie, appointment.id)).toMatchObject({ amount: "150.00", status: "pending" });

    // Verifying again changes nothing more.
    expect((await sendJson("/api/payments/verify", { reference, appointmentId: appointment.id }, { cookie })).status).toBe(409);
    expect(await refundRows(appointment.id)).toHaveLength(1);

    await letSandboxRefundSettle(reference);
    expect(await refundOf(cookie, appointment.id)).toMatchObject({ status: "processed" });
    expect(await ledgerRefunds(appointment.id)).toMatchObject([{ sourceRef: `rfd_${reference}`, grossPesewas: -15000, heldPesewas: -15000, commissionPesewas: 0, payoutOwedPesewas: 0 }]);
  });

  it("that is reinstated is kept, not refunded", async () => {
    const { cookie, appointment, reference } = await lapsedBookingPaid();
    expect((await sendJson("/api/payments/verify", { reference, appointmentId: appointment.id }, { cookie })).status).toBe(200);
    expect(await refundRows(appointment.id)).toEqual([]);
  });

  it("a second payment for a visit already paid is refunded, the first kept", async () => {
    const { cookie, appointment } = await paidBooking(72, { status: "pending" });
    const second = `apt_${appointment.id}_${Date.now() + 1}`;
    await recordSandboxCharge(env.CODES, { reference: second, amountPesewas: 15000, channel: "card", outcome: "success" });
    expect((await sendJson("/api/payments/verify", { reference: second, appointmentId: appointment.id }, { cookie })).status).toBe(200);
    expect(await db().select().from(payments).where(eq(payments.reference, second))).toHaveLength(1);
    expect(await refundRows(appointment.id)).toMatchObject([{ paymentReference: second, reason: "duplicate_payment", heldPesewas: 15000 }]);
  });
});
