/** A static recent-activity panel (spec): account created, no recent appointments, a link to book. */
import { buttonClass, Calendar, Card, CardContent, CardHeader, CardTitle, Check } from "@gh/ui";
import { Link } from "@gh/router";
import { formatLongDate } from "../../../lib/format-date";

export function RecentActivity({ createdAt }: { createdAt: string }) {
  const created = formatLongDate(createdAt);
  return (
    <Card as="section" aria-labelledby="home-activity-title">
      <CardHeader>
        <CardTitle as="h2" id="home-activity-title">
          Recent Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="home-activity">
          <li>
            <Check size={20} />
            <span>
              Account created
              {created && <span className="home-activity__when">{created}</span>}
            </span>
          </li>
          <li>
            <Calendar size={20} />
            <span>No recent appointments</span>
          </li>
        </ul>
        <Link to="/search" className={buttonClass("primary")}>
          Book an appointment
        </Link>
      </CardContent>
    </Card>
  );
}
