/**
 * Whether the practice serves NHIS members (the "Accepts NHIS" badge and search filter), and the
 * facility's NHIA accreditation number, asked only once the box is ticked
 * (docs/product-rules.md#licences-and-nhis). Shared by the registration wizard and Edit Profile, so the
 * words are the same wherever a provider sets them.
 */
import { LICENCE_TEXTS } from "@gh/contracts/licences/options";
import { Checkbox, Field, Input } from "@gh/ui";
import { useT } from "../lib/i18n";
import "./practice-facts-fields.css";

export interface NhisFieldsProps {
  /** Prefix for the controls' ids ("register" gives register-acceptsNhis), so problems and labels point at them. */
  idPrefix: string;
  acceptsNhis: boolean;
  nhiaAccreditationNumber: string;
  errors: { acceptsNhis?: string; nhiaAccreditationNumber?: string };
  onAcceptsNhisChange: (accepts: boolean) => void;
  onAccreditationNumberChange: (number: string) => void;
  /** False where a heading above already says "National Health Insurance (NHIS)": the group keeps its name for screen readers. */
  showLegend?: boolean;
}

export function NhisFields({ idPrefix, acceptsNhis, nhiaAccreditationNumber, errors, onAcceptsNhisChange, onAccreditationNumberChange, showLegend = true }: NhisFieldsProps) {
  const t = useT();
  return (
    <fieldset className="practice-facts">
      <legend className={showLegend ? "practice-facts__legend" : "ui-sr-only"}>{t("National Health Insurance (NHIS)")}</legend>
      <Checkbox
        id={`${idPrefix}-acceptsNhis`}
        name="acceptsNhis"
        label={t(LICENCE_TEXTS.acceptsNhis)}
        hint={t("You serve NHIS members under the scheme. Patients searching for NHIS will find you.")}
        checked={acceptsNhis}
        error={errors.acceptsNhis}
        onChange={(event) => onAcceptsNhisChange(event.target.checked)}
      />
      {acceptsNhis && (
        <Field
          label={t("NHIA accreditation number (optional)")}
          hint={t("Your facility's number from the National Health Insurance Authority")}
          error={errors.nhiaAccreditationNumber}
        >
          <Input
            id={`${idPrefix}-nhiaAccreditationNumber`}
            name="nhiaAccreditationNumber"
            value={nhiaAccreditationNumber}
            onChange={(event) => onAccreditationNumberChange(event.target.value)}
          />
        </Field>
      )}
    </fieldset>
  );
}
