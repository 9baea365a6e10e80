/**
 * Reschedule (docs/product-rules.md#slots): a new date (past days and Sundays disabled) and one of its free times.
 * Both are required ("Missing Information"); a time taken meanwhile is said inline and the times refresh.
 */
import type { PatientAppointment, SlotAvailability } from "@gh/contracts/appointments";
import { APPOINTMENT_MESSAGES, BOOKING_TOASTS } from "@gh/contracts/appointments/options";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { providerName } from "@gh/contracts/regions";
import { Button, useToast } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useQueryClient } from "@gh/query";
import { useState } from "react";
import { InlineAlert } from "../../../components/inline-alert";
import { readApiProblem } from "@gh/api-client";
import { refreshAvailability } from "../../../lib/use-availability";
import { SlotPicker } from "../../../components/slot-picker";
import { useT } from "@gh/i18n";
import { translatedToast } from "@gh/i18n/toast";
import { useAppointmentChanges } from "../api/use-appointment-changes";

interface RescheduleDialogProps {
  appointment: PatientAppointment;
  onClose: () => void;
  /** Moved, and the list already shows the new time. */
  onRescheduled: () => void;
}

export function RescheduleDialog({ appointment, onClose, onRescheduled }: RescheduleDialogProps) {
  const t = useT();
  const { reschedule } = useAppointmentChanges(appointment);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<SlotAvailability | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    if (!date || !slot) {
      toast({ ...translatedToast(BOOKING_TOASTS.missingInformation), variant: "destructive" });
      return;
    }
    reschedule.mutate(slot.startsAt, {
      onSuccess: () => {
        toast({ ...translatedToast(BOOKING_TOASTS.appointmentRescheduled), variant: "success" });
        onRescheduled();
      },
      onError: (error) => {
        toast({ ...translatedToast(BOOKING_TOASTS.rescheduleFailed), variant: "destructive" });
        const { status, message, fields } = readApiProblem(error);
        if (status === 409) {
          setProblem(message ?? t(APPOINTMENT_MESSAGES.slotTaken));
          setSlot(null);
          void refreshAvailability(queryClient, appointment.provider.id);
        } else if (status === 400) {
          setProblem(fields.appointmentDate ?? message);
        }
      },
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !reschedule.isPending && onClose()}
      title={t("Reschedule Appointment")}
      description={t("{provider}, now {date} at {time}", {
        provider: providerName(appointment.provider),
        date: formatLongDate(appointment.appointmentDate),
        time: formatClock(appointment.appointmentDate),
      })}
      className="slot-picker-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={reschedule.isPending}>
            {t("Keep current time")}
          </Button>
          <Button onClick={submit} loading={reschedule.isPending}>
            {reschedule.isPending ? t("Rescheduling...") : t("Reschedule")}
          </Button>
        </>
      }
    >
      <div className="appointment-dialog__body">
        <SlotPicker
          providerId={appointment.provider.id}
          date={date}
          slot={slot}
          onDateChange={(next) => {
            if (next !== date) setSlot(null);
            setDate(next);
            setProblem(null);
          }}
          onSlotChange={(next) => {
            setSlot(next);
            setProblem(null);
          }}
          dateHeading={t("New date")}
          timeHeading={t("New time")}
          timeProblem={problem && <InlineAlert>{t(problem)}</InlineAlert>}
          autoFocus
        />
      </div>
    </Dialog>
  );
}
