/**
 * /provider/login-verify: a provider's second sign-in step. Step 1 the e-mail (prefilled from
 * ?email), step 2 the code. Arriving from sign-in with ?email, a code was just sent: straight to
 * step 2 with the resend cooldown running.
 */
import { Card, CardContent, ChevronLeft, Shield } from "@gh/ui";
import { devCodeFromState, useDevCodeToast, useResendCooldown } from "@gh/ui/flows";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "@gh/router";
import { ProviderCodeStep } from "./provider-code-step";
import { ProviderEmailStep } from "./provider-email-step";
import { useProviderLoginVerification } from "./use-provider-login-verification";
import { useT } from "../../../lib/i18n";
import "./login-verify.css";

export default function ProviderLoginVerifyPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const initialEmail = searchParams.get("email")?.trim() ?? "";
  const [email, setEmail] = useState(initialEmail);
  const [step, setStep] = useState<"email" | "code">(initialEmail ? "code" : "email");
  const cooldown = useResendCooldown({ startNow: initialEmail !== "" });
  const [problem, setProblem] = useState<string | null>(null);
  const showDevCode = useDevCodeToast(devCodeFromState(location.state));
  const { sendCode, isSending, verify, isVerifying } = useProviderLoginVerification({
    onProblem: setProblem,
    onCodeSent: (result) => {
      setProblem(null);
      setStep("code");
      cooldown.start();
      showDevCode(result.code);
    },
  });

  function sendTo(address: string) {
    setEmail(address);
    sendCode(address);
  }

  return (
    <div className="container provider-verify">
      <Card as="section" aria-labelledby="provider-verify-title">
        <CardContent className="provider-verify__card">
          <div className="provider-verify__intro">
            <span className="provider-verify__icon">
              <Shield size={28} />
            </span>
            <h1 id="provider-verify-title">{t("Security Verification")}</h1>
            <p>{t("For your security, provider sign-in needs a 6-digit code sent to your email.")}</p>
          </div>
          {step === "email" ? (
            <ProviderEmailStep initialEmail={email} sending={isSending} onSend={sendTo} serverError={problem} />
          ) : (
            <ProviderCodeStep
              email={email}
              error={problem}
              verifying={isVerifying}
              onVerify={(code) => verify(email, code)}
              resendRemaining={cooldown.remaining}
              resending={isSending}
              onResend={() => sendCode(email)}
              onChangeEmail={() => setStep("email")}
            />
          )}
        </CardContent>
      </Card>
      <p className="provider-verify__back">
        <Link to="/auth">
          <ChevronLeft size={18} /> {t("Back to sign in")}
        </Link>
      </p>
    </div>
  );
}
