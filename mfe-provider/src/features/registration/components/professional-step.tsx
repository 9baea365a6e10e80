/** Step 2, Professional: specialty, licence, experience, education, affiliation and the fee in cedis, with the provider's 90% of it. */
import { specialtyName, WIZARD_SPECIALTY_IDS } from "@gh/contracts/specialties";
import { Field, Input, Select, Textarea } from "@gh/ui";
import { feeShareHint } from "../fee-share";
import { useT } from "../../../lib/i18n";
import { fieldId, type StepProps } from "./step-props";

export function ProfessionalStep({ form, errors, update }: StepProps) {
  const t = useT();
  const specialtyOptions = WIZARD_SPECIALTY_IDS.map((id) => ({ value: id, label: t(specialtyName(id)) }));
  return (
    <>
      <div className="register-provider__row">
        <Field label={t("Specialty")} error={errors.specialty} required>
          <Select
            id={fieldId("specialty")}
            options={specialtyOptions}
            placeholder={t("Select your specialty")}
            value={form.specialty}
            onChange={(event) => update("specialty", event.target.value)}
          />
        </Field>
        <Field label={t("License number")} hint={t("Your Medical and Dental Council or professional body number")} error={errors.licenseNumber} required>
          <Input id={fieldId("licenseNumber")} value={form.licenseNumber} onChange={(event) => update("licenseNumber", event.target.value)} />
        </Field>
      </div>
      <Field label={t("Years of experience")} error={errors.yearsExperience} required>
        <Input
          id={fieldId("yearsExperience")}
          type="number"
          inputMode="numeric"
          min={0}
          max={70}
          step={1}
          value={form.yearsExperience}
          onChange={(event) => update("yearsExperience", event.target.value)}
        />
      </Field>
      <Field label={t("Education")} hint={t("e.g. MBChB, University of Ghana Medical School")} error={errors.education} required>
        <Textarea id={fieldId("education")} rows={2} value={form.education} onChange={(event) => update("education", event.target.value)} />
      </Field>
      <Field label={t("Hospital affiliation (optional)")} error={errors.hospitalAffiliation}>
        <Input
          id={fieldId("hospitalAffiliation")}
          value={form.hospitalAffiliation}
          onChange={(event) => update("hospitalAffiliation", event.target.value)}
        />
      </Field>
      <Field label={t("Consultation fee (GHS)")} hint={feeShareHint(form.consultationFee)} error={errors.consultationFee} required>
        <Input
          id={fieldId("consultationFee")}
          inputMode="decimal"
          value={form.consultationFee}
          onChange={(event) => update("consultationFee", event.target.value)}
        />
      </Field>
    </>
  );
}
