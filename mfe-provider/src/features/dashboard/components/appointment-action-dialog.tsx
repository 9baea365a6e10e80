/**
 * The confirmation behind every lifecycle button. Cancel also asks why (the patient is told). A
 * refusal (409: the appointment changed meanwhile) is shown and the list refreshed; any other
 * failure keeps the dialog open to try again.
 */
import { readApiProblem } from "@gh/api-client";
import type { ProviderAppointmentAction } from "@gh/contracts/appointments/lifecycle";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import type { ProviderAppointment } from "@gh/contracts/providers/options";
import { Field, Textarea, useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useState } from "react";
import { useAppointmentAction } from "../api/use-appointment-action";
import { translated, useT } from "../../../lib/i18n";
import { ACTION_TEXTS, cancelReasonProblem, patientLabel } from "../dashboard-view";

export interface AppointmentActionDialogProps {
  appointment: ProviderAppointment;
  action: ProviderAppointmentAction;
  onClose: () => void;
}

export function AppointmentActionDialog({ appointment, action, onClose }: AppointmentActionDialogProps) {
  const t = useT();
  const change = useAppointmentAction(appointment.id);
  const { toast } = useToast();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const texts = ACTION_TEXTS[action];
  const asksReason = action === "cancelled";
  // translators: the appointment asked about: the patient's name, the day and the time
  const summary = t("{patient}, {date} at {time}", {
    patient: patientLabel(appointment),
    date: formatLongDate(appointment.appointmentDate),
    time: formatClock(appointment.appointmentDate),
  });

  async function confirm() {
    if (asksReason) {
      const problem = cancelReasonProblem(reason);
      setReasonError(problem);
      if (problem) {
        document.getElementById(`cancel-reason-${appointment.id}`)?.focus();
        throw new Error(problem);
      }
    }
    try {
      await change.mutateAsync(asksReason ? { status: action, reason: reason.trim() } : { status: action });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem.fields.reason) {
        setReasonError(problem.fields.reason);
        throw error;
      }
      toast({ title: t("Update Failed"), description: translated(problem.message) ?? t("Unable to update the appointment. Please try again."), variant: "destructive" });
      // Refused by the lifecycle or gone: trying again cannot help, and the list now shows why.
      if (problem.status === 409 || problem.status === 404) return;
      throw error;
    }
    toast({ title: t(texts.done), description: t(texts.doneDescription), variant: "success" });
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(texts.title)}
      description={t(texts.question)}
      confirmLabel={t(texts.confirmLabel)}
      cancelLabel={asksReason ? t("Keep Appointment") : t("Go Back")}
      onConfirm={confirm}
      destructive={action === "cancelled" || action === "no-show"}
    >
      <p className="appointment-action__summary">
        {summary}
      </p>
      {asksReason && (
        <Field label={t("Reason for cancellation")} hint={t("The patient will see this.")} error={translated(reasonError)} required>
          <Textarea
            id={`cancel-reason-${appointment.id}`}
            value={reason}
            rows={3}
            maxLength={500}
            required
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(cancelReasonProblem(event.target.value));
            }}
          />
        </Field>
      )}
    </ConfirmDialog>
  );
}
