/** Asks for the phone number to verify (Ghana numbers, hint +233 XX XXX XXXX) and sends it a code. */
import type { FieldErrors } from "@gh/contracts/errors/fields";
import { GHANA_PHONE_HINT, looksLikeGhanaPhone } from "@gh/contracts/phone";
import { msg, useT } from "@gh/i18n";
import { Button, Field, Input } from "@gh/ui";
import { useEffect, useState, type FormEvent } from "react";
import { errorText } from "../../../lib/form-errors";

interface PhoneNumberFormProps {
  initialPhone: string;
  sending: boolean;
  onSend: (phone: string) => void;
  /** Errors from the server (fields.phone). */
  serverErrors: FieldErrors;
  onCancel?: () => void;
}

export function PhoneNumberForm({ initialPhone, sending, onSend, serverErrors, onCancel }: PhoneNumberFormProps) {
  const t = useT();
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setError(serverErrors.phone), [serverErrors]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = phone.trim();
    if (!number) return setError(msg("Phone number is required"));
    if (!looksLikeGhanaPhone(number)) return setError(msg("Please enter a valid Ghana phone number"));
    setError(undefined);
    onSend(number);
  }

  return (
    <form className="verification-form" onSubmit={submit} noValidate>
      <Field label={t("Phone number")} hint={GHANA_PHONE_HINT} error={errorText(error)} required>
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div className="verification-form__actions">
        <Button type="submit" loading={sending}>
          {t("Send code")}
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
