/** How the Refunds tab and the appointments' Refund action word a refund and decide what to offer. */
import { REFUND_REASON_LABELS, REFUND_STATUS_LABELS } from "@gh/contracts/admin/money-texts";
import type { AdminAppointment } from "@gh/contracts/admin/options";
import { formatShortDate } from "@gh/contracts/ghana-time/lists";
import type { AdminRefund, RefundReason, RefundStatus } from "@gh/contracts/refunds";
import type { BadgeTone } from "@gh/ui";
import { msg, t } from "@gh/i18n";

/** "Provider cancelled", in the page's language; an unknown reason as the server wrote it. */
export function refundReasonText(reason: RefundReason | string): string {
  const known = REFUND_REASON_LABELS[reason as RefundReason];
  return known ? t(known) : reason;
}

export const REFUND_STATUS_TONES: Record<RefundStatus, BadgeTone> = { failed: "danger", pending: "warning", processed: "success" };

/** "Processed 23 Nov 2026", "Pending", "Failed", in the page's language. */
export function refundStatusLabel(refund: Pick<AdminRefund, "status" | "processedAt">): string {
  if (refund.status === "processed" && refund.processedAt) return t("Processed {date}", { date: formatShortDate(refund.processedAt) });
  return t(REFUND_STATUS_LABELS[refund.status]);
}

/** The patient as the list names them: their name, else their e-mail, else that their account is gone. */
export function refundPatient(refund: Pick<AdminRefund, "patientName" | "patientEmail">): string {
  return refund.patientName || refund.patientEmail || t("Former patient");
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

/** How many refunds a list holds (English: shown with t()). */
const REFUNDS_SHOWING: Record<RefundStatus, string> = {
  failed: msg("{count, plural, one {# failed refund} other {# failed refunds}}"),
  pending: msg("{count, plural, one {# pending refund} other {# pending refunds}}"),
  processed: msg("{count, plural, one {# processed refund} other {# processed refunds}}"),
};

/** "2 failed refunds" above the list, in the page's language. */
export function refundsShowingText(count: number, status: RefundStatus): string {
  return t(REFUNDS_SHOWING[status], { count });
}
