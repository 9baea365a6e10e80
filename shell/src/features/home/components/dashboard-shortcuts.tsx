/** The dashboard's three cards: Find Doctors (/search), My Appointments, Emergency. */
import { Ambulance, Calendar, Search } from "@gh/ui";
import { Link } from "@gh/router";

const SHORTCUTS = [
  { to: "/search", title: "Find Doctors", text: "Search providers by specialty and location, and book a visit.", Icon: Search, tone: "brand" },
  { to: "/my-appointments", title: "My Appointments", text: "See, reschedule or cancel your upcoming appointments.", Icon: Calendar, tone: "brand" },
  { to: "/emergency", title: "Emergency", text: "Emergency numbers and the nearest emergency centres.", Icon: Ambulance, tone: "emergency" },
] as const;

export function DashboardShortcuts() {
  return (
    <nav aria-label="Dashboard shortcuts">
      <ul className="home-shortcuts">
        {SHORTCUTS.map(({ to, title, text, Icon, tone }) => (
          <li key={to}>
            <Link to={to} className={`home-shortcut home-shortcut--${tone}`}>
              <Icon size={28} />
              <span className="home-shortcut__title">{title}</span>
              <span className="home-shortcut__text">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
