/**
 * Step 2, Professional: specialty, the licence (its regulator, registration number and, optionally, its
 * file, uploaded once the account exists: docs/product-rules.md#licences-and-nhis), experience,
 * education, affiliation and the fee in cedis, with the provider's 90% of it.
 */
import { ghanaYear, REGULATOR_NAMES, REGULATORS } from "@gh/contracts/licences/options";
import { specialtyName, WIZARD_SPECIALTY_IDS } from "@gh/contracts/specialties";
import { Field, Input, Select, Textarea } from "@gh/ui";
import { LicenceDocumentField } from "../../../components/licence-document-field";
import { feeShareHint } from "../fee-share";
import { useT } from "../../../lib/i18n";
import { fieldId, type StepProps } from "./step-props";

export function ProfessionalStep({ form, errors, update, licence }: StepProps) {
  const t = useT();
  const specialtyOptions = WIZARD_SPECIALTY_IDS.map((id) => ({ value: id, label: t(specialtyName(id)) }));
  const regulatorOptions = REGULATORS.map((id) => ({ value: id, label: t(REGULATOR_NAMES[id]) }));
  return (
    <>
      <Field label={t("Specialty")} error={errors.specialty} required>
        <Select
          id={fieldId("specialty")}
          options={specialtyOptions}
          placeholder={t("Select your specialty")}
          value={form.specialty}
          onChange={(event) => update("specialty", event.target.value)}
        />
      </Field>
      <div className="register-provider__row">
        <Field label={t("Regulator")} hint={t("The council that issued your licence")} error={errors.regulator} required>
          <Select
            id={fieldId("regulator")}
            options={regulatorOptions}
            placeholder={t("Select your regulator")}
            value={form.regulator}
            onChange={(event) => update("regulator", event.target.value)}
          />
        </Field>
        <Field label={t("License number")} hint={t("The registration number on your licence")} error={errors.licenseNumber} required>
          <Input id={fieldId("licenseNumber")} value={form.licenseNumber} onChange={(event) => update("licenseNumber", event.target.value)} />
        </Field>
      </div>
      <LicenceDocumentField
        id="register-licenceDocument"
        label={t("Upload your licence for {year} (optional)", { year: ghanaYear() })}
        hint={
          licence.forgottenName && !licence.file
            ? t("Reloading the page cleared the file you chose ({name}). Choose it again, or upload it later from Edit Profile.", { name: licence.forgottenName })
            : t("A PDF, JPG or PNG of up to 5 MB. Patients can book you once we have checked it. You can also upload it later from Edit Profile.")
        }
        file={licence.file}
        onChange={licence.choose}
      />
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
