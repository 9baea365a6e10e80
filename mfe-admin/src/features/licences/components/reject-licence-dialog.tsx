/**
 * Reject (docs/product-rules.md#licences-and-nhis): the administrator says why, in at most 500
 * characters; the provider is told exactly that and may send another licence. Their standing does not
 * change.
 */
import { readApiProblem } from "@gh/api-client";
import { licenceRejectionSchema } from "@gh/contracts/licences";
import { REJECTION_REASON_MAX_LENGTH, type AdminLicence } from "@gh/contracts/licences/options";
import { Button, Field, Textarea, useToast } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useCheckedForm } from "@gh/forms";
import { useId, type FormEvent } from "react";
import { useT } from "@gh/i18n";
import { useRejectLicence } from "../api/use-licence-queue";

export interface RejectLicenceDialogProps {
  /** The licence to reject; null when the dialog is closed. */
  licence: AdminLicence | null;
  onClose: () => void;
}

export function RejectLicenceDialog({ licence, onClose }: RejectLicenceDialogProps) {
  const t = useT();
  const formId = useId();
  const reject = useRejectLicence(licence?.id ?? 0);
  return (
    <Dialog
      open={licence !== null}
      onOpenChange={(open) => !open && !reject.isPending && onClose()}
      title={licence ? t("Reject {name}'s licence", { name: licence.providerName }) : t("Reject licence")}
      description={t("The provider is told your reason by e-mail and SMS, and can send another licence.")}
      className="admin-licence-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={reject.isPending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={reject.isPending}>
            {reject.isPending ? t("Rejecting...") : t("Reject")}
          </Button>
        </>
      }
    >
      {licence && <RejectForm key={licence.id} id={formId} licence={licence} reject={reject} onDone={onClose} />}
    </Dialog>
  );
}

interface RejectFormProps {
  id: string;
  licence: AdminLicence;
  reject: ReturnType<typeof useRejectLicence>;
  onDone: () => void;
}

function RejectForm({ id, licence, reject, onDone }: RejectFormProps) {
  const t = useT();
  const counterId = useId();
  const { toast } = useToast();
  const form = useCheckedForm(licenceRejectionSchema, { reason: "" });
  const { reason } = form.values;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reject.isPending) return;
    form.submit((checked) => {
      reject.mutate(checked.reason, {
        onSuccess: () => {
          toast({ title: t("Licence rejected"), description: t("{name} is told why and can send another licence.", { name: licence.providerName }), variant: "success" });
          onDone();
        },
        onError: (failure) => {
          const problem = readApiProblem(failure);
          if (problem.status === 400 && problem.fields.reason) return form.showServerErrors(problem.fields);
          toast({ title: t("Licence not rejected"), description: problem.message ? t(problem.message) : t("Please try again."), variant: "destructive" });
          // Someone else decided it meanwhile: the list (read again) shows it as it is now.
          if (problem.status === 409 || problem.status === 404) onDone();
        },
      });
    });
  }

  return (
    <form id={id} ref={form.formRef} className="admin-licence-dialog__form" onSubmit={submit} noValidate>
      <Field label={t("Reason")} hint={t("e.g. The photo is too blurred to read the registration number.")} error={form.errors.reason && t(form.errors.reason)} required>
        <Textarea
          name="reason"
          rows={5}
          maxLength={REJECTION_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => form.set("reason", event.target.value)}
          aria-describedby={counterId}
          data-autofocus
        />
      </Field>
      <p id={counterId} className="admin-licence-dialog__counter">
        {t("{count} of {max} characters", { count: reason.length, max: REJECTION_REASON_MAX_LENGTH })}
      </p>
    </form>
  );
}
