/** How the Refunds tab and the appointments' Refund action word a refund and decide what to offer. */
import { REFUND_REASON_LABELS, REFUND_STATUS_LABELS } from "@gh/contracts/admin/money-texts";
import type { AdminAppointment } from "@gh/contracts/admin/options";
import { formatShortDate } from "@gh/contracts/ghana-time/lists";
import type { AdminRefund, RefundReason, RefundStatus } from "@gh/contracts/refunds";
import type { BadgeTone } from "@gh/ui";

/** "Provider cancelled"; an unknown reason as the server wrote it. */
export function refundReasonText(reason: RefundReason | string): string {
  return REFUND_REASON_LABELS[reason as RefundReason] ?? reason;
}

export const REFUND_STATUS_TONES: Record<RefundStatus, BadgeTone> = { failed: "danger", pending: "warning", processed: "success" };

/** "Processed 23 Nov 2026", "Pending", "Failed". */
export function refundStatusLabel(refund: Pick<AdminRefund, "status" | "processedAt">): string {
  const label = REFUND_STATUS_LABELS[refund.status];
  return refund.status === "processed" && refund.processedAt ? `${label} ${formatShortDate(refund.processedAt)}` : label;
}

/** The patient as the list names them: their name, else their e-mail, else that their account is gone. */
export function refundPatient(refund: Pick<AdminRefund, "patientName" | "patientEmail">): string {
  return refund.patientName || refund.patientEmail || "Former patient";
}

/** Only a failed refund waits for an admin's Retry. */
export function canRetry(refund: Pick<AdminRefund, "status">): boolean {
  return refund.status === "failed";
}

/**
 * A cancelled, paid appointment that was not refunded may be refunded by an admin (a late patient
 * cancellation). The server checks it again (409 "This payment already has a refund").
 */
export function canRefund(appointment: Pick<AdminAppointment, "status" | "paymentStatus" | "refundStatus">): boolean {
  return appointment.status === "cancelled" && appointment.paymentStatus === "completed" && appointment.refundStatus === null;
}

/** "2 failed refunds" above the list. */
export function refundsShowingText(count: number, status: RefundStatus): string {
  return `${count} ${REFUND_STATUS_LABELS[status].toLowerCase()} ${count === 1 ? "refund" : "refunds"}`;
}
