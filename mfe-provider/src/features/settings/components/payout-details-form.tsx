/**
 * The payout details form: mobile money (network, number, account name) or a bank account (bank code,
 * number, account name), checked as typed with the API's schema. The server's field messages (a number
 * that is not a Ghana mobile number, an account the payment provider refuses, a wrong password: every
 * change asks for the provider's password) show under their fields;
 * when payouts cannot be reached (503) the form says so and keeps what was typed.
 */
import { readApiProblem } from "@gh/api-client";
import { PAYOUT_MESSAGES, PAYOUT_METHODS, PAYOUT_PROVIDER_TEXTS, payoutDetailsInputSchema, type PayoutDetails, type PayoutMethod, type PayoutNetwork } from "@gh/contracts/payouts";
import { useCheckedForm } from "@gh/forms";
import { AlertTriangle, Button, Field, Input, Select, useToast } from "@gh/ui";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useSavePayoutDetails } from "../api/use-payout-details";
import { NETWORK_OPTIONS, PAYOUT_METHOD_LABELS, payoutDraft, type PayoutDetailsDraft } from "../payout-details-view";
import { translated, translatedErrors, useT } from "../../../lib/i18n";

export interface PayoutDetailsFormProps {
  saved: PayoutDetails | null;
  onSaved: () => void;
  /** Offered when details are saved already: back to them, unchanged. */
  onCancel?: () => void;
  /** Moves focus into the form when it opens from a button. */
  focusOnOpen?: boolean;
}

type TextField = Exclude<keyof PayoutDetailsDraft & string, "method" | "network">;

export function PayoutDetailsForm({ saved, onSaved, onCancel, focusOnOpen = false }: PayoutDetailsFormProps) {
  const t = useT();
  const form = useCheckedForm(payoutDetailsInputSchema, () => payoutDraft(saved));
  const save = useSavePayoutDetails();
  const { toast } = useToast();
  /** A failure that belongs to no field (payouts unreachable, anything unexpected). */
  const [failure, setFailure] = useState<string | null>(null);
  const methodRef = useRef<HTMLInputElement>(null);
  const { values } = form;
  const errors = translatedErrors(form.errors);

  useEffect(() => {
    if (focusOnOpen) methodRef.current?.focus();
  }, [focusOnOpen]);

  const text = (name: TextField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(name, event.target.value),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit((checked) => {
      setFailure(null);
      save.mutate(checked, {
        onSuccess: (answer) => {
          toast({ title: t("Payout Details Saved"), description: t(answer.message ?? PAYOUT_MESSAGES.saved), variant: "success" });
          onSaved();
        },
        onError: (error) => {
          const problem = readApiProblem(error);
          if (problem.status === 400 && Object.keys(problem.fields).length > 0) return form.showServerErrors(problem.fields);
          setFailure(problem.status === 503 ? (problem.message ?? PAYOUT_MESSAGES.unavailable) : (problem.message ?? PAYOUT_PROVIDER_TEXTS.saveFailed));
        },
      });
    });
  }

  const mobile = values.method === "mobile_money";
  return (
    <form ref={form.formRef} className="settings-form payout-form" onSubmit={submit} noValidate aria-label={t("Payout details")}>
      <fieldset className="payout-form__methods">
        <legend className="ui-field__label">{t("Pay me by")}</legend>
        <div className="payout-form__method-options">
          {PAYOUT_METHODS.map((method: PayoutMethod) => (
            <label key={method} className="payout-form__method">
              <input
                ref={method === values.method ? methodRef : undefined}
                type="radio"
                name="method"
                value={method}
                checked={values.method === method}
                onChange={() => form.set("method", method)}
              />
              {t(PAYOUT_METHOD_LABELS[method])}
            </label>
          ))}
        </div>
      </fieldset>

      {mobile ? (
        <>
          <Field label={t("Network")} error={errors.network} required>
            <Select
              name="network"
              options={NETWORK_OPTIONS}
              placeholder={t("Choose your network")}
              value={values.network}
              onChange={(event) => form.set("network", event.target.value as PayoutNetwork)}
            />
          </Field>
          <Field label={t("Mobile money number")} hint={t("e.g. 024 123 4567")} error={errors.phone} required>
            <Input {...text("phone")} type="tel" inputMode="tel" autoComplete="tel-national" />
          </Field>
        </>
      ) : (
        <>
          <Field label={t("Bank code")} hint={t(PAYOUT_PROVIDER_TEXTS.bankCodeHint)} error={errors.bankCode} required>
            <Input {...text("bankCode")} autoComplete="off" />
          </Field>
          <Field label={t("Account number")} error={errors.accountNumber} required>
            <Input {...text("accountNumber")} inputMode="numeric" autoComplete="off" />
          </Field>
        </>
      )}
      <Field label={t("Account name")} hint={t("The name the account is registered in")} error={errors.accountName} required>
        <Input {...text("accountName")} autoComplete="name" />
      </Field>
      {/* Re-authentication: a session left open on a shared phone must not be able to redirect the money. */}
      <Field label={t("Your password")} hint={t(PAYOUT_PROVIDER_TEXTS.passwordHint)} error={errors.currentPassword} required>
        <Input {...text("currentPassword")} type="password" autoComplete="current-password" />
      </Field>

      {failure && (
        <p className="payout-form__failure" role="alert">
          <AlertTriangle size={18} />
          <span>{translated(failure)}</span>
        </p>
      )}
      <div className="payout-form__buttons">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t("Saving...") : t("Save Payout Details")}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t("Cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
