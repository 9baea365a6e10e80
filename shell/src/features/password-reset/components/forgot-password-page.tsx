/**
 * /forgot-password (docs/product-rules.md#sign-in-and-sessions): step 1 asks for the e-mail (and whether to text the
 * code to the account's verified phone), step 2 takes the code and the new password. The answers never
 * say whether an account exists, so neither does this page.
 */
import { PASSWORD_RESET_TEXTS, type PasswordResetChannel } from "@gh/contracts/auth/password-reset";
import { Trans, useT } from "@gh/i18n";
import { Card, CardContent, ChevronLeft, Shield, useDocumentTitle } from "@gh/ui";
import { useState } from "react";
import { Link, useLocation } from "@gh/router";
import { RequestCodeForm } from "./request-code-form";
import { ResetPasswordForm } from "./reset-password-form";
import "./password-reset.css";
// A page of its own chunk (React.lazy) registers the shell's catalogs, as the start does: once, and
// also when a test draws the page without the start.

export interface CodeRequest {
  email: string;
  channel: PasswordResetChannel;
  devCode?: string;
}

/** The address the sign-in form passed along, so the visitor need not type it twice. */
function emailFromState(state: unknown): string {
  return typeof state === "object" && state !== null && "email" in state && typeof state.email === "string" ? state.email : "";
}

/** Where the code went; the answer never says whether the account exists. */
function codeSentText(request: CodeRequest) {
  const address = { 0: <strong>{request.email}</strong> };
  return request.channel === "sms" ? (
    // translators: <0/> is the e-mail address the visitor typed
    <Trans message="If an account uses <0/>, we sent it a 6-digit code by SMS to its verified phone (or by email when it has none). Enter the code and choose a new password." components={address} />
  ) : (
    // translators: <0/> is the e-mail address the visitor typed
    <Trans message="If an account uses <0/>, we sent it a 6-digit code. Enter the code and choose a new password." components={address} />
  );
}

export default function ForgotPasswordPage() {
  const t = useT();
  const location = useLocation();
  const [request, setRequest] = useState<CodeRequest | null>(null);
  useDocumentTitle(t(PASSWORD_RESET_TEXTS.title));

  return (
    <div className="container password-reset-page">
      <Card as="section" aria-labelledby="password-reset-title">
        <CardContent className="password-reset-card">
          <div className="password-reset-card__intro">
            <span className="password-reset-card__icon">
              <Shield size={28} />
            </span>
            <h1 id="password-reset-title">{t(PASSWORD_RESET_TEXTS.title)}</h1>
            {request ? (
              <p className="shell-muted">{codeSentText(request)}</p>
            ) : (
              <p className="shell-muted">{t("Enter the email you signed up with and we will send you a 6-digit code to choose a new password.")}</p>
            )}
          </div>
          {request ? (
            <ResetPasswordForm request={request} onChangeEmail={() => setRequest(null)} />
          ) : (
            <RequestCodeForm initialEmail={emailFromState(location.state)} onCodeSent={setRequest} />
          )}
        </CardContent>
      </Card>
      <p className="password-reset-page__back">
        <Link to="/auth">
          <ChevronLeft size={18} /> {t("Back to sign in")}
        </Link>
      </p>
    </div>
  );
}
