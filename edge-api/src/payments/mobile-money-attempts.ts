/**
 * A mobile-money prompt's attempt, kept as a `payments` row in status "pending" from the moment the
 * gateway is asked (the amount is the appointment's fee, never what a caller says), so the sweep can
 * ask the gateway about it later. The attempt gives way to the payment when the gateway's verified
 * transaction is recorded (fulfil.ts), or is closed as "failed" when nothing was paid. No money
 * moves with an attempt row: the ledger reads only payments in status "success".
 */
import type { PaymentGatewayName } from "@gh/contracts/payments/options";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { AppointmentRow } from "../db/appointments.ts";
import { isUniqueViolation, type Database } from "../db/client.ts";
import { appointments, payments } from "../db/schema.ts";

/** Records the attempt; false when this reference was used already (a prompt asked twice). */
export async function recordAttempt(db: Database, appointment: AppointmentRow, reference: string, gateway: PaymentGatewayName, now: number): Promise<boolean> {
  try {
    await db.insert(payments).values({
      appointmentId: appointment.id,
      providerId: appointment.providerId,
      patientId: appointment.patientId,
      reference,
      gateway,
      amountPesewas: appointment.feePesewas,
      currency: "GHS",
      status: "pending",
      channel: "mobile_money",
      createdAt: now,
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Whether the attempt with this reference is still waiting for the gateway. */
export async function attemptIsPending(db: Database, reference: string): Promise<boolean> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.reference, reference)).limit(1);
  return row?.status === "pending";
}

/** Closes a pending attempt as paying nothing; true for the one call that closed it (so the caller is told once). */
export async function closeAttempt(db: Database, reference: string): Promise<boolean> {
  const closed = await db
    .update(payments)
    .set({ status: "failed" })
    .where(and(eq(payments.reference, reference), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return closed.length > 0;
}

/**
 * Releases an unpaid hold's slot the way a lapsed hold is released (scheduled.ts), so a payment that
 * still arrives later follows the web's rule for late payments; true when it released it now.
 */
export async function releaseHold(db: Database, appointmentId: number, now: number): Promise<boolean> {
  const released = await db
    .update(appointments)
    .set({ status: "cancelled", cancellationReason: "payment_hold_lapsed", holdExpiresAt: null, updatedAt: now })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.status, "pending"), eq(appointments.paymentStatus, "pending")))
    .returning({ id: appointments.id });
  return released.length > 0;
}

export interface PendingAttempt {
  reference: string;
  createdAt: number;
  appointment: AppointmentRow;
}

/** How far back the sweep looks for unpaid bookings with an attempt: far beyond a 15-minute hold. */
const ATTEMPT_LOOKBACK_MS = 24 * 60 * 60_000;

/**
 * Attempts still pending that were made before `madeBefore`, oldest first, with their unpaid
 * appointment. Read from the unpaid bookings of the last day (appointments_paid_recent_idx) and their
 * payments (payments_appointment_idx), so a sweep never reads the whole payments table.
 */
export async function pendingAttempts(db: Database, madeBefore: number, limit: number): Promise<PendingAttempt[]> {
  return db
    .select({ reference: payments.reference, createdAt: payments.createdAt, appointment: appointments })
    .from(appointments)
    .innerJoin(payments, eq(payments.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.paymentStatus, "pending"),
        gte(appointments.createdAt, madeBefore - ATTEMPT_LOOKBACK_MS),
        eq(payments.status, "pending"),
        lte(payments.createdAt, madeBefore),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}
