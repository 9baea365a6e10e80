/** Cancel, after the spec's question (SPEC §5): "Appointment Cancelled", or "Cancellation Failed" with the dialog left open to retry. */
import { BOOKING_TOASTS, formatClock, formatLongDate, type PatientAppointment, providerName } from "@gh/contracts";
import { useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useAppointmentChanges } from "../api/use-appointment-changes";

interface CancelAppointmentDialogProps {
  appointment: PatientAppointment;
  onClose: () => void;
  /** Cancelled, and the list already shows it. */
  onCancelled: () => void;
}

export function CancelAppointmentDialog({ appointment, onClose, onCancelled }: CancelAppointmentDialogProps) {
  const { cancel } = useAppointmentChanges(appointment);
  const { toast } = useToast();

  async function confirm() {
    try {
      await cancel.mutateAsync();
    } catch (error) {
      toast({ ...BOOKING_TOASTS.cancellationFailed, variant: "destructive" });
      throw error;
    }
    toast({ ...BOOKING_TOASTS.appointmentCancelled, variant: "success" });
    onCancelled();
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Cancel Appointment"
      description={BOOKING_TOASTS.cancelConfirm}
      confirmLabel="Yes, cancel it"
      cancelLabel="Keep appointment"
      onConfirm={confirm}
      destructive
    >
      <p className="appointment-dialog__summary">
        {providerName(appointment.provider)}, {formatLongDate(appointment.appointmentDate)} at {formatClock(appointment.appointmentDate)}
      </p>
    </ConfirmDialog>
  );
}
