/**
 * Refund storage, written once (db/refunds-schema.ts): the inserts that create refunds, for the same
 * batch as the change that causes them; the claim that lets one caller at a time ask the gateway; and
 * the reads for the patient's list, the admin's list and the Cron. Creating twice writes nothing (one
 * refund per payment reference).
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { PaymentGatewayName } from "@gh/contracts/payments/options";
import { ADMIN_REFUNDS_PAGE_SIZE, FULL_REFUND_NOTICE_MS, type RefundReason, type RefundStatus } from "@gh/contracts/refunds";
import type { Database } from "../db/client.ts";
import { refunds, users, type RefundRow } from "../db/schema.ts";

/** An attempt that got no answer for this long may be made again (by the Cron or an admin's Retry). */
export const REFUND_CLAIM_MS = 2 * 60_000;

/** The reference of the payment that paid a booking; seeded bookings may lack one. */
const BOOKING_PAYMENT_REFERENCE = sql.raw(`coalesce(a.transaction_id, 'apt_' || a.id)`);

/**
 * Refunds in full every paid appointment (alias `a`) that `condition` picks, reversing the booking's
 * charge (fee = commission + payout). Every column in table order, as SQLite takes an INSERT … SELECT.
 * Put it in the batch after the cancellation it follows, with a condition that only that
 * cancellation makes true, so a cancellation and its refund land together or not at all.
 */
function refundPaidAppointments(db: Database, condition: SQL, reason: RefundReason, now: number) {
  return db
    .insert(refunds)
    .select(
      sql`SELECT NULL, 'rfd_' || ${BOOKING_PAYMENT_REFERENCE}, ${BOOKING_PAYMENT_REFERENCE}, a.id, a.provider_id, a.patient_id,
            a.fee_pesewas, a.commission_pesewas, a.payout_pesewas, 0, ${reason}, 'pending', NULL, NULL, NULL, 0, NULL, NULL, NULL, ${now}, ${now}
          FROM appointments a WHERE a.payment_status = 'completed' AND (${condition})`,
    )
    .onConflictDoNothing();
}

/** A patient's own cancellation, made in this batch at `now`, of a paid visit at least 24 hours ahead. */
export function refundPatientCancellation(db: Database, appointmentId: number, cancellationReason: string, now: number) {
  return refundPaidAppointments(
    db,
    sql`a.id = ${appointmentId} AND a.status = 'cancelled' AND a.cancellation_reason = ${cancellationReason} AND a.updated_at = ${now} AND a.starts_at >= ${now + FULL_REFUND_NOTICE_MS}`,
    "patient_cancelled",
    now,
  );
}

/** The provider's cancellation of a paid visit, made in this batch at `now`: always refunded. */
export function refundProviderCancellation(db: Database, appointmentId: number, now: number) {
  return refundPaidAppointments(db, sql`a.id = ${appointmentId} AND a.status = 'cancelled' AND a.updated_at = ${now}`, "provider_cancelled", now);
}

/** The paid visits a block of time off cancelled in this batch at `now`. */
export function refundTimeOffCancellations(db: Database, providerId: number, now: number) {
  return refundPaidAppointments(
    db,
    sql`a.provider_id = ${providerId} AND a.status = 'cancelled' AND a.cancellation_reason = 'provider_time_off' AND a.updated_at = ${now}`,
    "provider_time_off",
    now,
  );
}

/**
 * Every paid visit of a provider that has not happened (pending or confirmed, whenever it was due),
 * refunded in full when the provider goes: for the deletion's batch, ahead of the delete that cascades
 * the appointments away (refunds keep no foreign key, so they stay). Read in the batch itself, a
 * payment that lands just before the deletion is refunded too.
 */
export function refundProviderRemoval(db: Database, providerId: number, now: number) {
  return refundPaidAppointments(db, sql`a.provider_id = ${providerId} AND a.status IN ('pending', 'confirmed')`, "provider_removed", now);
}

/**
 * An admin's refund of a cancelled, paid appointment that had none, in one batch with `alongside`
 * (the audit entry). Writes nothing when the appointment changed meanwhile (refundOfPayment tells).
 */
export async function refundCancelledByAdmin(db: Database, appointmentId: number, now: number, alongside: readonly BatchItem<"sqlite">[]): Promise<void> {
  await db.batch([refundPaidAppointments(db, sql`a.id = ${appointmentId} AND a.status = 'cancelled'`, "admin", now), ...alongside]);
}

/**
 * Refunds a successful payment that paid no booking (the ledger holds it: migration 0012's rule), e.g.
 * one that came after its hold lapsed and could not be reinstated, or a second payment for a paid visit.
 */
