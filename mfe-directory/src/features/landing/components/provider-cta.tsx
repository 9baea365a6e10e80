/**
 * The provider call-to-action card (docs/product-rules.md#screens-and-texts) in its three states: a visitor, a signed-in
 * non-provider, and a provider (with shortcuts to their own practice).
 */
import { useCurrentUser } from "@gh/api-client";
import type { AccountUser } from "@gh/contracts/auth";
import { useT } from "@gh/i18n";
import { Button, buttonClass, Card, LogOut, Skeleton, Stethoscope } from "@gh/ui";
import { Link } from "@gh/router";
import { OWN_PROVIDER_FAILED, useOwnProvider } from "../../../lib/use-own-provider";

export function ProviderCallToAction() {
  const t = useT();
  const { user, isPending } = useCurrentUser();
  return (
    <section className="container landing-section landing-below-fold" aria-labelledby="provider-cta-title">
      <Card className="landing-cta">
        <div className="landing-cta__icon" aria-hidden="true">
          <Stethoscope size={32} />
        </div>
        {isPending ? (
          <div className="landing-cta__body" aria-busy="true">
            <h2 id="provider-cta-title">{t("For Healthcare Providers")}</h2>
            <Skeleton height={44} width="60%" />
          </div>
        ) : user?.role === "provider" ? (
          <ProviderShortcuts user={user} />
        ) : (
          <div className="landing-cta__body">
            <h2 id="provider-cta-title">{t("Are you a healthcare provider?")}</h2>
            <p className="landing-cta__text">
              {t("Join GhanaHealth for free: reach more patients, manage your appointments and build your reputation with verified reviews.")}
            </p>
            <div className="landing-cta__actions">
              {user ? (
                <Link to="/register-provider" className={buttonClass("primary")}>
                  {t("Register as Provider")}
                </Link>
              ) : (
                <Link to="/auth?mode=signup" className={buttonClass("primary")}>
                  {t("Create Account")}
                </Link>
              )}
              <Link to="/auth" className={buttonClass("outline")}>
                {t("Provider Sign In")}
              </Link>
            </div>
          </div>
        )}
      </Card>
    </section>
  );
}

function ProviderShortcuts({ user }: { user: AccountUser }) {
  const t = useT();
  const { data: provider, isError } = useOwnProvider(user);
  return (
    <div className="landing-cta__body">
      <h2 id="provider-cta-title">{t("Your practice on GhanaHealth")}</h2>
      <p className="landing-cta__text">{t("Welcome back, Dr. {name}. Keep your profile up to date so patients can find and book you.", { name: user.firstName })}</p>
      <div className="landing-cta__actions">
        <Link to="/provider/edit-profile" className={buttonClass("primary")}>
          {t("Edit Profile & Add Photo")}
        </Link>
        {provider ? (
          <Link to={`/provider/${provider.id}`} className={buttonClass("outline")}>
            {t("View Public Profile")}
          </Link>
        ) : (
          // Until the provider's id is known (or if it cannot be had) there is nowhere to link to.
          <Button variant="outline" disabled aria-describedby={isError ? "provider-cta-error" : undefined}>
            {t("View Public Profile")}
          </Button>
        )}
        <Link to="/provider/dashboard" className={buttonClass("outline")}>
          {t("Manage Appointments")}
        </Link>
        {/* The spec's card shows this disabled as "Coming Soon"; the settings page now exists (docs/product-rules.md#screens-and-texts). */}
        <Link to="/provider/settings" className={buttonClass("outline")}>
          {t("Account Settings")}
        </Link>
        {/* A full navigation: the API ends the session and sends the browser home. */}
        <Button variant="ghost" onClick={() => window.location.assign("/api/logout")}>
          <LogOut size={18} /> {t("Sign Out")}
        </Button>
      </div>
      {isError && (
        <p id="provider-cta-error" role="alert" className="landing-cta__error">
          {t(OWN_PROVIDER_FAILED)}
        </p>
      )}
    </div>
  );
}
