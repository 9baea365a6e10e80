/**
 * Writing or changing the note a provider leaves the patient after a completed visit
 * (docs/product-rules.md#remote-visits). Emptying it removes the note. The server's refusals stay
 * in the dialog: a note too long under the field, anything else above it.
 */
import { readApiProblem } from "@gh/api-client";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import type { ProviderAppointment } from "@gh/contracts/providers/options";
import { Button, Field, Textarea, useToast } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useId, useState } from "react";
import { useVisitNote } from "../api/use-visit-note";
import { translated, useT } from "../../../lib/i18n";
import { VISIT_NOTE_MAX_LENGTH } from "@gh/contracts/visit-types";
import { patientLabel } from "../dashboard-view";

export interface VisitNoteDialogProps {
  appointment: ProviderAppointment;
  onClose: () => void;
}

export function VisitNoteDialog({ appointment, onClose }: VisitNoteDialogProps) {
  const t = useT();
  const save = useVisitNote(appointment.id);
  const { toast } = useToast();
  const noteId = useId();
  const [note, setNote] = useState(appointment.visitNote ?? "");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // translators: the appointment the note is about: the patient's name, the day and the time
  const summary = t("{patient}, {date} at {time}", {
    patient: patientLabel(appointment),
    date: formatLongDate(appointment.appointmentDate),
    time: formatClock(appointment.appointmentDate),
  });

  function submit() {
    setProblem(null);
    setNoteError(null);
    const trimmed = note.trim();
    save.mutate(trimmed, {
      onSuccess: () => {
        toast(
          trimmed === ""
            ? { title: t("Visit Note Removed"), description: t("The patient no longer sees a note for this visit."), variant: "success" }
            : { title: t("Visit Note Saved"), description: t("The patient can read it with this appointment."), variant: "success" },
        );
        onClose();
      },
      onError: (error) => {
        const refusal = readApiProblem(error);
        if (refusal.fields.note) {
          setNoteError(translated(refusal.fields.note));
          document.getElementById(noteId)?.focus();
        } else if (refusal.status === 409 || refusal.status === 404) {
          setProblem(translated(refusal.message) ?? t("This appointment can no longer take a visit note."));
        } else {
          setProblem(t("We could not save the note. Check your connection and try again."));
        }
      },
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={appointment.visitNote ? t("Edit visit note") : t("Write visit note")}
      description={summary}
      dismissOnBackdrop={false}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t("Cancel")}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t("Save note")}
          </Button>
        </>
      }
    >
      {problem && (
        <p className="visit-note__problem" role="alert">
          {problem}
        </p>
      )}
      <Field
        label={t("Note to the patient")}
        hint={
          <>
            {t("For example what you advised and what to do next. The patient sees it with this appointment.")}{" "}
            <span className="visit-note__count">{t("{count} of {max} characters", { count: note.length, max: VISIT_NOTE_MAX_LENGTH })}</span>
          </>
        }
        error={noteError}
      >
        <Textarea
          id={noteId}
          value={note}
          rows={6}
          maxLength={VISIT_NOTE_MAX_LENGTH}
          data-autofocus
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(null);
          }}
        />
      </Field>
    </Dialog>
  );
}
