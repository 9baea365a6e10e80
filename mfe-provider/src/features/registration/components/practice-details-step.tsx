/**
 * Step 3, Practice Details: where patients find the practice, what it offers, its hours, whether it is
 * open 24 hours, takes walk-ins or accepts NHIS (with the NHIA accreditation number), and the terms.
 */
import { REGIONS } from "@gh/contracts/regions";
import { Checkbox, Field, Input, Select, Textarea } from "@gh/ui";
import { NhisFields } from "../../../components/nhis-fields";
import { PracticeFactsFields } from "../../../components/practice-facts-fields";
import { WorkingHoursEditor } from "../../../components/working-hours-editor";
import { workingHoursProblems } from "../../../lib/registration-form";
import { Trans, useT } from "../../../lib/i18n";
import { fieldId, type StepProps } from "./step-props";

export function PracticeDetailsStep({ form, errors, update }: StepProps) {
  const t = useT();
  const regionOptions = REGIONS.map((region) => ({ value: region, label: t(region) }));
  return (
    <>
      <div className="register-provider__row">
        <Field label={t("City")} error={errors.city} required>
          <Input id={fieldId("city")} autoComplete="address-level2" value={form.city} onChange={(event) => update("city", event.target.value)} />
        </Field>
        <Field label={t("Region")} error={errors.region} required>
          <Select
            id={fieldId("region")}
            options={regionOptions}
            placeholder={t("Select your region")}
            value={form.region}
            onChange={(event) => update("region", event.target.value)}
          />
        </Field>
      </div>
      <Field label={t("Practice location")} hint={t("The clinic or hospital name and area, e.g. East Legon Clinic")} error={errors.location} required>
        <Input id={fieldId("location")} value={form.location} onChange={(event) => update("location", event.target.value)} />
      </Field>
      <Field label={t("Full address")} error={errors.address} required>
        <Textarea
          id={fieldId("address")}
          rows={2}
          autoComplete="street-address"
          value={form.address}
          onChange={(event) => update("address", event.target.value)}
        />
      </Field>
      <Field label={t("Bio (optional)")} hint={t("Tell patients about your practice and experience")} error={errors.bio}>
        <Textarea id={fieldId("bio")} rows={4} value={form.bio} onChange={(event) => update("bio", event.target.value)} />
      </Field>
      <Field label={t("Website (optional)")} error={errors.website}>
        <Input
          id={fieldId("website")}
          type="url"
          inputMode="url"
          autoComplete="url"
          // eslint-disable-next-line gh/no-untranslated-text -- the start of a web address, the same in every language
          placeholder="https://"
          value={form.website}
          onChange={(event) => update("website", event.target.value)}
        />
      </Field>
      <div className="register-provider__row">
        <Field label={t("Services")} hint={t("Separate with commas, e.g. Consultation, Vaccination, Lab tests")} error={errors.services}>
          <Input id={fieldId("services")} value={form.services} onChange={(event) => update("services", event.target.value)} />
        </Field>
        <Field label={t("Languages")} hint={t("Separate with commas, e.g. English, Twi, Ga")} error={errors.languages}>
          <Input id={fieldId("languages")} value={form.languages} onChange={(event) => update("languages", event.target.value)} />
        </Field>
      </div>
      <WorkingHoursEditor
        idPrefix={fieldId("workingHours")}
        value={form.workingHours}
        errors={workingHoursProblems(errors)}
        onChange={(hours) => update("workingHours", hours)}
      />
      <PracticeFactsFields
        idPrefix="register"
        open24Hours={form.open24Hours}
        acceptsWalkIns={form.acceptsWalkIns}
        onChange={(name, value) => update(name, value)}
      />
      <NhisFields
        idPrefix="register"
        acceptsNhis={form.acceptsNhis}
        nhiaAccreditationNumber={form.nhiaAccreditationNumber}
        errors={errors}
        onAcceptsNhisChange={(accepts) => update("acceptsNhis", accepts)}
        onAccreditationNumberChange={(number) => update("nhiaAccreditationNumber", number)}
      />
      <Checkbox
        id={fieldId("terms")}
        label={
          <Trans
            message="I accept the <0>terms and conditions<1> (opens in a new tab)</1></0> and confirm that the details I have given are accurate"
            components={{
              // A new tab: following the link must not leave the wizard half filled in.
              0: <a href="/terms" target="_blank" rel="noopener" />,
              1: <span className="ui-sr-only" />,
            }}
          />
        }
        checked={form.terms}
        error={errors.terms}
        onChange={(event) => update("terms", event.target.checked)}
      />
    </>
  );
}
