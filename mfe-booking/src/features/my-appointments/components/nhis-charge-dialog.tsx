/**
 * Report an NHIS charge (docs/product-rules.md#licences-and-nhis): after a completed visit the patient
 * may say, once, that they were charged for a service NHIS covers. The report reaches administrators
 * only, never the provider or the public. Checked here as the API checks it (required, at most 1000
 * characters); the API's own refusals show in the dialog.
 */
import type { PatientAppointment } from "@gh/contracts/appointments";
import { formatLongDate } from "@gh/contracts/ghana-time";
import { NHIS_REPORT_MAX_LENGTH } from "@gh/contracts/licences/options";
import { providerName } from "@gh/contracts/regions";
import { Button, Field, Textarea, useToast } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useId, useRef, useState } from "react";
import { InlineAlert } from "../../../components/inline-alert";
import { readApiProblem } from "@gh/api-client";
import { msg, useT } from "@gh/i18n";
import { useAppointmentChanges } from "../api/use-appointment-changes";

/** The API's words for the same rules (contracts' nhisReportSchema), so both say the same. */
const DETAILS_REQUIRED = msg("Say what you were charged for");
const DETAILS_TOO_LONG = msg("Must be at most 1000 characters");

export interface NhisChargeDialogProps {
  appointment: PatientAppointment;
  onClose: () => void;
  /** Sent: the card now says so, and its action is gone. */
  onReported: () => void;
}

export function NhisChargeDialog({ appointment, onClose, onReported }: NhisChargeDialogProps) {
  const t = useT();
  const { reportNhisCharge } = useAppointmentChanges(appointment);
  const { toast } = useToast();
  const formId = useId();
  const counterId = useId();
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const [details, setDetails] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    if (reportNhisCharge.isPending) return;
    const text = details.trim();
    const error = text === "" ? DETAILS_REQUIRED : text.length > NHIS_REPORT_MAX_LENGTH ? DETAILS_TOO_LONG : null;
    setFieldError(error);
    setProblem(null);
    if (error) {
      detailsRef.current?.focus();
      return;
    }
    reportNhisCharge.mutate(text, {
      onSuccess: () => {
        toast({ title: t("NHIS charge reported"), description: t("Thank you. Our team will look into it."), variant: "success" });
        onReported();
      },
      onError: (failure) => {
        const { fields, message } = readApiProblem(failure);
        if (fields.details) {
          setFieldError(fields.details);
          detailsRef.current?.focus();
        } else {
          setProblem(message ?? msg("We could not send your report. Please try again."));
        }
      },
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !reportNhisCharge.isPending && onClose()}
      title={t("Report an NHIS charge")}
      description={t("Your visit to {provider} on {date}", { provider: providerName(appointment.provider), date: formatLongDate(appointment.appointmentDate) })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={reportNhisCharge.isPending}>
            {t("Not now")}
          </Button>
          <Button type="submit" form={formId} loading={reportNhisCharge.isPending}>
            {reportNhisCharge.isPending ? t("Sending...") : t("Send")}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="appointment-dialog__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="appointment-dialog__lead">
          {t("Only our administrators read this report, to review the provider. Your provider does not see it.")}
        </p>
        <div className="appointment-dialog__field">
          <Field label={t("I was charged for an NHIS-covered service")} hint={t("What were you charged for, and how much?")} error={fieldError && t(fieldError)} required>
            <Textarea
              ref={detailsRef}
              rows={5}
              maxLength={NHIS_REPORT_MAX_LENGTH}
              value={details}
              onChange={(event) => {
                setDetails(event.target.value);
                if (fieldError) setFieldError(null);
              }}
              aria-describedby={counterId}
              data-autofocus
            />
          </Field>
          <p id={counterId} className="appointment-dialog__counter">
            {t("{count} of {max} characters", { count: details.length, max: NHIS_REPORT_MAX_LENGTH })}
          </p>
        </div>
        {problem && <InlineAlert>{t(problem)}</InlineAlert>}
      </form>
    </Dialog>
  );
}
