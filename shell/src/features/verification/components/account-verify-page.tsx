/** /account/verify: the signed-in user's e-mail and phone verification; logged-out visitors are asked to log in. */
import { AlertTriangle, buttonClass, Check, PageHeader } from "@gh/ui";
import { Link } from "@gh/router";
import { LoadingPage } from "./loading-page";
import { useCurrentUser } from "@gh/api-client";
import { EmailVerificationCard } from "./email-verification-card";
import { PhoneVerificationCard } from "./phone-verification-card";
import { VerificationBenefits } from "./verification-benefits";
import "./verification.css";

export default function AccountVerifyPage() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <LoadingPage />;
  if (!user) {
    return (
      <section className="container verification-signed-out">
        <h1>Account Verification</h1>
        <p>Please log in to access account verification.</p>
        <Link to={`/auth?next=${encodeURIComponent("/account/verify")}`} className={buttonClass("primary")}>
          Log In
        </Link>
      </section>
    );
  }

  const fullyVerified = user.emailVerified && user.phoneVerified;
  return (
    <div className="verification-account">
      <PageHeader title="Account Verification" description="Verify your email and phone number to keep your account and appointments secure." />
      <div className="container verification-account__body">
        <div className={`verification-banner ${fullyVerified ? "verification-banner--done" : "verification-banner--todo"}`}>
          {fullyVerified ? <Check size={24} /> : <AlertTriangle size={24} />}
          <div>
            <p className="verification-banner__title">{fullyVerified ? "Account fully verified" : "Verification required"}</p>
            <p>
              {fullyVerified
                ? "Your email address and phone number are verified."
                : "Verify your email address and phone number to book appointments and receive reminders."}
            </p>
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
