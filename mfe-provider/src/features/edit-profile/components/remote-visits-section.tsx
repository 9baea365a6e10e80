/**
 * Audio and video visits (docs/product-rules.md#remote-visits): whether the provider offers each and,
 * for one they offer, its own fee; left empty, that visit charges the consultation fee.
 */
import { REMOTE_VISIT_TYPES, type RemoteVisitType } from "@gh/contracts/visit-types";
import { Checkbox, Field, Input } from "@gh/ui";
import { msg, useT } from "../../../lib/i18n";
import { FormSection } from "./form-section";

/** The form's four remote-visit fields, as the profile forms name them. */
export interface RemoteVisitValues {
  offersAudio: boolean;
  offersVideo: boolean;
  audioFee: string;
  videoFee: string;
}

const FIELDS = {
  audio: { offers: "offersAudio", fee: "audioFee", offersLabel: msg("I offer audio visits"), feeLabel: msg("Audio visit fee (₵)") },
  video: { offers: "offersVideo", fee: "videoFee", offersLabel: msg("I offer video visits"), feeLabel: msg("Video visit fee (₵)") },
} as const satisfies Record<RemoteVisitType, { offers: keyof RemoteVisitValues; fee: keyof RemoteVisitValues; offersLabel: string; feeLabel: string }>;

export interface RemoteVisitsSectionProps {
  values: RemoteVisitValues;
  /** Field problems by field name (already in the page's language). */
  errors: Partial<Record<string, string>>;
  /** The consultation fee as typed, shown in an empty fee field: what that visit then costs. */
  inPersonFee: string;
  onOfferChange: (type: RemoteVisitType, offered: boolean) => void;
  onFeeChange: (type: RemoteVisitType, fee: string) => void;
  /** Prefix for the controls' ids, so labels and problems point at the right control. */
  idPrefix: string;
}

export function RemoteVisitsSection({ values, errors, inPersonFee, onOfferChange, onFeeChange, idPrefix }: RemoteVisitsSectionProps) {
  const t = useT();
  return (
    <FormSection
      title={t("Audio and video visits")}
      description={t("Patients can book a call with you instead of coming in. Calls use your working hours and the same slots.")}
    >
      {REMOTE_VISIT_TYPES.map((type) => {
        const names = FIELDS[type];
        const offered = values[names.offers];
        const feeError = errors[names.fee];
        return (
          <div key={type} className="edit-profile__remote-visit">
            <Checkbox
              id={`${idPrefix}-${names.offers}`}
              name={names.offers}
              label={t(names.offersLabel)}
              error={errors[names.offers]}
              checked={offered}
              onChange={(event) => onOfferChange(type, event.target.checked)}
            />
            {/* A problem with a fee stays in sight even when its box was unticked meanwhile. */}
            {(offered || feeError) && (
              <Field label={t(names.feeLabel)} hint={t("Leave empty to charge your consultation fee")} error={feeError} className="edit-profile__remote-fee">
                <Input
                  id={`${idPrefix}-${names.fee}`}
                  name={names.fee}
                  value={values[names.fee]}
                  onChange={(event) => onFeeChange(type, event.target.value)}
                  inputMode="decimal"
                  placeholder={inPersonFee}
                />
              </Field>
            )}
          </div>
        );
      })}
    </FormSection>
  );
}
