/** /account/verify: the signed-in user's e-mail and phone verification; signed-out visitors are asked to sign in. */
import type { AccountUser } from "@gh/contracts/auth";
import { AlertTriangle, buttonClass, Check, PageHeader } from "@gh/ui";
import { msg, useT } from "@gh/i18n";
import { Link } from "@gh/router";
import { LoadingPage } from "./loading-page";
import { useCurrentUser } from "@gh/api-client";
import { EmailVerificationCard } from "./email-verification-card";
import { PhoneVerificationCard } from "./phone-verification-card";
import { VerificationBenefits } from "./verification-benefits";
import "./verification.css";
// A page of its own chunk (React.lazy) registers the shell's catalogs, as the start does: once, and
// also when a test draws the page without the start.

/**
 * What each verification is for, as the API enforces it: booking needs a verified e-mail (403
 * otherwise); the phone only adds SMS reminders, so it is never said to be needed to book.
 */
function bannerText({ emailVerified, phoneVerified }: Pick<AccountUser, "emailVerified" | "phoneVerified">): string {
  if (emailVerified && phoneVerified) return msg("Your email address and phone number are verified.");
  if (emailVerified) return msg("You can book appointments. Verify your phone number to get appointment reminders by SMS.");
  return phoneVerified
    ? msg("Verify your email address to book appointments.")
    : msg("Verify your email address to book appointments, and your phone number to get appointment reminders by SMS.");
}

export default function AccountVerifyPage() {
  const t = useT();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <LoadingPage />;
  if (!user) {
    return (
      <section className="container verification-signed-out">
        <h1>{t("Account Verification")}</h1>
        <p>{t("Please sign in to access account verification.")}</p>
        <Link to={`/auth?next=${encodeURIComponent("/account/verify")}`} className={buttonClass("primary")}>
          {t("Sign In")}
        </Link>
      </section>
    );
  }

  const fullyVerified = user.emailVerified && user.phoneVerified;
  return (
    <div className="verification-account">
      <PageHeader title={t("Account Verification")} description={t("Verify your email and phone number to keep your account and appointments secure.")} />
      <div className="container verification-account__body">
        <div className={`verification-banner ${fullyVerified ? "verification-banner--done" : "verification-banner--todo"}`}>
          {fullyVerified ? <Check size={24} /> : <AlertTriangle size={24} />}
          <div>
            <p className="verification-banner__title">{fullyVerified ? t("Account fully verified") : t("Verification required")}</p>
            <p>{t(bannerText(user))}</p>
          </div>
        </div>
        <div className="verification-account__cards">
          <EmailVerificationCard user={user} />
          <PhoneVerificationCard user={user} />
        </div>
        <VerificationBenefits />
      </div>
    </div>
  );
}
