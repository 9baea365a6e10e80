/** Overview: the provider's shortcuts and their latest appointments. */
import { DASHBOARD_RECENT_APPOINTMENTS } from "@gh/contracts/constants";
import type { ProviderDashboard } from "@gh/contracts/providers/options";
import { Link } from "@gh/router";
import { Button, buttonClass, Calendar, Card, Star } from "@gh/ui";
import { useT } from "../../../lib/i18n";
import { AppointmentItem } from "./appointment-item";

export function OverviewTab({ dashboard, onShowAppointments }: { dashboard: ProviderDashboard; onShowAppointments: () => void }) {
  const t = useT();
  const recent = dashboard.appointments.items.slice(0, DASHBOARD_RECENT_APPOINTMENTS);
  return (
    <div className="dashboard-overview">
      <section aria-labelledby="dashboard-quick-actions">
        <h2 id="dashboard-quick-actions" className="dashboard-section-title">
          {t("Quick Actions")}
        </h2>
        <div className="dashboard-quick-actions">
          <Button variant="outline" onClick={onShowAppointments}>
            <Calendar size={18} /> {t("Manage Appointments")}
          </Button>
          <Link to="/provider/edit-profile" className={buttonClass("outline")}>
            {t("Edit Profile & Working Hours")}
          </Link>
          <Link to={`/provider/${dashboard.provider.id}`} className={buttonClass("outline")}>
            {t("View Public Profile")}
          </Link>
          <Link to="/provider/reviews" className={buttonClass("outline")}>
            <Star size={18} /> {t("All Reviews")}
          </Link>
        </div>
      </section>
      <section aria-labelledby="dashboard-recent">
        <h2 id="dashboard-recent" className="dashboard-section-title">
          {t("Recent Appointments")}
        </h2>
        {recent.length === 0 ? (
          <Card className="dashboard-message">
            <p>{t("No appointments yet. Paid bookings appear here as soon as patients make them.")}</p>
          </Card>
        ) : (
          <ul className="dashboard-appointments">
            {recent.map((appointment) => (
              <AppointmentItem key={appointment.id} appointment={appointment} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
