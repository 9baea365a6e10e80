/**
 * The ledger's own guarantees (migration 0012): the database writes a booking's charge whichever way
 * it became paid, holds a payment that paid nothing, and refuses to edit or delete a row.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertAppointment, insertProvider, insertUser } from "../../test/fixtures.ts";
import { appointments, ledgerEntries, payments } from "../db/schema.ts";
import { recordMovement } from "./ledger.ts";

const entriesOf = (appointmentId: number) => db().select().from(ledgerEntries).where(eq(ledgerEntries.appointmentId, appointmentId)).orderBy(ledgerEntries.id);

async function unpaidAppointment() {
  const { provider } = await insertProvider();
  const patient = await insertUser();
  return insertAppointment({ patientId: patient.id, providerId: provider.id, holdExpiresAt: Date.now() + 60_000 });
}

describe("ledger charges", () => {
  it("writes one charge, split as fixed at booking, when a booking becomes paid, and none on a repeat", async () => {
    const appointment = await unpaidAppointment();
    const paid = { paymentStatus: "completed" as const, transactionId: `apt_${appointment.id}_1`, updatedAt: Date.now() };
    await db().update(appointments).set(paid).where(eq(appointments.id, appointment.id));
    await db().update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, appointment.id));

    const entries = await entriesOf(appointment.id);
    expect(entries).toMatchObject([
      { kind: "charge", sourceRef: `apt_${appointment.id}`, grossPesewas: 15000, commissionPesewas: 1500, payoutOwedPesewas: 13500, heldPesewas: 0 },
    ]);
  });

  it("charges a booking inserted already paid (the seed does this)", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, paymentStatus: "completed", status: "completed" });
    expect(await entriesOf(appointment.id)).toMatchObject([{ kind: "charge", grossPesewas: 15000, payoutOwedPesewas: 13500 }]);
  });

  it("holds a successful payment that did not pay its booking, for a refund", async () => {
    const appointment = await unpaidAppointment();
    await db().update(appointments).set({ status: "cancelled", cancellationReason: "payment_hold_lapsed" }).where(eq(appointments.id, appointment.id));
    await db().insert(payments).values({ appointmentId: appointment.id, reference: `apt_${appointment.id}_9`, gateway: "sandbox", amountPesewas: 15000, status: "success" });

    expect(await entriesOf(appointment.id)).toMatchObject([
      { kind: "charge", sourceRef: `apt_${appointment.id}_9`, grossPesewas: 15000, commissionPesewas: 0, payoutOwedPesewas: 0, heldPesewas: 15000 },
    ]);
  });
});

describe("ledger rows", () => {
  it("are never edited or deleted", async () => {
    const appointment = await unpaidAppointment();
    await db().update(appointments).set({ paymentStatus: "completed" }).where(eq(appointments.id, appointment.id));
    await expect(env.DB.prepare("UPDATE ledger_entries SET gross_pesewas = 1 WHERE appointment_id = ?").bind(appointment.id).run()).rejects.toThrow(/never edited/);
    await expect(env.DB.prepare("DELETE FROM ledger_entries WHERE appointment_id = ?").bind(appointment.id).run()).rejects.toThrow(/never deleted/);
    expect(await entriesOf(appointment.id)).toHaveLength(1);
  });

  it("refuse a split that does not add up, and write a repeated movement once", async () => {
    const movement = { kind: "refund" as const, appointmentId: 999_001, providerId: null, sourceRef: "rfd_test", grossPesewas: -15000, commissionPesewas: -1500, payoutOwedPesewas: -13500, at: Date.now() };
    await expect(recordMovement(db(), { ...movement, payoutOwedPesewas: -13000 })).rejects.toThrow();
    await recordMovement(db(), movement);
    await recordMovement(db(), movement);
    expect(await entriesOf(999_001)).toHaveLength(1);
  });
});
