/** Site header (docs/product-rules.md#screens-and-texts): links, sign-in actions or the signed-in user, mobile menu. */
import { mobileMenuOpenAtom } from "@gh/state";
import { buttonClass, HeartPulse, Menu, X } from "@gh/ui/core";
import { useT } from "@gh/i18n";
import { useAtom } from "jotai";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "@gh/router";
import { useCurrentUser } from "@gh/api-client";
import { MAIN_LINKS } from "./main-links";
import { LanguageMenu } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { UserBadge } from "./user-badge";

export function Header() {
  const { user, isPending } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const location = useLocation();
  const t = useT();

  // Following a link closes the menu. Not on the first render: a menu opened on the prerendered
  // header before the app started stays open (bootstrap carries its state over).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setMenuOpen(false);
  }, [location.pathname, setMenuOpen]);

  return (
    <header className="shell-header">
      <div className="container shell-header-bar">
        <Link to="/" className="shell-brand" aria-label={t("GhanaHealth home")}>
          <HeartPulse size={28} />
          <span>GhanaHealth</span>
        </Link>
        <nav aria-label={t("Main")} className="shell-nav">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="shell-nav-link">
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="shell-header-actions">
          {isPending ? (
            <span className="shell-avatar shell-avatar-placeholder" aria-hidden="true" />
          ) : user ? (
            <>
              {user.role === "provider" ? (
                <>
                  {/* Shown from 1200 px, where the provider bar below leaves them out; narrower, the bar alone
                      carries them (docs/architecture.md "Provider navigation"). */}
                  <NavLink to="/provider/dashboard" className={`${buttonClass("ghost", "sm")} shell-provider-shortcut`}>
                    {t("Dashboard")}
                  </NavLink>
                  <NavLink to="/provider/edit-profile" className={`${buttonClass("ghost", "sm")} shell-provider-shortcut`}>
                    {t("Edit Profile")}
                  </NavLink>
                </>
              ) : (
                // Everyone else books: the mobile menu's My Appointments, on the desktop bar too (docs/product-rules.md#screens-and-texts).
                // It shares the provider shortcuts' rule (wide screens only): at 960 px the bar would overflow.
                <NavLink to="/my-appointments" className={`${buttonClass("ghost", "sm")} shell-provider-shortcut`}>
                  {t("My Appointments")}
                </NavLink>
              )}
              <Link to="/profile" className="shell-user-link" title={t("My Profile")}>
                <UserBadge user={user} />
              </Link>
              {/* A full navigation: the API ends the session and sends the browser home. */}
              <a href="/api/logout" className={buttonClass("outline", "sm")}>
                {t("Sign Out")}
              </a>
            </>
          ) : (
            <>
              <Link to="/auth" className={buttonClass("ghost", "sm")}>
                {t("Sign In")}
              </Link>
              <Link to="/auth?mode=signup" className={buttonClass("outline", "sm")}>
                {t("Sign Up")}
              </Link>
            </>
          )}
          {/* Booking is for patients: a provider's header has no Book Now. */}
          {user?.role !== "provider" && (
            <Link to="/search" className={`${buttonClass("primary", "sm")} shell-book-now`}>
              {t("Book Now")}
            </Link>
          )}
        </div>
        <LanguageMenu />
        {/* A <details> disclosure: it opens and closes without JavaScript, so the prerendered header's
            menu works before the app starts; the app keeps it and closes it when a link is followed. */}
        <details className="shell-menu" open={menuOpen} onToggle={(event) => setMenuOpen(event.currentTarget.open)}>
          {/* role="button" as on GitHub's menus: the browser still gives it its expanded state. */}
          <summary role="button" className={`${buttonClass("ghost", "sm")} shell-menu-button`} aria-label={menuOpen ? t("Close menu") : t("Open menu")}>
            <Menu className="shell-menu-icon-open" />
            <X className="shell-menu-icon-close" />
          </summary>
          <MobileMenu user={user} />
        </details>
      </div>
    </header>
  );
}
