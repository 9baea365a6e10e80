/**
 * The provider navigation bar under the header (spec; providers only, the layout renders it for
 * them). Its Sign Out posts /api/logout and goes home whether or not that call succeeds.
 *
 * With the header it reads as one navigation (docs/architecture.md "Provider navigation"): a link the
 * header shows at this width is left out here, the Sign Out shows only while the header's is hidden,
 * the links keep to one row and scroll sideways on a phone, and every provider page (Settings too)
 * has its link marked here.
 */
import { msg, useT } from "@gh/i18n";
import { Button, LogOut } from "@gh/ui";
import { NavLink, useLocation } from "@gh/router";
import { useEffect, useRef } from "react";
import { useLogout } from "../features/auth/api/use-logout";

const PROVIDER_LINKS = [
  // inHeader: the header's provider buttons carry these on wide screens (layout.css).
  { to: "/provider/dashboard", label: msg("Dashboard"), inHeader: true },
  { to: "/provider/edit-profile", label: msg("Edit Profile"), inHeader: true },
  { to: "/my-appointments", label: msg("Appointments") },
  { to: "/provider/reviews", label: msg("Reviews") },
  { to: "/provider/settings", label: msg("Settings") },
  // translators: a link to the site's home page
  { to: "/", label: msg("Home"), end: true },
] as const;

export default function ProviderNav() {
  const t = useT();
  const { logout, isPending } = useLogout();
  const { pathname } = useLocation();
  const links = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls: bring the current page's link into it (Settings sits at the far end).
  useEffect(() => {
    const list = links.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    if (current.offsetLeft < list.scrollLeft || current.offsetLeft + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = current.offsetLeft; // the list is the links' offset parent (layout.css)
    }
  }, [pathname]);

  return (
    // translators: the name a screen reader gives the providers' navigation bar
    <nav aria-label={t("Provider")} className="shell-provider-nav">
      <div className="container shell-provider-nav__bar">
        <ul ref={links} className="shell-provider-nav__links">
          {PROVIDER_LINKS.map((link) => (
            <li key={link.to} className={"inHeader" in link ? "shell-provider-nav__in-header" : undefined}>
              <NavLink to={link.to} end={"end" in link} className="shell-provider-nav__link">
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="shell-provider-nav__logout">
          <Button variant="ghost" size="sm" onClick={logout} loading={isPending}>
            <LogOut size={16} /> {t("Sign Out")}
          </Button>
        </div>
      </div>
    </nav>
  );
}
