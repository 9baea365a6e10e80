/**
 * Cancel, after the spec's question (docs/product-rules.md#screens-and-texts): "Appointment Cancelled", or "Cancellation Failed" with the
 * dialog left open to retry. A paid visit is told first whether its money comes back (docs/product-rules.md#refunds).
 */
import type { PatientAppointment } from "@gh/contracts/appointments";
import { BOOKING_TOASTS } from "@gh/contracts/appointments/options";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { providerName } from "@gh/contracts/regions";
import { useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useEffect, useState } from "react";
import { useT } from "@gh/i18n";
import { translatedToast } from "@gh/i18n/toast";
import { useAppointmentChanges } from "../api/use-appointment-changes";
import { cancellationRefundNotice, cancelledToast } from "../refund-view";

/** The dialog may stay open across the 24-hour mark: the clock is read again this often so the notice stays true. */
const NOTICE_CLOCK_MS = 30_000;

interface CancelAppointmentDialogProps {
  appointment: PatientAppointment;
  onClose: () => void;
  /** Cancelled, and the list already shows it. */
  onCancelled: () => void;
}

export function CancelAppointmentDialog({ appointment, onClose, onCancelled }: CancelAppointmentDialogProps) {
  const t = useT();
  const { cancel } = useAppointmentChanges(appointment);
  const { toast } = useToast();
  const now = useClock(NOTICE_CLOCK_MS);
  const refundNotice = cancellationRefundNotice(appointment, now);

  async function confirm() {
    let cancelled: PatientAppointment;
    try {
      cancelled = await cancel.mutateAsync();
    } catch (error) {
      toast({ ...translatedToast(BOOKING_TOASTS.cancellationFailed), variant: "destructive" });
      throw error;
    }
    // The server's answer, not the notice, says whether a refund started: it decides at the moment of cancelling.
    toast({ ...cancelledToast(cancelled), variant: "success" });
    onCancelled();
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("Cancel Appointment")}
      // In the description, so a screen reader reads the refund policy as the dialog opens, before Confirm.
      description={
        <>
          {t(BOOKING_TOASTS.cancelConfirm)}
          {refundNotice && (
            <>
              {" "}
              <span className="appointment-dialog__refund">{refundNotice}</span>
            </>
          )}
        </>
      }
      confirmLabel={t("Yes, cancel it")}
      cancelLabel={t("Keep appointment")}
      onConfirm={confirm}
      destructive
    >
      <p className="appointment-dialog__summary">
        {t("{provider}, {date} at {time}", {
          provider: providerName(appointment.provider),
          date: formatLongDate(appointment.appointmentDate),
          time: formatClock(appointment.appointmentDate),
        })}
      </p>
    </ConfirmDialog>
  );
}

/** Date.now(), read again every `everyMs`. */
function useClock(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
