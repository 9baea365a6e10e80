/** Step 3: who the appointment is for, prefilled from the account; the server's field messages show under their fields. */
import { GHANA_PHONE_HINT } from "@gh/contracts/phone";
import { Field, Input, Textarea } from "@gh/ui";
import { useT } from "@gh/i18n";
import { useEffect, useEffectEvent, useId } from "react";
import { CONTACT_FIELDS, type BookingForm, type ContactErrors, type ContactField } from "../booking-form";
import { revealField } from "../reveal-problem";

export interface ContactFieldsProps {
  form: BookingForm;
  errors: ContactErrors;
  /** Changes when new problems are reported: focus then moves to the first field with one, its error in view. */
  problemsReported: number;
  onChange: (field: ContactField, value: string) => void;
}

export function ContactFields({ form, errors, problemsReported, onChange }: ContactFieldsProps) {
  const t = useT();
  const headingId = useId();
  const idPrefix = useId();
  const idOf = (field: ContactField) => `${idPrefix}-${field}`;

  // Runs when problems are reported, not as the patient edits and the errors clear.
  const revealFirstProblem = useEffectEvent(() => {
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) revealField(document.getElementById(idOf(first)));
  });
  useEffect(() => {
    if (problemsReported > 0) revealFirstProblem();
  }, [problemsReported]);

  return (
    <section className="booking-step" aria-labelledby={headingId}>
      <h3 id={headingId} className="booking-step__heading">
        {t("3. Your details")}
      </h3>
      <Field label={t("Full Name")} id={idOf("patientName")} error={errors.patientName && t(errors.patientName)} required>
        <Input value={form.patientName} onChange={(e) => onChange("patientName", e.target.value)} autoComplete="name" maxLength={120} />
      </Field>
      <Field
        label={t("Phone Number")}
        id={idOf("patientPhone")}
        hint={t("Ghana number, e.g. {example}", { example: GHANA_PHONE_HINT })}
        error={errors.patientPhone && t(errors.patientPhone)}
        required
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={GHANA_PHONE_HINT}
          value={form.patientPhone}
          onChange={(e) => onChange("patientPhone", e.target.value)}
          maxLength={20}
        />
      </Field>
      <Field label={t("Email")} id={idOf("patientEmail")} error={errors.patientEmail && t(errors.patientEmail)} required>
        <Input type="email" autoComplete="email" value={form.patientEmail} onChange={(e) => onChange("patientEmail", e.target.value)} maxLength={254} />
      </Field>
      <Field label={t("Reason for Visit (optional)")} id={idOf("reason")} error={errors.reason && t(errors.reason)}>
        <Textarea
          rows={3}
          maxLength={500}
          placeholder={t("e.g. check-up, fever, follow-up visit")}
          value={form.reason}
          onChange={(e) => onChange("reason", e.target.value)}
        />
      </Field>
    </section>
  );
}
