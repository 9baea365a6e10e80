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

export interface EditProviderDialogProps {
  /** The provider to edit; null when the dialog is closed. */
  provider: AdminProvider | null;
  onClose: () => void;
}

export function EditProviderDialog({ provider, onClose }: EditProviderDialogProps) {
  const formId = useId();
  const update = useUpdateProvider(provider?.id ?? 0);
  return (
    <Dialog
      open={provider !== null}
      onOpenChange={(open) => !open && onClose()}
      title={provider ? `Edit ${adminProviderName(provider)}` : "Edit provider"}
      description="Changes show on the public profile and in search at once."
      className="admin-edit"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
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
  const form = useCheckedForm(adminProviderDialogSchema, () => adminProviderValues(provider));
  const { toast } = useToast();
  const { errors, values } = form;

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
          toast({ ...ADMIN_TEXTS.providerUpdated, description: "The public profile shows the changes now.", variant: "success" });
          onSaved();
        },
        onError: (error) => {
          const problem = readApiProblem(error);
          const fields = fieldsOfServer(problem.fields);
          // A 409 names no field, but it is about the e-mail address being someone else's.
          if (problem.status === 409 && !fields.email && problem.message) fields.email = problem.message;
          form.showServerErrors(fields);
          toast({ ...ADMIN_TEXTS.updateFailed(problem.message ?? "Failed to update profile. Please try again."), variant: "destructive" });
        },
      });
    });
  }

  return (
    <form id={id} ref={form.formRef} className="admin-edit__form" onSubmit={submit} noValidate aria-label={`Edit ${adminProviderName(provider)}`}>
      <div className="admin-edit__row">
        <Field label="Title" error={errors.title}>
          <Select {...control("title")} options={TITLE_OPTIONS} />
        </Field>
        <Field label="Specialty" error={errors.specialty} required>
          <Select {...control("specialty")} options={adminSpecialtyOptions(provider.specialty)} />
        </Field>
      </div>
      <div className="admin-edit__row">
        <Field label="Experience" hint="Whole years" error={errors.experience} required>
          <Input {...control("experience")} type="number" min={0} max={70} step={1} inputMode="numeric" />
        </Field>
        <Field label="Consultation Fee" hint="In cedis (GHS), e.g. 150" error={errors.consultationFee} required>
          <Input {...control("consultationFee")} inputMode="decimal" />
        </Field>
      </div>
      <Field label="Location" hint="e.g. East Legon Clinic" error={errors.location} required>
        <Input {...control("location")} />
      </Field>
      <Field label="Email" error={errors.email} required>
        <Input {...control("email")} type="email" autoComplete="off" inputMode="email" />
      </Field>
      <Field label="Bio" error={errors.bio}>
        <Textarea {...control("bio")} rows={5} />
      </Field>
    </form>
  );
}
