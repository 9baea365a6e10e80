/**
 * /verify-email: the 6-digit code sent at sign-up, at a login that needs it, or after an e-mail
 * change. The address comes from ?email or the stored verification_email. A signed-in user whose
 * e-mail is already verified has nothing to do here and goes home.
 */
import { Trans, useT } from "@gh/i18n";
import { Card, CardContent, ChevronLeft, Mail } from "@gh/ui";
import { devCodeFromState } from "@gh/ui/flows";
import { useEffect, useState } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "@gh/router";
import { LoadingPage } from "./loading-page";
import { isNewAccountState, storedVerificationEmail } from "../../../lib/pending-verification";
import { useCurrentUser } from "@gh/api-client";
import { VerifyEmailForm } from "./verify-email-form";
import "./verification.css";
// A page of its own chunk (React.lazy) registers the shell's catalogs, as the start does: once, and
// also when a test draws the page without the start.

function codeSentText(email: string) {
  // translators: <0/> is the e-mail address the code went to
  return <Trans message="We sent a 6-digit code to <0/>. Enter it below to verify your email." components={{ 0: <strong>{email}</strong> }} />;
}

export default function VerifyEmailPage() {
  const t = useT();
  const { user, isPending } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // Judged when the page opens, so verifying here is not raced by this redirect.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!isPending && !user?.emailVerified) setOpened(true);
  }, [isPending, user]);

  if (isPending) return <LoadingPage />;
  if (!opened && user?.emailVerified) return <Navigate to="/" replace />;

  const email = searchParams.get("email")?.trim() || storedVerificationEmail() || user?.email || "";
  const next = searchParams.get("next");
  return (
    <div className="container verification-page">
      <Card as="section" aria-labelledby="verify-email-title">
        <CardContent className="verification-card">
          <div className="verification-card__intro">
            <span className="verification-card__icon">
              <Mail size={28} />
            </span>
            <h1 id="verify-email-title">{t("Verify Your Email")}</h1>
            {email ? (
              <p className="shell-muted">{codeSentText(email)}</p>
            ) : (
              <p className="shell-muted">{t("Enter your email and the 6-digit code we sent you.")}</p>
            )}
          </div>
          <VerifyEmailForm initialEmail={email} devCode={devCodeFromState(location.state)} next={next} newAccount={isNewAccountState(location.state)} />
        </CardContent>
      </Card>
      <p className="verification-page__back">
        <Link to={next ? `/auth?${new URLSearchParams({ next })}` : "/auth"}>
          <ChevronLeft size={18} /> {t("Back to sign in")}
        </Link>
      </p>
    </div>
  );
}
