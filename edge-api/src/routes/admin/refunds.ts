/**
 * Refunds for the administrator (docs/product-rules.md#refunds): GET /api/admin/refunds?status=&page= lists refunds a page at a time (failed by
 * default: those waiting for a Retry), POST /api/admin/refunds/:id/retry asks the gateway again, and
 * POST /api/admin/appointments/:id/refund refunds a cancelled, paid appointment that got no automatic
 * refund (a late patient cancellation). Each change is audited in the batch that makes it; the
 * gateway is asked after, and its answer is in the refund returned.
 */
import { pesewasToCedis } from "@gh/contracts/money";
import { ADMIN_REFUNDS_PAGE_SIZE, REFUND_MESSAGES, type AdminRefund } from "@gh/contracts/refunds";
import { appointmentById } from "../../db/appointments.ts";
import { auditEntryInsert } from "../../db/audit.ts";
import { database } from "../../db/client.ts";
import type { RefundRow } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { shownAccount } from "../../db/ussd-callers.ts";
import { isRetryable, refundCancelledByAdmin, refundById, refundOfPayment, refundsWithStatus, refundWithPatient, reopenRefund } from "../../money/refund-store.ts";
import { backgroundOf, requestRefund } from "../../money/refunds.ts";
import { refundAppointmentRoute, refundsRoute, retryRefundRoute } from "./routes.ts";

const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

function toAdminRefund({ refund, firstName, lastName, email, phone }: { refund: RefundRow; firstName: string | null; lastName: string | null; email: string | null; phone: string | null }): AdminRefund {
  // A patient whose account is gone has no name or address here; a phone-only patient is shown as their number.
  const shown = firstName === null || email === null ? null : shownAccount({ firstName, lastName: lastName ?? "", email, phone });
  return {
    id: refund.id,
    reference: refund.reference,
    paymentReference: refund.paymentReference,
    appointmentId: refund.appointmentId,
    providerId: refund.providerId,
    patientId: refund.patientId,
    patientName: shown ? `${shown.firstName} ${shown.lastName}`.trim() : null,
    patientEmail: shown ? shown.email : null,
    amount: pesewasToCedis(refund.amountPesewas),
    reason: refund.reason,
    status: refund.status,
    failureReason: refund.failureReason,
    attempts: refund.attempts,
    gatewayRefundId: refund.gatewayRefundId,
    createdAt: new Date(refund.createdAt).toISOString(),
    requestedAt: iso(refund.requestedAt),
    processedAt: iso(refund.processedAt),
  };
}

/** What the audit log keeps of a refund. */
const audited = (refund: RefundRow) => ({ status: refund.status, amount: pesewasToCedis(refund.amountPesewas), paymentReference: refund.paymentReference, failureReason: refund.failureReason, attempts: refund.attempts });

async function adminRefund(db: ReturnType<typeof database>, id: number): Promise<AdminRefund> {
  const row = await refundWithPatient(db, id);
  if (!row) throw notFound(REFUND_MESSAGES.notFound);
  return toAdminRefund(row);
}

export const adminRefundsRoutes = declaredRoutes()
  .openapi(refundsRoute, async (c) => {
    const { status, page } = c.req.valid("query");
    const { rows, total } = await refundsWithStatus(database(c.env), status, page);
    return c.json({ status, items: rows.map(toAdminRefund), total, page, pageSize: ADMIN_REFUNDS_PAGE_SIZE }, 200);
  })
  .openapi(retryRefundRoute, async (c) => {
    const db = database(c.env);
    const { id } = c.req.valid("param");
    const now = Date.now();
    const refund = await refundById(db, id);
    if (!refund) throw notFound(REFUND_MESSAGES.notFound);
    if (!isRetryable(refund, now)) throw new AppError(409, "conflict", REFUND_MESSAGES.notRetryable);
    const reopened = await reopenRefund(db, id, now, [
      auditEntryInsert(db, c.get("user"), { action: "refund.retry", entity: "refund", entityId: id, before: audited(refund), after: { ...audited(refund), status: "pending" } }, now),
    ]);
    if (!reopened) throw new AppError(409, "conflict", REFUND_MESSAGES.notRetryable);
    await requestRefund(c.env, db, reopened, backgroundOf(c));
    return c.json(await adminRefund(db, id), 200);
  })
  .openapi(refundAppointmentRoute, async (c) => {
    const db = database(c.env);
    const { id } = c.req.valid("param");
    const appointment = await appointmentById(db, id);
    if (!appointment) throw notFound(REFUND_MESSAGES.appointmentNotFound);
    if (appointment.paymentStatus !== "completed") throw new AppError(409, "conflict", REFUND_MESSAGES.notPaid);
    // A completed visit is the provider's to be paid for (and may be paid out already): never refunded.
    if (appointment.status === "completed") throw new AppError(409, "conflict", REFUND_MESSAGES.completedVisit);
    if (appointment.status !== "cancelled") throw new AppError(409, "conflict", REFUND_MESSAGES.notCancelled);
    const paymentReference = appointment.transactionId ?? `apt_${appointment.id}`;
    if (await refundOfPayment(db, paymentReference)) throw new AppError(409, "conflict", REFUND_MESSAGES.alreadyRefunded);

    const now = Date.now();
    await refundCancelledByAdmin(db, id, now, [
      auditEntryInsert(db, c.get("user"), { action: "refund.create", entity: "appointment", entityId: id, before: { refund: null }, after: { refund: { paymentReference, amount: pesewasToCedis(appointment.feePesewas), reason: "admin" } } }, now),
    ]);
    const created = await refundOfPayment(db, paymentReference);
    // Nothing written: the appointment changed between the checks and the batch.
    if (!created || created.createdAt !== now || created.reason !== "admin") throw new AppError(409, "conflict", REFUND_MESSAGES.alreadyRefunded);
    await requestRefund(c.env, db, created, backgroundOf(c));
    return c.json(await adminRefund(db, created.id), 201);
  });
