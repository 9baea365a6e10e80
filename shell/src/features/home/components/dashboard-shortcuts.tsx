/** The dashboard's three cards: Find Doctors (/search), My Appointments, Emergency. */
import { msg, useT } from "@gh/i18n";
import { Ambulance, Calendar, Search } from "@gh/ui";
import { Link } from "@gh/router";

const SHORTCUTS = [
  { to: "/search", title: msg("Find Doctors"), text: msg("Search providers by specialty and location, and book a visit."), Icon: Search, tone: "brand" },
  { to: "/my-appointments", title: msg("My Appointments"), text: msg("See, reschedule or cancel your upcoming appointments."), Icon: Calendar, tone: "brand" },
  { to: "/emergency", title: msg("Emergency"), text: msg("Emergency numbers and the nearest emergency centres."), Icon: Ambulance, tone: "emergency" },
] as const;

export function DashboardShortcuts() {
  const t = useT();
  return (
    <nav aria-label={t("Dashboard shortcuts")}>
      <ul className="home-shortcuts">
        {SHORTCUTS.map(({ to, title, text, Icon, tone }) => (
          <li key={to}>
            <Link to={to} className={`home-shortcut home-shortcut--${tone}`}>
              <Icon size={28} />
              <span className="home-shortcut__title">{t(title)}</span>
              <span className="home-shortcut__text">{t(text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
