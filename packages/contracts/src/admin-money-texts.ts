/**
 * The administrator's words for refunds and payouts (docs/product-rules.md#refunds and docs/product-rules.md#payouts): why a refund was made, its status,
 * and the toasts and confirmation of the Refunds tab and the appointment Refund action. Zod-free.
 */
import { formatCedis } from "./money.ts";
import { FULL_REFUND_NOTICE_HOURS, type RefundReason, type RefundStatus } from "./refunds.ts";

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  patient_cancelled: `Patient cancelled ${FULL_REFUND_NOTICE_HOURS}+ hours ahead`,
  provider_cancelled: "Provider cancelled",
  provider_time_off: "Provider took the day off",
  provider_removed: "Provider removed",
  late_payment: "Paid after the booking lapsed",
  duplicate_payment: "Paid twice",
  admin: "Refunded by an admin",
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = { failed: "Failed", pending: "Pending", processed: "Processed" };

export const ADMIN_MONEY_TEXTS = {
  refundsEmpty: {
    failed: "No failed refunds: every refund reached the payment provider.",
    pending: "No refunds on their way.",
    processed: "No refunds processed yet.",
  } satisfies Record<RefundStatus, string>,
  retried: (amount: string, patient: string) => ({ title: "Refund sent again", description: `${formatCedis(amount)} to ${patient} is on its way.` }),
  retryRefused: (message: string) => ({ title: "Retry not possible", description: message }),
  refundConfirmTitle: (amount: string, patient: string) => `Refund ${formatCedis(amount)} to ${patient}?`,
  refundConfirmDescription:
    "This appointment was cancelled without an automatic refund. The fee goes back to the mobile money wallet or card the patient paid with, and the provider's payout and the commission on it are reversed. This cannot be undone.",
  refundStarted: (amount: string, patient: string) => ({ title: "Refund started", description: `${formatCedis(amount)} is on its way back to ${patient}. Follow it under Refunds.` }),
  refundRefused: (message: string) => ({ title: "Refund not made", description: message }),
  tryAgain: "Please try again.",
} as const;
