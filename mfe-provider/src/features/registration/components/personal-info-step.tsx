/** Step 1, Personal Info: who the provider is and how to reach them, and the account's password. */
import { TITLES } from "@gh/contracts/regions";
import { Field, Input, Select } from "@gh/ui";
import { ProfilePictureField } from "./profile-picture-field";
import { fieldId, type StepProps } from "./step-props";

const PASSWORD_HINT = "At least 8 characters";
const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title === "none" ? "No title" : `${title}.` }));

export function PersonalInfoStep({ form, errors, update, passwordNotKept }: StepProps) {
  return (
    <>
      <div className="register-provider__row">
        <Field label="Title" error={errors.title}>
          <Select id={fieldId("title")} options={TITLE_OPTIONS} value={form.title} onChange={(event) => update("title", event.target.value as typeof form.title)} />
        </Field>
        <Field label="First name" error={errors.firstName} required>
          <Input id={fieldId("firstName")} autoComplete="given-name" value={form.firstName} onChange={(event) => update("firstName", event.target.value)} />
        </Field>
        <Field label="Last name" error={errors.lastName} required>
          <Input id={fieldId("lastName")} autoComplete="family-name" value={form.lastName} onChange={(event) => update("lastName", event.target.value)} />
        </Field>
      </div>
      <div className="register-provider__row">
        <Field label="Email" error={errors.email} required>
          <Input
            id={fieldId("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={(event) => update("email", event.target.value)}
          />
        </Field>
        <Field label="Phone" hint="+233 XX XXX XXXX" error={errors.phone} required>
          <Input id={fieldId("phone")} type="tel" autoComplete="tel" value={form.phone} onChange={(event) => update("phone", event.target.value)} />
        </Field>
      </div>
      <ProfilePictureField value={form.profileImage} error={errors.profileImage} onChange={(dataUrl) => update("profileImage", dataUrl)} />
      <div className="register-provider__row">
        <Field
          label="Password"
          hint={passwordNotKept ? `${PASSWORD_HINT}. For your security your password is never saved with your draft: please enter it again.` : PASSWORD_HINT}
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
        <Field label="Confirm password" error={errors.confirmPassword} required>
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
