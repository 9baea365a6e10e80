/** The small-screen menu: main links, then the signed-in user's shortcuts or the sign-in actions. */
import { msg, useT } from "@gh/i18n";
import { buttonClass } from "@gh/ui/core";
import { Link } from "@gh/router";
import type { AccountUser } from "@gh/contracts/auth";
import { LanguageLinks } from "./language-switch";
import { MAIN_LINKS } from "./main-links";
import { UserBadge } from "./user-badge";

const PROVIDER_SHORTCUTS = [
  { to: "/provider/dashboard", label: msg("Provider Dashboard") },
  { to: "/provider/edit-profile", label: msg("Edit Profile") },
] as const;

const PATIENT_SHORTCUTS = [
  { to: "/profile", label: msg("My Profile") },
  { to: "/my-appointments", label: msg("My Appointments") },
] as const;

export function MobileMenu({ user }: { user: AccountUser | null }) {
  const t = useT();
  const shortcuts = user?.role === "provider" ? PROVIDER_SHORTCUTS : PATIENT_SHORTCUTS;
  return (
    // translators: the name a screen reader gives the small-screen menu (navigation landmark)
    <nav id="mobile-menu" className="shell-mobile-menu" aria-label={t("Mobile")}>
      <ul className="container">
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
        {user ? (
          <>
            <li className="shell-mobile-user">
              <UserBadge user={user} />
            </li>
            {shortcuts.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
            <li>
              <a href="/api/logout">{t("Sign Out")}</a>
            </li>
          </>
        ) : (
          <li className="shell-mobile-actions">
            <Link to="/auth" className={buttonClass("outline")}>
              {t("Sign In")}
            </Link>
            <Link to="/auth?mode=signup" className={buttonClass("primary")}>
              {t("Sign Up")}
            </Link>
          </li>
        )}
        {user?.role !== "provider" && (
          <li>
            <Link to="/search" className={buttonClass("primary")}>
              {t("Book Now")}
            </Link>
          </li>
        )}
        {/* On a phone the header's language switch lives here: the bar has no room beside the menu button. */}
        <li className="shell-mobile-languages">
          <span>{t("Language")}</span>
          <LanguageLinks />
        </li>
      </ul>
    </nav>
  );
}
