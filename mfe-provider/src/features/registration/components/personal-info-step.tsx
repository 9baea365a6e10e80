/** Step 1, Personal Info: who the provider is and how to reach them, and the account's password. */
import { GHANA_PHONE_HINT } from "@gh/contracts/phone";
import { TITLES } from "@gh/contracts/regions";
import { Field, Input, Select } from "@gh/ui";
import { ProfilePictureField } from "./profile-picture-field";
import { useT } from "../../../lib/i18n";
import { fieldId, type StepProps } from "./step-props";

export function PersonalInfoStep({ form, errors, update, passwordNotKept }: StepProps) {
  const t = useT();
  // A title is part of a name ("Dr."): only "No title" is translated.
  const titleOptions = TITLES.map((title) => ({ value: title, label: title === "none" ? t("No title") : `${title}.` }));
  return (
    <>
      <div className="register-provider__row">
        <Field label={t("Title")} error={errors.title}>
          <Select id={fieldId("title")} options={titleOptions} value={form.title} onChange={(event) => update("title", event.target.value as typeof form.title)} />
        </Field>
        <Field label={t("First name")} error={errors.firstName} required>
          <Input id={fieldId("firstName")} autoComplete="given-name" value={form.firstName} onChange={(event) => update("firstName", event.target.value)} />
        </Field>
        <Field label={t("Last name")} error={errors.lastName} required>
          <Input id={fieldId("lastName")} autoComplete="family-name" value={form.lastName} onChange={(event) => update("lastName", event.target.value)} />
        </Field>
      </div>
      <div className="register-provider__row">
        <Field label={t("Email")} error={errors.email} required>
          <Input
            id={fieldId("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={(event) => update("email", event.target.value)}
          />
        </Field>
        <Field label={t("Phone")} hint={GHANA_PHONE_HINT} error={errors.phone} required>
          <Input id={fieldId("phone")} type="tel" autoComplete="tel" value={form.phone} onChange={(event) => update("phone", event.target.value)} />
        </Field>
      </div>
      <ProfilePictureField value={form.profileImage} error={errors.profileImage} onChange={(dataUrl) => update("profileImage", dataUrl)} />
      <div className="register-provider__row">
        <Field
          label={t("Password")}
          hint={
            passwordNotKept
              ? t("At least 8 characters. For your security your password is never saved with your draft: please enter it again.")
              : t("At least 8 characters")
          }
          error={errors.password}
          required
        >
          <Input
            id={fieldId("password")}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => update("password", event.target.value)}
          />
        </Field>
        <Field label={t("Confirm password")} error={errors.confirmPassword} required>
          <Input
            id={fieldId("confirmPassword")}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(event) => update("confirmPassword", event.target.value)}
          />
        </Field>
      </div>
    </>
  );
}
