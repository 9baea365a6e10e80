/**
 * The provider's own edit form (docs/product-rules.md#provider-registration):
 * Contact, Professional, Audio and video visits, Bio & Services, Working Hours and NHIS
 * (docs/product-rules.md#licences-and-nhis), checked as typed with the API's schema
 * (what the wizard leaves optional is optional here too).
 * The Time Off section and the buttons are laid out by the page, after it.
 */
import { GHANA_PHONE_HINT } from "@gh/contracts/phone";
import { readApiProblem } from "@gh/api-client";
import { nestedErrors } from "@gh/contracts/errors/fields";
import { type OwnProviderProfile, PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { providerSelfEditSchema } from "@gh/contracts/providers/practice";
import type { Weekday } from "@gh/contracts/schedule";
import type { RemoteVisitType } from "@gh/contracts/visit-types";
import { Field, Input, Textarea, useToast } from "@gh/ui";
import type { ChangeEvent, FormEvent } from "react";
import { NhisFields } from "../../../components/nhis-fields";
import { PracticeFactsFields, type PracticeFacts } from "../../../components/practice-facts-fields";
import { WorkingHoursEditor } from "../../../components/working-hours-editor";
import { useSaveOwnProfile } from "../api/use-own-profile";
import { useCheckedForm } from "@gh/forms";
import { selfEditValues, type SelfEditValues } from "../self-edit-values";
import { translatedErrors, useT } from "../../../lib/i18n";
import { FormSection } from "./form-section";
import { RemoteVisitsSection, type RemoteVisitValues } from "./remote-visits-section";

export const SELF_EDIT_FORM_ID = "provider-edit-profile-form";

export function SelfEditForm({ profile, onSavingChange }: { profile: OwnProviderProfile; onSavingChange: (saving: boolean) => void }) {
  const t = useT();
  const form = useCheckedForm(providerSelfEditSchema, () => selfEditValues(profile));
  const save = useSaveOwnProfile();
  const { toast } = useToast();
  const { values } = form;
  const errors = translatedErrors(form.errors);

  /** value + onChange for a text control. */
  const text = (name: Exclude<keyof SelfEditValues & string, "workingHours" | "acceptsNhis" | keyof PracticeFacts | keyof RemoteVisitValues>) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(name, event.target.value),
  });

  /**
   * Unticking a visit puts its fee back as stored: a fee half-typed for a visit no longer offered
   * must not block saving from a field that is no longer shown.
   */
  function changeOffer(type: RemoteVisitType, offered: boolean) {
    const fee = type === "audio" ? "audioFee" : "videoFee";
    form.set(type === "audio" ? "offersAudio" : "offersVideo", offered);
    if (!offered) form.set(fee, selfEditValues(profile)[fee]);
  }

  /** The same for NHIS: unticking puts the accreditation number back as stored (the API clears it with NHIS off). */
  function changeNhis(accepts: boolean) {
    form.set("acceptsNhis", accepts);
    if (!accepts) form.set("nhiaAccreditationNumber", selfEditValues(profile).nhiaAccreditationNumber);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit((changes) => {
      onSavingChange(true);
      // Without NHIS there is no accreditation number to keep.
      save.mutate(changes.acceptsNhis === false ? { ...changes, nhiaAccreditationNumber: null } : changes, {
        onSuccess: () =>
          toast({ title: t(PROVIDER_TOASTS.profileUpdated.title), description: t("Your public profile shows the changes now."), variant: "success" }),
        onError: (error) => {
          const problem = readApiProblem(error);
          form.showServerErrors(problem.fields);
          toast({
            title: t(PROVIDER_TOASTS.updateFailed.title),
            description: t(problem.message ?? PROVIDER_TOASTS.updateFailed.description),
            variant: "destructive",
          });
        },
        onSettled: () => onSavingChange(false),
      });
    });
  }

  return (
    <form id={SELF_EDIT_FORM_ID} ref={form.formRef} className="edit-profile__form" onSubmit={submit} noValidate aria-label={t("Edit your provider profile")}>
      <FormSection title={t("Contact")}>
        <div className="edit-profile__row">
          <Field label={t("Phone")} hint={GHANA_PHONE_HINT} error={errors.phone} required>
            <Input {...text("phone")} type="tel" autoComplete="tel" inputMode="tel" />
          </Field>
          <Field label={t("Location")} hint={t("Where patients find you, e.g. East Legon, Accra")} error={errors.location} required>
            <Input {...text("location")} autoComplete="address-level2" />
          </Field>
        </div>
      </FormSection>

      <FormSection title={t("Professional")}>
        <div className="edit-profile__row">
          <Field label={t("Consultation fee (GHS)")} error={errors.consultationFee} required>
            <Input {...text("consultationFee")} inputMode="decimal" />
          </Field>
          <Field label={t("Years of experience")} error={errors.experience} required>
            <Input {...text("experience")} type="number" min={1} max={70} step={1} inputMode="numeric" />
          </Field>
        </div>
        <Field label={t("Education")} hint={t("Degrees and where you trained")} error={errors.education} required>
          <Input {...text("education")} />
        </Field>
        <Field label={t("Hospital affiliation")} hint={t("Optional")} error={errors.hospitalAffiliation}>
          <Input {...text("hospitalAffiliation")} autoComplete="organization" />
        </Field>
      </FormSection>

      <RemoteVisitsSection
        idPrefix="edit-profile"
        values={values}
        errors={errors}
        inPersonFee={values.consultationFee}
        onOfferChange={changeOffer}
        onFeeChange={(type, fee) => form.set(type === "audio" ? "audioFee" : "videoFee", fee)}
      />

      <FormSection title={t("Bio & Services")}>
        <Field label={t("Bio")} hint={t("Optional: your approach, interests and who you see.")} error={errors.bio}>
          <Textarea {...text("bio")} rows={5} />
        </Field>
        <Field label={t("Services")} hint={t("Optional. Separate services with commas, e.g. Consultation, Blood pressure check")} error={errors.services}>
          <Input {...text("services")} />
        </Field>
        <Field label={t("Languages")} hint={t("Optional. Separate languages with commas, e.g. English, Twi, Ga")} error={errors.languages}>
          <Input {...text("languages")} />
        </Field>
      </FormSection>

      <FormSection
        title={t("Working Hours")}
        description={
          profile.usingDefaultHours
            ? t("These are the usual Monday to Friday, 9:00 AM - 5:00 PM hours we started you with. Change them to match your practice.")
            : t("Patients can book you only within these hours.")
        }
      >
        <WorkingHoursEditor
          value={values.workingHours}
          onChange={(hours: Record<Weekday, string>) => form.set("workingHours", hours)}
          errors={nestedErrors(errors, "workingHours") as Record<string, string>}
          idPrefix="edit-profile-hours"
          legend={t("Weekly hours")}
        />
        {errors.workingHours && (
          <p className="ui-field__error" id="edit-profile-hours-error" role="alert">
            {errors.workingHours}
          </p>
        )}
        <PracticeFactsFields
          idPrefix="edit-profile"
          open24Hours={values.open24Hours}
          acceptsWalkIns={values.acceptsWalkIns}
          onChange={(name, value) => form.set(name, value)}
        />
      </FormSection>

      <FormSection title={t("National Health Insurance (NHIS)")} description={t("Patients who are NHIS members can search for providers who accept it.")}>
        <NhisFields
          idPrefix="edit-profile"
          acceptsNhis={values.acceptsNhis}
          nhiaAccreditationNumber={values.nhiaAccreditationNumber}
          errors={errors}
          onAcceptsNhisChange={changeNhis}
          onAccreditationNumberChange={(number) => form.set("nhiaAccreditationNumber", number)}
          showLegend={false}
        />
      </FormSection>
    </form>
  );
}
