/** The e-mail card of /account/verify: status, then Send code → code → Verify. */
import type { AccountUser } from "@gh/contracts/auth";
import { useT } from "@gh/i18n";
import { Button, Card, CardContent, CardHeader, CardTitle, Mail } from "@gh/ui";
import { useResendCooldown } from "@gh/ui/flows";
import { useState } from "react";
import { useAccountCode } from "../hooks/use-account-code";
import { CodeEntryForm } from "./code-entry-form";
import { VerificationStatus } from "./verification-status";

export function EmailVerificationCard({ user }: { user: AccountUser }) {
  const t = useT();
  const [codeSent, setCodeSent] = useState(false);
  const cooldown = useResendCooldown();
  const [codeError, setCodeError] = useState<string | null>(null);
  const { send, isSending, verify, isVerifying } = useAccountCode("email", {
    onCodeError: setCodeError,
    onSent: () => {
      setCodeError(null);
      setCodeSent(true);
      cooldown.start();
    },
  });

  return (
    <Card as="section" aria-labelledby="verify-email-card-title">
      <CardHeader className="verification-item__header">
        <Mail size={24} />
        <CardTitle as="h2" id="verify-email-card-title">
          {t("Email address")}
        </CardTitle>
        <VerificationStatus verified={user.emailVerified} />
      </CardHeader>
      <CardContent className="verification-item__body">
        <p className="verification-item__value">{user.email}</p>
        {user.emailVerified ? (
          <p className="shell-muted">{t("Your email address is verified.")}</p>
        ) : codeSent ? (
          <CodeEntryForm
            error={codeError}
            sentTo={user.email}
            verifying={isVerifying}
            onVerify={verify}
            resendRemaining={cooldown.remaining}
            resending={isSending}
            onResend={() => send()}
          />
        ) : (
          <Button onClick={() => send()} loading={isSending}>
            {t("Send code")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
