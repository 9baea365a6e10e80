/**
 * The phone card of /account/verify: a number is asked for when there is none (or to change it),
 * then Send code → code → Verify. SMS reminders go to the verified number.
 */
import type { AccountUser } from "@gh/contracts/auth";
import type { FieldErrors } from "@gh/contracts/errors/fields";
import { useT } from "@gh/i18n";
import { Button, Card, CardContent, CardHeader, CardTitle, Phone } from "@gh/ui";
import { useResendCooldown } from "@gh/ui/flows";
import { useState } from "react";
import { formatGhanaPhone } from "../phone-display";
import { useAccountCode } from "../hooks/use-account-code";
import { CodeEntryForm } from "./code-entry-form";
import { PhoneNumberForm } from "./phone-number-form";
import { VerificationStatus } from "./verification-status";

type PhoneStep = "number" | "ready" | "code";

export function PhoneVerificationCard({ user }: { user: AccountUser }) {
  const t = useT();
  const [step, setStep] = useState<PhoneStep>(user.phone ? "ready" : "number");
  // The number given with the last send (undefined: the saved number), so Resend repeats it.
  const [requestedPhone, setRequestedPhone] = useState<string | undefined>();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const cooldown = useResendCooldown();
  const [codeError, setCodeError] = useState<string | null>(null);
  const { send, isSending, verify, isVerifying } = useAccountCode("phone", {
    onCodeError: setCodeError,
    onSent: () => {
      setCodeError(null);
      setStep("code");
      cooldown.start();
    },
    onVerified: () => setStep("ready"),
    onFieldErrors: setServerErrors,
  });
  const sentTo = requestedPhone ?? user.phone ?? "";

  function sendTo(phone?: string) {
    setRequestedPhone(phone);
    send(phone);
  }

  return (
    <Card as="section" aria-labelledby="verify-phone-card-title">
      <CardHeader className="verification-item__header">
        <Phone size={24} />
        <CardTitle as="h2" id="verify-phone-card-title">
          {t("Phone number")}
        </CardTitle>
        <VerificationStatus verified={Boolean(user.phone) && user.phoneVerified} />
      </CardHeader>
      <CardContent className="verification-item__body">
        {step !== "number" && <p className="verification-item__value">{formatGhanaPhone((step === "code" ? sentTo : user.phone) ?? "")}</p>}
        {step === "number" && (
          <PhoneNumberForm
            initialPhone={user.phone ?? ""}
            sending={isSending}
            onSend={sendTo}
            serverErrors={serverErrors}
            onCancel={user.phone ? () => setStep("ready") : undefined}
          />
        )}
        {step === "ready" && (
          <div className="verification-form__actions">
            {user.phoneVerified ? (
              <p className="shell-muted">{t("Your phone number is verified.")}</p>
            ) : (
              <Button onClick={() => sendTo()} loading={isSending}>
                {t("Send code")}
              </Button>
            )}
            <Button variant="outline" onClick={() => setStep("number")}>
              {t("Change number")}
            </Button>
          </div>
        )}
        {step === "code" && (
          <CodeEntryForm
            error={codeError}
            sentTo={sentTo}
            verifying={isVerifying}
            onVerify={verify}
            resendRemaining={cooldown.remaining}
            resending={isSending}
            onResend={() => send(requestedPhone)}
          />
        )}
      </CardContent>
    </Card>
  );
}
