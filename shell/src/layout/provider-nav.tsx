/**
 * The provider navigation bar under the header (spec; providers only, the layout renders it for
 * them). Its Sign Out posts /api/logout and goes home whether or not that call succeeds.
 */
import { Button, LogOut } from "@gh/ui";
import { NavLink } from "@gh/router";
import { useLogout } from "../features/auth/api/use-logout";

const PROVIDER_LINKS = [
  { to: "/provider/dashboard", label: "Dashboard" },
  { to: "/provider/edit-profile", label: "Edit Profile" },
  { to: "/my-appointments", label: "Appointments" },
  { to: "/provider/reviews", label: "Reviews" },
  { to: "/", label: "Home", end: true },
] as const;

export default function ProviderNav() {
  const { logout, isPending } = useLogout();
  return (
    <nav aria-label="Provider" className="shell-provider-nav">
      <ul className="container">
        {PROVIDER_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={"end" in link} className="shell-provider-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className="shell-provider-nav__logout">
          <Button variant="ghost" size="sm" onClick={logout} loading={isPending}>
            <LogOut size={16} /> Sign Out
          </Button>
        </li>
      </ul>
    </nav>
  );
}
