/**
 * What My Appointments says about money coming back (docs/product-rules.md#refunds): the
 * policy before a paid visit is cancelled, the toast after, and whether a refund is still on its way.
 */
import type { PatientAppointment } from "@gh/contracts/appointments";
import { BOOKING_TOASTS } from "@gh/contracts/appointments/options";
import { patientCancellationRefunded, REFUND_MESSAGES, refundStatusText } from "@gh/contracts/refunds";
import { t } from "@gh/i18n";
import { translatedToast } from "@gh/i18n/toast";

/**
 * Before the patient confirms a cancel: a full refund (at least 24 hours ahead) or none (later), in
 * the server's own rule; null for an unpaid booking, which has nothing to give back.
 */
export function cancellationRefundNotice(appointment: Pick<PatientAppointment, "paymentStatus" | "appointmentDate" | "fee">, now = Date.now()): string | null {
  if (appointment.paymentStatus !== "completed") return null;
  return t(
    patientCancellationRefunded(appointment.appointmentDate, now)
      ? REFUND_MESSAGES.fullRefundOnCancel(appointment.fee)
      : REFUND_MESSAGES.noRefundOnCancel(appointment.fee),
  );
}

/** "Appointment Cancelled", and where the money goes when the cancel started a refund (the PUT answer carries it); in the page's language. */
export function cancelledToast(cancelled: Pick<PatientAppointment, "refund">): { title: string; description?: string } {
  const { refund } = cancelled;
  if (!refund) return translatedToast(BOOKING_TOASTS.appointmentCancelled);
  const description = refund.status === "pending" ? REFUND_MESSAGES.refundStarted(refund.amount) : refundStatusText(refund);
  return translatedToast({ ...BOOKING_TOASTS.appointmentCancelled, description });
}

/** Whether any refund on the list is still on its way, so the list keeps asking until it has arrived. */
export function hasPendingRefund(appointments: readonly Pick<PatientAppointment, "refund">[] | null | undefined): boolean {
  return appointments?.some((appointment) => appointment.refund?.status === "pending") ?? false;
}
