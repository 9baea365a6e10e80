/**
 * The edit-by-id form (docs/product-rules.md#provider-registration): Profile Picture, Basic Information, Location & Affiliation and
 * Professional Details, checked as typed with the API's providerUpdateSchema, saved with PUT.
 */
import { GHANA_PHONE_HINT } from "@gh/contracts/phone";
import { readApiProblem } from "@gh/api-client";
import type { Provider } from "@gh/contracts/providers";
import { PROVIDER_MESSAGES, PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { providerUpdateSchema } from "@gh/contracts/providers/practice";
import { providerName } from "@gh/contracts/regions";
import { Link } from "@gh/router";
import { Button, buttonClass, Field, Input, Select, Textarea, useToast } from "@gh/ui";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useUpdateProvider } from "../api/use-provider-for-edit";
import { editByIdValues, regionOptions, specialtyOptions, titleOptions, updateBody, type EditByIdValues } from "../edit-by-id-values";
import { translatedErrors, useT } from "../../../lib/i18n";
import { useCheckedForm } from "@gh/forms";
import { useProfilePhoto } from "../hooks/use-profile-photo";
import { PracticeFactsFields, type PracticeFacts } from "../../../components/practice-facts-fields";
import { FormSection } from "./form-section";
import { ProfilePhotoField } from "./profile-photo-field";

export function EditByIdForm({ provider }: { provider: Provider }) {
  const t = useT();
  const id = String(provider.id);
  const form = useCheckedForm(providerUpdateSchema, () => editByIdValues(provider));
  const photo = useProfilePhoto(provider.profileImage);
  const update = useUpdateProvider(id);
  const { toast } = useToast();
  const [forbidden, setForbidden] = useState(false);
  const { values } = form;
  const errors = translatedErrors(form.errors);

  const control = (name: Exclude<keyof EditByIdValues & string, keyof PracticeFacts>) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => form.set(name, event.target.value),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (photo.preparing) return;
    form.submit((checked) => {
      update.mutate(updateBody(checked, photo.change), {
        onSuccess: () => {
          photo.reset();
          setForbidden(false);
          toast({ title: t(PROVIDER_TOASTS.profileUpdated.title), description: t("The public profile shows the changes now."), variant: "success" });
        },
        onError: (error) => {
          const problem = readApiProblem(error);
          setForbidden(problem.status === 403);
          form.showServerErrors(problem.fields);
          toast({
            title: t(PROVIDER_TOASTS.updateFailed.title),
            description: t(problem.status === 403 ? PROVIDER_MESSAGES.notYourProfile : PROVIDER_TOASTS.updateFailed.description),
            variant: "destructive",
          });
        },
      });
    });
  }

  return (
    <form ref={form.formRef} className="edit-profile__form" onSubmit={submit} noValidate aria-label={t("Edit {name}", { name: providerName(provider) })}>
      {forbidden && (
        <p className="edit-profile__alert" role="alert">
          {t(PROVIDER_MESSAGES.notYourProfile)}
        </p>
      )}

      <FormSection title={t("Profile Picture")}>
        <ProfilePhotoField photo={photo} name={providerName(provider)} />
      </FormSection>

      <FormSection title={t("Basic Information")}>
        <div className="edit-profile__row">
          <Field label={t("Title")} error={errors.title}>
            <Select {...control("title")} options={titleOptions()} />
          </Field>
          <Field label={t("Specialty")} error={errors.specialty} required>
            <Select {...control("specialty")} options={specialtyOptions(provider.specialty)} />
          </Field>
        </div>
        <div className="edit-profile__row">
          <Field label={t("First name")} error={errors.firstName} required>
            <Input {...control("firstName")} autoComplete="given-name" />
          </Field>
          <Field label={t("Last name")} error={errors.lastName} required>
            <Input {...control("lastName")} autoComplete="family-name" />
          </Field>
        </div>
        <div className="edit-profile__row">
          <Field label={t("Phone")} hint={GHANA_PHONE_HINT} error={errors.phone} required>
            <Input {...control("phone")} type="tel" autoComplete="tel" inputMode="tel" />
          </Field>
          <Field label={t("Email")} error={errors.email} required>
            <Input {...control("email")} type="email" autoComplete="email" inputMode="email" />
          </Field>
        </div>
        <Field label={t("Website")} hint={t("Optional, starting with https://")} error={errors.website}>
          <Input {...control("website")} type="url" autoComplete="url" inputMode="url" />
        </Field>
      </FormSection>

      <FormSection title={t("Location & Affiliation")}>
        <div className="edit-profile__row">
          <Field label={t("Location")} hint={t("e.g. East Legon")} error={errors.location} required>
            <Input {...control("location")} />
          </Field>
          <Field label={t("City")} error={errors.city} required>
            <Input {...control("city")} autoComplete="address-level2" />
          </Field>
        </div>
        <div className="edit-profile__row">
          <Field label={t("Region")} error={errors.region} required>
            <Select {...control("region")} options={regionOptions()} placeholder={t("Select region")} />
          </Field>
          <Field label={t("Hospital affiliation")} error={errors.hospitalAffiliation}>
            <Input {...control("hospitalAffiliation")} autoComplete="organization" />
          </Field>
        </div>
        <Field label={t("Address")} error={errors.address} required>
          <Input {...control("address")} autoComplete="street-address" />
        </Field>
        <PracticeFactsFields
          idPrefix="edit-by-id"
          open24Hours={values.open24Hours}
          acceptsWalkIns={values.acceptsWalkIns}
          onChange={(name, value) => form.set(name, value)}
        />
      </FormSection>

      <FormSection title={t("Professional Details")}>
        <div className="edit-profile__row">
          <Field label={t("License number")} error={errors.licenseNumber} required>
            <Input {...control("licenseNumber")} />
          </Field>
          <Field label={t("Years of experience")} error={errors.yearsExperience} required>
            <Input {...control("yearsExperience")} type="number" min={0} max={70} step={1} inputMode="numeric" />
          </Field>
        </div>
        <div className="edit-profile__row">
          <Field label={t("Education")} error={errors.education} required>
            <Input {...control("education")} />
          </Field>
          <Field label={t("Consultation fee (GHS)")} error={errors.consultationFee} required>
            <Input {...control("consultationFee")} inputMode="decimal" />
          </Field>
        </div>
        <Field label={t("Bio")} error={errors.bio}>
          <Textarea {...control("bio")} rows={5} />
        </Field>
        <Field label={t("Services")} hint={t("Separate services with commas")} error={errors.services}>
          <Input {...control("services")} />
        </Field>
        <Field label={t("Languages")} hint={t("Separate languages with commas")} error={errors.languages}>
          <Input {...control("languages")} />
        </Field>
      </FormSection>

      <div className="edit-profile__actions">
        <div className="edit-profile__actions-end">
          <Link to="/" className={buttonClass("outline")}>
            {t("Cancel")}
          </Link>
          <Button type="submit" loading={update.isPending} disabled={photo.preparing}>
            {update.isPending ? t("Saving...") : t("Save Changes")}
          </Button>
        </div>
      </div>
    </form>
  );
}
