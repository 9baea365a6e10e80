/**
 * Edit (docs/product-rules.md#screens-and-texts): Title, Specialty, Experience, Consultation Fee, Location,
 * Email and Bio, checked as typed with the API's rules; the server's own field messages appear under
 * their fields, and its message in the "Update Failed" toast.
 */
import { readApiProblem } from "@gh/api-client";
import { ADMIN_TEXTS, type AdminProvider } from "@gh/contracts/admin/options";
import { Button, Field, Input, Select, Textarea, useToast } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useId, type ChangeEvent, type FormEvent } from "react";
import {
  adminProviderBody,
  adminProviderDialogSchema,
  adminProviderValues,
  adminSpecialtyOptions,
  fieldsOfServer,
  TITLE_OPTIONS,
  type AdminProviderValues,
} from "../admin-provider-form";
import { useUpdateProvider } from "../api/use-admin-providers";
import { useCheckedForm } from "@gh/forms";
import { adminProviderName } from "../provider-card-view";
import { useT } from "@gh/i18n";
import { translatedToast } from "@gh/i18n/toast";

export interface EditProviderDialogProps {
  /** The provider to edit; null when the dialog is closed. */
  provider: AdminProvider | null;
  onClose: () => void;
}

export function EditProviderDialog({ provider, onClose }: EditProviderDialogProps) {
  const t = useT();
  const formId = useId();
  const update = useUpdateProvider(provider?.id ?? 0);
  return (
    <Dialog
      open={provider !== null}
      onOpenChange={(open) => !open && onClose()}
      title={provider ? t("Edit {name}", { name: adminProviderName(provider) }) : t("Edit provider")}
      description={t("Changes show on the public profile and in search at once.")}
      className="admin-edit"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {update.isPending ? t("Saving...") : t("Save Changes")}
          </Button>
        </>
      }
    >
      {provider && <EditProviderForm key={provider.id} id={formId} provider={provider} update={update} onSaved={onClose} />}
    </Dialog>
  );
}

interface EditProviderFormProps {
  id: string;
  provider: AdminProvider;
  update: ReturnType<typeof useUpdateProvider>;
  onSaved: () => void;
}

function EditProviderForm({ id, provider, update, onSaved }: EditProviderFormProps) {
  const t = useT();
  const form = useCheckedForm(adminProviderDialogSchema, () => adminProviderValues(provider));
  const { toast } = useToast();
  const { errors, values } = form;
  // The rules' messages (contracts) and the server's, in the page's language.
  const shown = (error: string | undefined) => error && t(error);

  const control = (name: keyof AdminProviderValues & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => form.set(name, event.target.value),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    form.submit((checked) => {
      update.mutate(adminProviderBody(checked), {
        onSuccess: () => {
          toast({ ...translatedToast(ADMIN_TEXTS.providerUpdated), description: t("The public profile shows the changes now."), variant: "success" });
          onSaved();
        },
        onError: (error) => {
          const problem = readApiProblem(error);
          const fields = fieldsOfServer(problem.fields);
          // A 409 names no field, but it is about the e-mail address being someone else's.
          if (problem.status === 409 && !fields.email && problem.message) fields.email = problem.message;
          form.showServerErrors(fields);
          toast({ ...translatedToast(ADMIN_TEXTS.updateFailed(problem.message ?? t("Failed to update profile. Please try again."))), variant: "destructive" });
        },
      });
    });
  }

  return (
    <form id={id} ref={form.formRef} className="admin-edit__form" onSubmit={submit} noValidate aria-label={t("Edit {name}", { name: adminProviderName(provider) })}>
      <div className="admin-edit__row">
        <Field label={t("Title")} error={shown(errors.title)}>
          <Select {...control("title")} options={TITLE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))} />
        </Field>
        <Field label={t("Specialty")} error={shown(errors.specialty)} required>
          <Select {...control("specialty")} options={adminSpecialtyOptions(provider.specialty)} />
        </Field>
      </div>
      <div className="admin-edit__row">
        <Field label={t("Experience")} hint={t("Whole years")} error={shown(errors.experience)} required>
          <Input {...control("experience")} type="number" min={0} max={70} step={1} inputMode="numeric" />
        </Field>
        <Field label={t("Consultation Fee")} hint={t("In cedis (GHS), e.g. 150")} error={shown(errors.consultationFee)} required>
          <Input {...control("consultationFee")} inputMode="decimal" />
        </Field>
      </div>
      <Field label={t("Location")} hint={t("e.g. East Legon Clinic")} error={shown(errors.location)} required>
        <Input {...control("location")} />
      </Field>
      <Field label={t("Email")} error={shown(errors.email)} required>
        <Input {...control("email")} type="email" autoComplete="off" inputMode="email" />
      </Field>
      <Field label={t("Bio")} error={shown(errors.bio)}>
        <Textarea {...control("bio")} rows={5} />
      </Field>
    </form>
  );
}
