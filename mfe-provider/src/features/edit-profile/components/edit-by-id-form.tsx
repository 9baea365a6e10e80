/**
 * The edit-by-id form (docs/product-rules.md#provider-registration): Profile Picture, Basic Information, Location & Affiliation and
 * Professional Details, checked as typed with the API's providerUpdateSchema, saved with PUT.
 */
import { readApiProblem } from "@gh/api-client";
import type { Provider } from "@gh/contracts/providers";
import { PROVIDER_MESSAGES, PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { providerUpdateSchema } from "@gh/contracts/providers/practice";
import { providerName } from "@gh/contracts/regions";
import { Link } from "@gh/router";
import { Button, buttonClass, Field, Input, Select, Textarea, useToast } from "@gh/ui";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useUpdateProvider } from "../api/use-provider-for-edit";
import { editByIdValues, REGION_OPTIONS, specialtyOptions, TITLE_OPTIONS, updateBody, type EditByIdValues } from "../edit-by-id-values";
import { useCheckedForm } from "@gh/forms";
import { useProfilePhoto } from "../hooks/use-profile-photo";
import { PracticeFactsFields, type PracticeFacts } from "../../../components/practice-facts-fields";
import { FormSection } from "./form-section";
import { ProfilePhotoField } from "./profile-photo-field";

export function EditByIdForm({ provider }: { provider: Provider }) {
  const id = String(provider.id);
  const form = useCheckedForm(providerUpdateSchema, () => editByIdValues(provider));
  const photo = useProfilePhoto(provider.profileImage);
  const update = useUpdateProvider(id);
  const { toast } = useToast();
  const [forbidden, setForbidden] = useState(false);
  const { errors, values } = form;

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
          toast({ title: PROVIDER_TOASTS.profileUpdated.title, description: "The public profile shows the changes now.", variant: "success" });
        },
        onError: (error) => {
          const problem = readApiProblem(error);
          setForbidden(problem.status === 403);
          form.showServerErrors(problem.fields);
          toast({
            title: PROVIDER_TOASTS.updateFailed.title,
            description: problem.status === 403 ? PROVIDER_MESSAGES.notYourProfile : PROVIDER_TOASTS.updateFailed.description,
            variant: "destructive",
          });
        },
      });
    });
  }

  return (
    <form ref={form.formRef} className="edit-profile__form" onSubmit={submit} noValidate aria-label={`Edit ${providerName(provider)}`}>
      {forbidden && (
        <p className="edit-profile__alert" role="alert">
          {PROVIDER_MESSAGES.notYourProfile}
        </p>
      )}

      <FormSection title="Profile Picture">
        <ProfilePhotoField photo={photo} name={providerName(provider)} />
      </FormSection>

      <FormSection title="Basic Information">
        <div className="edit-profile__row">
          <Field label="Title" error={errors.title}>
            <Select {...control("title")} options={TITLE_OPTIONS} />
          </Field>
          <Field label="Specialty" error={errors.specialty} required>
            <Select {...control("specialty")} options={specialtyOptions(provider.specialty)} />
          </Field>
        </div>
        <div className="edit-profile__row">
          <Field label="First name" error={errors.firstName} required>
            <Input {...control("firstName")} autoComplete="given-name" />
          </Field>
          <Field label="Last name" error={errors.lastName} required>
            <Input {...control("lastName")} autoComplete="family-name" />
          </Field>
        </div>
        <div className="edit-profile__row">
          <Field label="Phone" hint="+233 XX XXX XXXX" error={errors.phone} required>
            <Input {...control("phone")} type="tel" autoComplete="tel" inputMode="tel" />
          </Field>
          <Field label="Email" error={errors.email} required>
            <Input {...control("email")} type="email" autoComplete="email" inputMode="email" />
          </Field>
        </div>
        <Field label="Website" hint="Optional, starting with https://" error={errors.website}>
          <Input {...control("website")} type="url" autoComplete="url" inputMode="url" />
        </Field>
      </FormSection>

      <FormSection title="Location & Affiliation">
        <div className="edit-profile__row">
          <Field label="Location" hint="e.g. East Legon" error={errors.location} required>
            <Input {...control("location")} />
          </Field>
          <Field label="City" error={errors.city} required>
            <Input {...control("city")} autoComplete="address-level2" />
          </Field>
        </div>
        <div className="edit-profile__row">
          <Field label="Region" error={errors.region} required>
            <Select {...control("region")} options={REGION_OPTIONS} placeholder="Select region" />
          </Field>
          <Field label="Hospital affiliation" error={errors.hospitalAffiliation}>
            <Input {...control("hospitalAffiliation")} autoComplete="organization" />
          </Field>
        </div>
        <Field label="Address" error={errors.address} required>
          <Input {...control("address")} autoComplete="street-address" />
        </Field>
        <PracticeFactsFields
          idPrefix="edit-by-id"
          open24Hours={values.open24Hours}
          acceptsWalkIns={values.acceptsWalkIns}
          onChange={(name, value) => form.set(name, value)}
        />
      </FormSection>

      <FormSection title="Professional Details">
        <div className="edit-profile__row">
          <Field label="License number" error={errors.licenseNumber} required>
            <Input {...control("licenseNumber")} />
          </Field>
          <Field label="Years of experience" error={errors.yearsExperience} required>
            <Input {...control("yearsExperience")} type="number" min={0} max={70} step={1} inputMode="numeric" />
          </Field>
        </div>
        <div className="edit-profile__row">
          <Field label="Education" error={errors.education} required>
            <Input {...control("education")} />
          </Field>
          <Field label="Consultation fee (GHS)" error={errors.consultationFee} required>
            <Input {...control("consultationFee")} inputMode="decimal" />
          </Field>
        </div>
        <Field label="Bio" error={errors.bio}>
          <Textarea {...control("bio")} rows={5} />
        </Field>
        <Field label="Services" hint="Separate services with commas" error={errors.services}>
          <Input {...control("services")} />
        </Field>
        <Field label="Languages" hint="Separate languages with commas" error={errors.languages}>
          <Input {...control("languages")} />
        </Field>
      </FormSection>

      <div className="edit-profile__actions">
        <div className="edit-profile__actions-end">
          <Link to="/" className={buttonClass("outline")}>
            Cancel
          </Link>
          <Button type="submit" loading={update.isPending} disabled={photo.preparing}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </div>
    </form>
  );
}
