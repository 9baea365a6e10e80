/**
 * Refunds (docs/product-rules.md#refunds): the cancellation policy that the API applies and
 * the screens state before a patient pays or cancels, the texts about a refund, and the API's shapes.
 * Zod-free (it reads only the types of its answer schemas), so screens can import it without the validation library.
 */
import type { z } from "zod";
import type { adminRefundListSchema, adminRefundSchema, revenueRefundsSchema, revenueReportWithRefundsSchema } from "./answers/admin.ts";
import type { appointmentRefundSchema } from "./answers/appointments.ts";
import { formatLongDate } from "./ghana-time.ts";
import { formatCedis } from "./money.ts";
import { msg, withValues, type MessageWithValues } from "./msg.ts";

export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
/** pending: asked of the gateway (or about to be); processed: the money went back; failed: the gateway could not, an admin may retry. */
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why a payment is refunded; one refund per payment whatever is retried. */
export const REFUND_REASONS = [
  "patient_cancelled",
  "provider_cancelled",
  "provider_time_off",
  "provider_removed",
  "late_payment",
  "duplicate_payment",
  "admin",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A patient who cancels at least this long before the visit gets a full refund automatically. */
export const FULL_REFUND_NOTICE_HOURS = 24;
export const FULL_REFUND_NOTICE_MS = FULL_REFUND_NOTICE_HOURS * 60 * 60 * 1000;

/** Whether a patient cancelling a paid visit that starts at `startsAt` (ISO or epoch ms) now is refunded automatically. */
export function patientCancellationRefunded(startsAt: string | number, now: number = Date.now()): boolean {
  const start = typeof startsAt === "number" ? startsAt : Date.parse(startsAt);
  return start - now >= FULL_REFUND_NOTICE_MS;
}

/** An appointment's refund as GET /api/appointments/my carries it (`refund`, or null when none); the schema is in answers/appointments.ts. */
export type AppointmentRefund = z.output<typeof appointmentRefundSchema>;

/** A refund as the admin's Refunds list shows it (GET /api/admin/refunds). */
export type AdminRefund = z.output<typeof adminRefundSchema>;

/**
 * GET /api/admin/refunds?status=failed|pending|processed&page=N answer: newest first, a page of
 * ADMIN_REFUNDS_PAGE_SIZE at a time (paged on the server, like the admin tables).
 */
export type AdminRefundList = z.output<typeof adminRefundListSchema>;
export const ADMIN_REFUNDS_PAGE_SIZE = 20;

/** Refund figures on the revenue page, beside the existing gross figures (cedis strings). */
export type RevenueRefunds = z.output<typeof revenueRefundsSchema>;

/** GET /api/admin/revenue answer: the report as before, with refunds. */
export type RevenueReportWithRefunds = z.output<typeof revenueReportWithRefundsSchema>;

/**
 * "Refund of ₵150.00: processing" / "Refund of ₵150.00: refunded on Monday, 23 November 2026" (dated like
 * every other date on My Appointments) / "…: delayed. We are retrying it and will contact you if it cannot go through."
 * Shown with `t(text.message, text.values)`.
 */
export function refundStatusText(refund: Pick<AppointmentRefund, "amount" | "status" | "processedAt">): MessageWithValues {
  const amount = formatCedis(refund.amount);
  if (refund.status === "processed") {
    return refund.processedAt
      ? withValues(msg("Refund of {amount}: refunded on {date}"), { amount, date: formatLongDate(refund.processedAt) })
      : withValues(msg("Refund of {amount}: refunded"), { amount });
  }
  // The gateway turned it down: an admin retries it, so the patient need not do anything.
  if (refund.status === "failed") return withValues(msg("Refund of {amount}: delayed. We are retrying it and will contact you if it cannot go through."), { amount });
  return withValues(msg("Refund of {amount}: processing"), { amount });
}

/**
 * After a late cancellation the refund is not automatic, but an administrator may still grant one
 * (README "Money"): the cancel dialog and the cancellation e-mail say how to ask, in the same words.
 */
export const LATE_CANCEL_ASK_FOR_REFUND = msg("You can still ask for a refund: contact support with your payment reference.");

export const REFUND_MESSAGES = {
  // The texts with a fee are shown with `t(text.message, text.values)`; FULL_REFUND_NOTICE_HOURS is
  // written out in them (a message is one literal text).
  /** Shown before a patient confirms cancelling a paid visit. */
  fullRefundOnCancel: (fee: string) =>
    withValues(msg("You are cancelling at least 24 hours before the visit, so your {fee} will be refunded in full to the mobile money wallet or card you paid with."), {
      fee: formatCedis(fee),
    }),
  noRefundOnCancel: (fee: string) =>
    withValues(
      msg("Your visit starts in less than 24 hours, so your {fee} will not be refunded automatically. You can still ask for a refund: contact support with your payment reference. You can reschedule instead and keep your payment."),
      { fee: formatCedis(fee) },
    ),
  /** Said once the patient has cancelled and a refund was started (the toast after Cancel). */
  refundStarted: (amount: string) =>
    withValues(msg("Your refund of {amount} is on its way to the mobile money wallet or card you paid with. My Appointments shows when it arrives."), { amount: formatCedis(amount) }),
  /** Shown before a patient pays. */
  policy: msg("Cancel at least 24 hours before your visit for a full refund. If the provider cancels, you are always refunded in full."),
  notFound: msg("Refund not found"),
  appointmentNotFound: msg("Appointment not found"),
  notCancelled: msg("Only a cancelled appointment can be refunded. Cancel it first."),
  completedVisit: msg("A completed visit is not refunded: the provider is paid for it."),
  notPaid: msg("This appointment was not paid, so there is nothing to refund."),
  alreadyRefunded: msg("This payment already has a refund."),
  notRetryable: msg("This refund is already processed or on its way."),
  gatewayUnavailable: msg("Refunds are not available right now."),
} as const;
