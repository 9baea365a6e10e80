/**
 * Approve (docs/product-rules.md#licences-and-nhis): the administrator chooses the year the licence is
 * valid for: this year, or from 1 December also the next (a renewal sent in December). Approved for this
 * year, the provider is a Verified Provider at once; for next year, from 1 January.
 */
import { readApiProblem } from "@gh/api-client";
import { licenceApprovalSchema } from "@gh/contracts/licences";
import { REGULATOR_NAMES, type AdminLicence } from "@gh/contracts/licences/options";
import { AlertTriangle, Button, useToast } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useCheckedForm } from "@gh/forms";
import { useId, type FormEvent } from "react";
import { useT } from "@gh/i18n";
import { useApproveLicence } from "../api/use-licence-queue";
import { approvableYears, ghanaYear } from "@gh/contracts/licences/options";

export interface ApproveLicenceDialogProps {
  /** The licence to approve; null when the dialog is closed. */
  licence: AdminLicence | null;
  onClose: () => void;
}

export function ApproveLicenceDialog({ licence, onClose }: ApproveLicenceDialogProps) {
  const t = useT();
  const formId = useId();
  const approve = useApproveLicence(licence?.id ?? 0);
  return (
    <Dialog
      open={licence !== null}
      onOpenChange={(open) => !open && !approve.isPending && onClose()}
      title={licence ? t("Approve {name}'s licence", { name: licence.providerName }) : t("Approve licence")}
      description={
        licence
          ? t("{regulator}, registration number {number}", { regulator: t(REGULATOR_NAMES[licence.regulator]), number: licence.registrationNumber })
          : undefined
      }
      className="admin-licence-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={approve.isPending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" form={formId} loading={approve.isPending}>
            {approve.isPending ? t("Approving...") : t("Approve")}
          </Button>
        </>
      }
    >
      {licence && <ApproveForm key={licence.id} id={formId} licence={licence} approve={approve} onDone={onClose} />}
    </Dialog>
  );
}

interface ApproveFormProps {
  id: string;
  licence: AdminLicence;
  approve: ReturnType<typeof useApproveLicence>;
  onDone: () => void;
}

function ApproveForm({ id, licence, approve, onDone }: ApproveFormProps) {
  const t = useT();
  const errorId = useId();
  const { toast } = useToast();
  const now = Date.now();
  const thisYear = ghanaYear(now);
  const years = approvableYears(now);
  // One year to choose from: chosen already. In December the administrator says which year the licence is for.
  const form = useCheckedForm(licenceApprovalSchema, (): { year: number | undefined } => ({ year: years.length === 1 ? thisYear : undefined }));
  const error = form.errors.year;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (approve.isPending) return;
    form.submit(({ year }) => {
      approve.mutate(year, {
        onSuccess: () => {
          toast({
            title: t("Licence approved"),
            description:
              year === thisYear
                ? t("{name} is a Verified Provider for {year}.", { name: licence.providerName, year })
                : t("{name}'s licence is approved for {year}; it counts from 1 January.", { name: licence.providerName, year }),
            variant: "success",
          });
          onDone();
        },
        onError: (failure) => {
          const problem = readApiProblem(failure);
          if (problem.status === 400 && problem.fields.year) return form.showServerErrors(problem.fields);
          toast({ title: t("Licence not approved"), description: problem.message ? t(problem.message) : t("Please try again."), variant: "destructive" });
          // Someone else decided it meanwhile: the list (read again) shows it as it is now.
          if (problem.status === 409 || problem.status === 404) onDone();
        },
      });
    });
  }

  return (
    <form id={id} ref={form.formRef} className="admin-licence-dialog__form" onSubmit={submit} noValidate>
      <fieldset className="admin-licence-dialog__years">
        <legend className="ui-field__label">{t("Valid for")}</legend>
        {years.map((year, index) => (
          <label key={year} className="admin-licence-dialog__year">
            <input
              // The keyboard starts on the choice made, else on the first.
              data-autofocus={(form.values.year === undefined ? index === 0 : form.values.year === year) || undefined}
              type="radio"
              name="year"
              value={year}
              checked={form.values.year === year}
              onChange={() => form.set("year", year)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {year === thisYear ? t("{year} (this year)", { year }) : t("{year} (next year, from 1 January)", { year })}
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className="ui-field__error">
          <AlertTriangle size={16} />
          <span>{t(error)}</span>
        </p>
      )}
      <p className="admin-licence-dialog__note">{t("The provider is told by e-mail and SMS. The decision is kept in the audit log.")}</p>
    </form>
  );
}
