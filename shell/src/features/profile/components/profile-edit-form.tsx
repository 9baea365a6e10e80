/** The patient profile form: first name, last name and e-mail, checked with the API's schema. */
import { type AccountUser, updateUserSchema } from "@gh/contracts/auth";
import { fieldErrorsFromIssues } from "@gh/contracts/errors/fields";
import { useT } from "@gh/i18n";
import { Button, buttonClass, Field, Input } from "@gh/ui";
import type { FormEvent } from "react";
import { Link } from "@gh/router";
import { useFormState } from "../../../lib/use-form-state";
import { useSaveProfile } from "../hooks/use-save-profile";

export function ProfileEditForm({ user }: { user: AccountUser }) {
  const t = useT();
  const form = useFormState({ firstName: user.firstName, lastName: user.lastName, email: user.email });
  const { save, isSaving } = useSaveProfile(user.id, { onFieldErrors: form.showErrors });
  const emailChanged = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateUserSchema.safeParse(form.values);
    if (!parsed.success) return form.showErrors(fieldErrorsFromIssues(parsed.error.issues));
    form.showErrors({});
    save(parsed.data);
  }

  return (
    <form ref={form.formRef} className="profile-form" onSubmit={submit} noValidate>
      <div className="profile-form__row">
        <Field label={t("First name")} error={form.errors.firstName} required>
          <Input {...form.field("firstName")} autoComplete="given-name" />
        </Field>
        <Field label={t("Last name")} error={form.errors.lastName} required>
          <Input {...form.field("lastName")} autoComplete="family-name" />
        </Field>
      </div>
      <Field
        label={t("Email")}
        hint={emailChanged ? t("We will send a verification code to the new address.") : undefined}
        error={form.errors.email}
        required
      >
        <Input {...form.field("email")} type="email" autoComplete="email" inputMode="email" />
      </Field>
      <div className="profile-form__actions">
        <Button type="submit" loading={isSaving}>
          {isSaving ? t("Saving...") : t("Save Changes")}
        </Button>
        <Link to="/profile" className={buttonClass("outline")}>
          {t("Cancel")}
        </Link>
      </div>
    </form>
  );
}
