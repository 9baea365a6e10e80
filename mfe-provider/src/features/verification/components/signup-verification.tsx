/**
 * /provider/verify in sign-up mode: the 6-digit code e-mailed by the wizard, resend with a
 * 60-second cooldown, and the password again only when a reload has cleared it from memory (it is
 * never stored); likewise the licence file chosen in the wizard. When the account is made but its
 * licence could not be uploaded, the page says so and leads on.
 */
import { PASSWORD_MIN_PROVIDER } from "@gh/contracts/constants";
import { isCompleteCode } from "@gh/contracts/verification-code";
import { Link, useLocation } from "@gh/router";
import { AlertTriangle, Button, buttonClass, Card, CardContent, ChevronLeft, Field, Input, Mail } from "@gh/ui";
import { CodeInput, devCodeFromState, useDevCodeToast, useResendCooldown } from "@gh/ui/flows";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LicenceDocumentField } from "../../../components/licence-document-field";
import { forgottenLicenceDocumentName, loadDraft, rememberedLicenceDocument, rememberedPassword } from "../../../lib/registration-draft";
import { Trans, translated, useT } from "../../../lib/i18n";
import { useSignupVerification, type LicenceNotUploaded } from "./use-signup-verification";

export function SignupVerification({ queryEmail }: { queryEmail: string }) {
  const t = useT();
  const location = useLocation();
  const [saved] = useState(loadDraft);
  const [keptPassword] = useState(rememberedPassword);
  const email = queryEmail || (saved?.draft.email.trim().toLowerCase() ?? "");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string>();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [licenceDocument, setLicenceDocument] = useState(rememberedLicenceDocument);
  const [forgottenLicenceName] = useState(forgottenLicenceDocumentName);
  const [licenceNotUploaded, setLicenceNotUploaded] = useState<LicenceNotUploaded | null>(null);
  // The wizard has just sent a code: resending waits out the cooldown.
  const cooldown = useResendCooldown({ startNow: true });
  const showDevCode = useDevCodeToast(devCodeFromState(location.state));
  const { resend, isResending, complete, isCompleting } = useSignupVerification({
    onCodeProblem: setCodeError,
    onCodeSent: (result) => {
      setCodeError(null);
      cooldown.start();
      showDevCode(result.code);
    },
    onLicenceNotUploaded: setLicenceNotUploaded,
  });

  if (licenceNotUploaded) return <LicenceNotUploadedNotice problem={licenceNotUploaded.problem} />;
  if (!saved || !email) return <NothingToVerify />;
  const draft = saved.draft;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCompleteCode(code) || isCompleting) return;
    const chosenPassword = keptPassword ?? password;
    if (chosenPassword.length < PASSWORD_MIN_PROVIDER) {
      setPasswordError(t("Password must be at least {count} characters", { count: PASSWORD_MIN_PROVIDER }));
      document.getElementById("signup-password")?.focus();
      return;
    }
    complete({ draft, email, password: chosenPassword, code, licenceDocument });
  }

  return (
    <form className="provider-verify__form" onSubmit={submit} noValidate aria-labelledby="provider-verify-title">
      <p className="provider-verify__sent">
        <Trans
          message="We sent a 6-digit code to <0>{email}</0>. Enter it to finish creating your provider account."
          values={{ email }}
          components={{ 0: <strong /> }}
        />
      </p>
      <Field label={t("Verification code")} hint={t("6 digits. The code expires after 10 minutes.")} error={translated(codeError)}>
        <CodeInput value={code} onValueChange={setCode} autoFocus />
      </Field>
      {keptPassword === null && (
        <Field
          label={t("Password")}
          hint={t("For your security we never store your password, and reloading the page cleared it. Enter the password you chose in the registration form.")}
          error={passwordError}
          required
        >
          <Input
            id="signup-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(undefined);
            }}
          />
        </Field>
      )}
      {forgottenLicenceName !== null && (
        <LicenceDocumentField
          id="signup-licence"
          label={t("Your licence (optional)")}
          hint={t("Reloading the page cleared the licence file you chose ({name}). Choose it again to upload it with your account, or upload it later from Edit Profile.", {
            name: forgottenLicenceName,
          })}
          file={licenceDocument}
          onChange={setLicenceDocument}
        />
      )}
      <Button type="submit" block disabled={!isCompleteCode(code)} loading={isCompleting}>
        {isCompleting ? t("Verifying...") : t("Verify & Create Account")}
      </Button>
      <div className="provider-verify__links">
        <Button variant="ghost" size="sm" onClick={() => resend(email)} disabled={cooldown.remaining > 0} loading={isResending}>
          {cooldown.remaining > 0 ? t("Resend code in {seconds}s", { seconds: cooldown.remaining }) : t("Resend code")}
        </Button>
        <Link to="/register-provider" className="provider-verify__edit">
          {t("Edit registration details")}
        </Link>
      </div>
    </form>
  );
}

/**
 * The account exists, but the licence chosen in the wizard could not be uploaded. Full page loads (plain
 * links), so every area starts with the new session, as after a registration that went through.
 */
function LicenceNotUploadedNotice({ problem }: { problem: string | null }) {
  const t = useT();
  const notice = useRef<HTMLDivElement>(null);
  // The form (and the button that had focus) is gone: keyboard and screen-reader users start here.
  useEffect(() => notice.current?.focus(), []);
  return (
    <div className="provider-verify__form">
      <div ref={notice} tabIndex={-1} role="alert" className="provider-verify__licence-problem">
        <AlertTriangle size={20} />
        <div>
          <p>
            <strong>{t("Your account is ready, but your licence could not be uploaded.")}</strong>
          </p>
          <p>{problem ?? t("Check your connection and try again.")}</p>
          <p>{t("You can upload it later from Edit Profile, under Licence. Patients can book you once we have checked it.")}</p>
        </div>
      </div>
      <a href="/provider/edit-profile#licence" className={buttonClass("primary", undefined, true)}>
        {t("Upload your licence now")}
      </a>
      <a href="/provider/dashboard" className={buttonClass("outline", undefined, true)}>
        {t("Go to your dashboard")}
      </a>
    </div>
  );
}

/** Reached without a registration in this browser (another device, or already finished). */
function NothingToVerify() {
  const t = useT();
  return (
    <div className="provider-verify__form">
      <p className="provider-verify__sent">
        {t("We could not find a registration waiting for its code in this browser. Start the registration again; it only takes a few minutes.")}
      </p>
      <Link to="/register-provider" className={buttonClass("primary", undefined, true)}>
        {t("Register as a Provider")}
      </Link>
    </div>
  );
}

export function SignupVerificationCard({ queryEmail }: { queryEmail: string }) {
  const t = useT();
  return (
    <div className="container provider-verify">
      <Card as="section" aria-labelledby="provider-verify-title">
        <CardContent className="provider-verify__card">
          <div className="provider-verify__intro">
            <span className="provider-verify__icon">
              <Mail size={28} />
            </span>
            <h1 id="provider-verify-title">{t("Verify your email")}</h1>
            <p>{t("One last step: confirm your email address to create your provider account.")}</p>
          </div>
          <SignupVerification queryEmail={queryEmail} />
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
