/**
 * The administrator's words for refunds and payouts (docs/product-rules.md#refunds and docs/product-rules.md#payouts): why a refund was made, its status,
 * and the toasts and confirmation of the Refunds tab and the appointment Refund action. Zod-free.
 */
import { formatCedis } from "./money.ts";
import type { RefundReason, RefundStatus } from "./refunds.ts";
import { msg, withValues } from "./msg.ts";

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  // FULL_REFUND_NOTICE_HOURS written out: a message is one literal text.
  patient_cancelled: msg("Patient cancelled 24+ hours ahead"),
  provider_cancelled: msg("Provider cancelled"),
  provider_time_off: msg("Provider took the day off"),
  provider_removed: msg("Provider removed"),
  late_payment: msg("Paid after the booking lapsed"),
  duplicate_payment: msg("Paid twice"),
  admin: msg("Refunded by an admin"),
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = { failed: msg("Failed"), pending: msg("Pending"), processed: msg("Processed") };

export const ADMIN_MONEY_TEXTS = {
  refundsEmpty: {
    failed: msg("No failed refunds: every refund reached the payment provider."),
    pending: msg("No refunds on their way."),
    processed: msg("No refunds processed yet."),
  } satisfies Record<RefundStatus, string>,
  /** Toasts and a title with an amount and a patient's name: shown with `t(text.message, text.values)`. */
  retried: (amount: string, patient: string) => ({
    title: msg("Refund sent again"),
    description: withValues(msg("{amount} to {patient} is on its way."), { amount: formatCedis(amount), patient }),
  }),
  retryRefused: (message: string) => ({ title: msg("Retry not possible"), description: message }),
  refundConfirmTitle: (amount: string, patient: string) => withValues(msg("Refund {amount} to {patient}?"), { amount: formatCedis(amount), patient }),
  refundConfirmDescription: msg(
    "This appointment was cancelled without an automatic refund. The fee goes back to the mobile money wallet or card the patient paid with, and the provider's payout and the commission on it are reversed. This cannot be undone.",
  ),
  refundStarted: (amount: string, patient: string) => ({
    title: msg("Refund started"),
    description: withValues(msg("{amount} is on its way back to {patient}. Follow it under Refunds."), { amount: formatCedis(amount), patient }),
  }),
  refundRefused: (message: string) => ({ title: msg("Refund not made"), description: message }),
  tryAgain: msg("Please try again."),
} as const;