export function refundHeldPayment(db: Database, paymentReference: string, now: number) {
  return db
    .insert(refunds)
    .select(
      sql`SELECT NULL, 'rfd_' || p.reference, p.reference, p.appointment_id, p.provider_id, p.patient_id,
            p.amount_pesewas, 0, 0, p.amount_pesewas,
            CASE WHEN EXISTS (SELECT 1 FROM appointments a WHERE a.id = p.appointment_id AND a.payment_status = 'completed') THEN 'duplicate_payment' ELSE 'late_payment' END,
            'pending', NULL, NULL, NULL, 0, NULL, NULL, NULL, ${now}, ${now}
          FROM payments p
          WHERE p.reference = ${paymentReference} AND p.status = 'success'
            AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id = p.appointment_id AND a.payment_status = 'completed' AND a.transaction_id IS p.reference)`,
    )
    .onConflictDoNothing();
}

export async function refundById(db: Database, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row ?? null;
}

export async function refundOfPayment(db: Database, paymentReference: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentReference, paymentReference)).limit(1);
  return row ?? null;
}

/** A provider's refunds not yet asked of the gateway (those their removal just made). */
export function unrequestedRefundsOfProvider(db: Database, providerId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(and(eq(refunds.providerId, providerId), eq(refunds.status, "pending"), isNull(refunds.requestedAt)));
}

/** Refunds not yet asked of the gateway for these appointments (chunked: D1 binds at most 100 values). */
export async function unrequestedRefundsOf(db: Database, appointmentIds: readonly number[]): Promise<RefundRow[]> {
  const found: RefundRow[] = [];
  for (let start = 0; start < appointmentIds.length; start += 90) {
    const chunk = appointmentIds.slice(start, start + 90);
    found.push(...(await db.select().from(refunds).where(and(inArray(refunds.appointmentId, chunk), eq(refunds.status, "pending"), isNull(refunds.requestedAt)))));
  }
  return found;
}

/**
 * Takes the right to ask the gateway, or null when someone else holds it or it is settled: a failed
 * refund (an admin's Retry), or a pending one never answered, whose last attempt is older than
 * REFUND_CLAIM_MS. The claim is the attempt's start; a gateway's answer ends it.
 */
export async function claimRefund(db: Database, id: number, gateway: PaymentGatewayName, now: number): Promise<RefundRow | null> {
  const [claimed] = await db
    .update(refunds)
    .set({ status: "pending", gateway, attempts: sql`${refunds.attempts} + 1`, attemptStartedAt: now, updatedAt: now })
    .where(
      and(
        eq(refunds.id, id),
        isNull(refunds.requestedAt),
        or(eq(refunds.status, "failed"), and(eq(refunds.status, "pending"), or(isNull(refunds.attemptStartedAt), lte(refunds.attemptStartedAt, now - REFUND_CLAIM_MS)))),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** The gateway took the request (or already had it): the refund now waits for its webhook or the sandbox. */
export async function markRequested(db: Database, id: number, gatewayRefundId: string | null, now: number): Promise<void> {
  await db
    .update(refunds)
    .set({ requestedAt: now, gatewayRefundId: sql`coalesce(${gatewayRefundId}, ${refunds.gatewayRefundId})`, failureReason: null, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, "pending")));
}

/**
 * The gateway refused, or took the request and later failed it (refund.failed): failed until an admin
 * retries. Nothing is left with the gateway, so the request is cleared and a Retry may ask anew.
 */
export async function markFailed(db: Database, id: number, failureReason: string, now: number): Promise<boolean> {
  const changed = await db
    .update(refunds)
    .set({ status: "failed", failureReason, requestedAt: null, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, "pending")))
    .returning({ id: refunds.id });
  return changed.length > 0;
}

/** No answer from the gateway: still pending, the reason kept for the admin; asked again after the claim lapses. */
export async function noteUnanswered(db: Database, id: number, reason: string, now: number): Promise<void> {
  await db.update(refunds).set({ failureReason: reason, updatedAt: now }).where(and(eq(refunds.id, id), eq(refunds.status, "pending"), isNull(refunds.requestedAt)));
}

/** Marks it processed (the statement for the batch that also writes the ledger row); returns the row when this call did it. */
export function markProcessed(db: Database, id: number, gatewayRefundId: string | null, at: number) {
  return db
    .update(refunds)
    .set({
      status: "processed",
      processedAt: at,
      requestedAt: sql`coalesce(${refunds.requestedAt}, ${at})`,
      gatewayRefundId: sql`coalesce(${gatewayRefundId}, ${refunds.gatewayRefundId})`,
      failureReason: null,
      updatedAt: at,
    })
    .where(and(eq(refunds.id, id), sql`${refunds.status} <> 'processed'`))
    .returning();
}

/** The gateway reports it is working on it (Paystack's refund.pending / refund.processing). */
export async function markAcknowledged(db: Database, id: number, gatewayRefundId: string | null, at: number): Promise<boolean> {
  const changed = await db
    .update(refunds)
    .set({ requestedAt: at, gatewayRefundId: sql`coalesce(${gatewayRefundId}, ${refunds.gatewayRefundId})`, failureReason: null, updatedAt: at })
    .where(and(eq(refunds.id, id), eq(refunds.status, "pending"), isNull(refunds.requestedAt)))
    .returning({ id: refunds.id });
  return changed.length > 0;
}

/** A patient's refunds (for My Appointments), off refunds_patient_idx. */
export function refundsOfPatient(db: Database, patientId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.patientId, patientId)).orderBy(refunds.createdAt, refunds.id);
}

