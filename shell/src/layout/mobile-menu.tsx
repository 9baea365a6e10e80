/** The small-screen menu: main links, then the signed-in user's shortcuts or the sign-in actions. */
import { buttonClass } from "@gh/ui/core";
import { Link } from "@gh/router";
import type { AccountUser } from "@gh/contracts/auth";
import { MAIN_LINKS } from "./main-links";
import { UserBadge } from "./user-badge";

export function MobileMenu({ user }: { user: AccountUser | null }) {
  const shortcuts =
    user?.role === "provider"
      ? [
          { to: "/provider/dashboard", label: "Provider Dashboard" },
          { to: "/provider/edit-profile", label: "Edit Profile" },
        ]
      : [
          { to: "/profile", label: "My Profile" },
          { to: "/my-appointments", label: "My Appointments" },
        ];
  return (
    <nav id="mobile-menu" className="shell-mobile-menu" aria-label="Mobile">
      <ul className="container">
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        {user ? (
          <>
            <li className="shell-mobile-user">
              <UserBadge user={user} />
            </li>
            {shortcuts.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href="/api/logout">Sign Out</a>
            </li>
          </>
        ) : (
          <li className="shell-mobile-actions">
            <Link to="/auth" className={buttonClass("outline")}>
              Sign In
            </Link>
            <Link to="/auth?mode=signup" className={buttonClass("primary")}>
              Sign Up
            </Link>
          </li>
        )}
        {user?.role !== "provider" && (
          <li>
            <Link to="/search" className={buttonClass("primary")}>
              Book Now
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
