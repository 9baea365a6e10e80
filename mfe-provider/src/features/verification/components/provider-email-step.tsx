/** Step 1: the e-mail the provider signed in with; Send Code e-mails a fresh login code. */
import { providerSendVerificationSchema } from "@gh/contracts/auth";
import { Button, Field, Input } from "@gh/ui";
import { useState, type FormEvent } from "react";
import { translated, useT } from "../../../lib/i18n";

interface ProviderEmailStepProps {
  initialEmail: string;
  sending: boolean;
  onSend: (email: string) => void;
  /** The server's refusal of the send (e.g. how long to wait). */
  serverError?: string | null;
}

export function ProviderEmailStep({ initialEmail, sending, onSend, serverError }: ProviderEmailStepProps) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = providerSendVerificationSchema.shape.email.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onSend(parsed.data);
  }

  return (
    <form className="provider-verify__form" onSubmit={submit} noValidate>
      <Field label={t("Email")} error={translated(error ?? serverError ?? undefined)} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <Button type="submit" block loading={sending}>
        {sending ? t("Sending...") : t("Send Code")}
      </Button>
    </form>
  );
}