/** Sandbox refunds the gateway took and that wait for their settle time (optionally one patient's). */
export function sandboxRefundsAwaitingSettlement(db: Database, patientId?: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), eq(refunds.gateway, "sandbox"), isNotNull(refunds.requestedAt), patientId === undefined ? undefined : eq(refunds.patientId, patientId)))
    .limit(100);
}

/** Pending refunds the gateway never took, created at least `olderThanMs` ago and not in someone's hands: the Cron's retries. */
export function refundsDueForRetry(db: Database, now: number, olderThanMs: number, limit = 20): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, "pending"),
        isNull(refunds.requestedAt),
        lte(refunds.createdAt, now - olderThanMs),
        or(isNull(refunds.attemptStartedAt), lte(refunds.attemptStartedAt, now - REFUND_CLAIM_MS)),
      ),
    )
    .orderBy(refunds.createdAt)
    .limit(limit);
}

/** The admin's list: refunds with a status, newest first, with the patient's name while their account exists. */
/** One page of the refunds with `status`, newest first, and how many there are: both from refunds_status_idx. */
export async function refundsWithStatus(db: Database, status: RefundStatus, page: number) {
  const [rows, [counted]] = await db.batch([
    db
      .select({ refund: refunds, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.patientId))
      .where(eq(refunds.status, status))
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(ADMIN_REFUNDS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_REFUNDS_PAGE_SIZE),
    db.select({ total: count() }).from(refunds).where(eq(refunds.status, status)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function refundWithPatient(db: Database, id: number) {
  const [row] = await db
    .select({ refund: refunds, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.patientId))
    .where(eq(refunds.id, id))
    .limit(1);
  return row ?? null;
}

/** One appointment's refunds (the patient's view of it after a change). */
export function refundsOfAppointment(db: Database, appointmentId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId));
}

/** The refunds of a page of appointments (My Appointments pages on the server). */
export async function refundsOfAppointments(db: Database, appointmentIds: readonly number[]): Promise<RefundRow[]> {
  if (appointmentIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.appointmentId, [...appointmentIds]));
}

/**
 * An admin's Retry: a failed refund, or a pending one the gateway never took whose last attempt
 * lapsed, becomes pending and free to claim, in one batch with `alongside` (the audit entry). Null
 * when it was no longer retryable.
 */
export async function reopenRefund(db: Database, id: number, now: number, alongside: readonly BatchItem<"sqlite">[]): Promise<RefundRow | null> {
  const [[reopened]] = await db.batch([
    db
      .update(refunds)
      .set({ status: "pending", attemptStartedAt: null, updatedAt: now })
      .where(and(eq(refunds.id, id), isNull(refunds.requestedAt), or(eq(refunds.status, "failed"), and(eq(refunds.status, "pending"), or(isNull(refunds.attemptStartedAt), lte(refunds.attemptStartedAt, now - REFUND_CLAIM_MS))))))
      .returning(),
    ...alongside,
  ]);
  return reopened ?? null;
}

/** Whether an admin's Retry may reopen it now (reopenRefund's rule, for a clear 409 first). */
export function isRetryable(refund: Pick<RefundRow, "status" | "requestedAt" | "attemptStartedAt">, now: number): boolean {
  if (refund.requestedAt !== null) return false;
  if (refund.status === "failed") return true;
  return refund.status === "pending" && (refund.attemptStartedAt === null || refund.attemptStartedAt <= now - REFUND_CLAIM_MS);
}
