/**
 * The two yes/no facts patients filter by (the "24/7 Pharmacies" and "Walk-in Clinics" shortcuts):
 * open around the clock, and seeing patients without an appointment. Shared by the registration
 * wizard and both edit forms, so the words and hints are the same wherever a provider sets them.
 */
import { Checkbox } from "@gh/ui";
import { useT } from "../lib/i18n";
import "./practice-facts-fields.css";

export interface PracticeFacts {
  open24Hours: boolean;
  acceptsWalkIns: boolean;
}

export interface PracticeFactsFieldsProps extends PracticeFacts {
  onChange: <Name extends keyof PracticeFacts>(name: Name, value: boolean) => void;
  /** Prefix for the boxes' ids, so server problems and labels point at the right box. */
  idPrefix: string;
}

export function PracticeFactsFields({ open24Hours, acceptsWalkIns, onChange, idPrefix }: PracticeFactsFieldsProps) {
  const t = useT();
  return (
    <fieldset className="practice-facts">
      <legend className="practice-facts__legend">{t("Opening and walk-ins")}</legend>
      <Checkbox
        id={`${idPrefix}-open24Hours`}
        name="open24Hours"
        label={t("Open 24 hours")}
        hint={t("Patients searching for 24/7 care will find you")}
        checked={open24Hours}
        onChange={(event) => onChange("open24Hours", event.target.checked)}
      />
      <Checkbox
        id={`${idPrefix}-acceptsWalkIns`}
        name="acceptsWalkIns"
        label={t("Accept walk-in patients")}
        hint={t("Shown on your profile as 'Walk-ins welcome'")}
        checked={acceptsWalkIns}
        onChange={(event) => onChange("acceptsWalkIns", event.target.checked)}
      />
    </fieldset>
  );
}
