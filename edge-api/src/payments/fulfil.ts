/**
 * Payment fulfilment, shared by the patient's verify call and Paystack's webhook: the gateway's word
 * is checked against the booking (paid, in GHS, exactly the fee, our reference for this appointment),
 * then the payment is recorded and the appointment marked paid in one batch. Doing it again, or a
 * webhook after a verify, changes nothing more. A payment that cannot pay its booking (it lapsed and
 * cannot be reinstated, or the visit was already paid) is recorded with its refund.
 */
import { appointmentIdOfReference, PAYMENT_MESSAGES, type PaymentGatewayName } from "@gh/contracts/payments/options";
import { and, eq, ne } from "drizzle-orm";
import { type AppointmentRow } from "../db/appointments.ts";
import { isUniqueViolation, type Database } from "../db/client.ts";
import { appointments, payments } from "../db/schema.ts";
import { isDayOff } from "../db/time-off.ts";
import { refundHeldPayment } from "../money/refund-store.ts";
import { AppError } from "../http/errors.ts";
import type { GatewayTransaction } from "./gateway.ts";

/** "paid" carries the appointment as this fulfilment left it; a repeat changes nothing. */
export type Fulfilment = { outcome: "paid"; appointment: AppointmentRow } | { outcome: "already_paid" };
const ALREADY_PAID: Fulfilment = { outcome: "already_paid" };

function notVerified(message: string = PAYMENT_MESSAGES.notVerified): AppError {
  return new AppError(402, "payment_not_verified", message);
}

/** Why the gateway's transaction does not pay this appointment, or null when it does. */
export function transactionProblem(appointment: Pick<AppointmentRow, "id" | "feePesewas">, transaction: GatewayTransaction | null, reference: string): string | null {
  if (!transaction || transaction.reference !== reference || appointmentIdOfReference(reference) !== appointment.id) return PAYMENT_MESSAGES.notVerified;
  if (transaction.status !== "success") return PAYMENT_MESSAGES.notVerified;
  if (transaction.currency !== "GHS" || transaction.amountPesewas !== appointment.feePesewas) return PAYMENT_MESSAGES.amountMismatch;
  return null;
}

/** Records a payment row alone (a payment that cannot be applied is still money we must account for). */
function recordPayment(db: Database, appointment: AppointmentRow, transaction: GatewayTransaction, gateway: PaymentGatewayName, now: number) {
  return db
    .insert(payments)
    .values({
      appointmentId: appointment.id,
      providerId: appointment.providerId,
      patientId: appointment.patientId,
      reference: transaction.reference,
      gateway,
      amountPesewas: transaction.amountPesewas,
      currency: transaction.currency,
      status: "success",
      channel: transaction.channel,
      paidAt: transaction.paidAt ?? now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: payments.reference });
}

/**
 * A mobile-money prompt's attempt row (mobile-money-attempts.ts: status pending or failed, no money)
 * gives way to the payment it became, in the same batch: the payment is then inserted, so the
 * ledger's insert trigger holds it when it paid nothing, exactly as for a checkout's payment.
 */
function clearAttempt(db: Database, reference: string) {
  return db.delete(payments).where(and(eq(payments.reference, reference), ne(payments.status, "success")));
}

/**
 * Records a payment and, when it paid nothing (the ledger holds it: a second payment, or one that came
 * after its booking was cancelled), its refund, in one batch. The caller then asks the gateway
 * (money/refunds.ts startRefundOfPayment).
 */
async function recordPaymentOrRefund(db: Database, appointment: AppointmentRow, transaction: GatewayTransaction, gateway: PaymentGatewayName, now: number) {
  await db.batch([clearAttempt(db, transaction.reference), recordPayment(db, appointment, transaction, gateway, now), refundHeldPayment(db, transaction.reference, now)]);
}

export async function fulfilPayment(
  db: Database,
  appointment: AppointmentRow,
  transaction: GatewayTransaction | null,
  reference: string,
  gateway: PaymentGatewayName,
  now = Date.now(),
): Promise<Fulfilment> {
  const problem = transactionProblem(appointment, transaction, reference);
  if (problem || !transaction) throw notVerified(problem ?? undefined);
  if (appointment.paymentStatus === "completed") {
    // Paid already (this reference, or a second payment for the same visit: kept on record and refunded).
    await recordPaymentOrRefund(db, appointment, transaction, gateway, now);
    return ALREADY_PAID;
  }
  const lapsed = appointment.status === "cancelled" && appointment.cancellationReason === "payment_hold_lapsed";
  // A day the provider has since taken off is not paid into (a lapsed hold is not brought back onto it).
  if ((appointment.status !== "pending" && !lapsed) || (await isDayOff(db, appointment.providerId, new Date(appointment.startsAt).toISOString().slice(0, 10)))) {
    await recordPaymentOrRefund(db, appointment, transaction, gateway, now);
    throw new AppError(409, "conflict", PAYMENT_MESSAGES.bookingNoLongerActive);
  }
  try {
    // A hold that lapsed while the patient was paying is reinstated if its slot is still free:
    // the unique slot index refuses it otherwise, and the whole batch rolls back.
    // The appointment is marked paid before the payment is recorded: the ledger's triggers (migration
    // 0012) write the booking's charge, and hold for a refund only a payment that did not pay it.
    const [updated] = await db.batch([
      db
        .update(appointments)
        .set({ status: "pending", paymentStatus: "completed", transactionId: reference, holdExpiresAt: null, cancellationReason: null, updatedAt: now })
        .where(and(eq(appointments.id, appointment.id), eq(appointments.paymentStatus, "pending"), eq(appointments.status, appointment.status)))
        .returning(),
      clearAttempt(db, transaction.reference),
      recordPayment(db, appointment, transaction, gateway, now),
      // Refunded only if it paid nothing: a concurrent payment with another reference paid the booking first.
      refundHeldPayment(db, transaction.reference, now),
    ]);
    // Nothing updated: a concurrent verify or webhook fulfilled it first.
    return updated[0] ? { outcome: "paid", appointment: updated[0] } : ALREADY_PAID;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await recordPaymentOrRefund(db, appointment, transaction, gateway, now);
    throw new AppError(409, "conflict", PAYMENT_MESSAGES.bookingNoLongerActive);
  }
}
