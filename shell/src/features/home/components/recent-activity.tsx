/**
 * The dashboard's recent-activity panel (docs/product-rules.md#screens-and-texts): account
 * created, then the patient's latest appointments; the spec's "No recent appointments" and the link
 * to book only when there are none, so the panel never contradicts My Appointments.
 */
import { APPOINTMENT_STATUS_LABELS } from "@gh/contracts/appointments/options";
import { MY_APPOINTMENTS_KEY } from "@gh/contracts/federation";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { formatPlainDate } from "@gh/contracts/ghana-time/lists";
import { providerName } from "@gh/contracts/regions";
import { getQueryFn, type ApiAnswer } from "@gh/api-client";
import { useT } from "@gh/i18n";
import { buttonClass, Calendar, Card, CardContent, CardHeader, CardTitle, Check } from "@gh/ui";
import { Link } from "@gh/router";
import { useQuery } from "@gh/query";

/** A glance, not the list: My Appointments has the rest. */
const SHOWN = 3;

type MyAppointments = ApiAnswer<"GET /api/appointments/my">;

function latestFirst(appointments: MyAppointments): MyAppointments {
  return [...appointments].sort((a, b) => Date.parse(b.appointmentDate) - Date.parse(a.appointmentDate)).slice(0, SHOWN);
}

export function RecentActivity({ createdAt }: { createdAt: string }) {
  const t = useT();
  const created = formatPlainDate(createdAt);
  const { data, isPending, isError } = useQuery({
    queryKey: MY_APPOINTMENTS_KEY,
    queryFn: getQueryFn<MyAppointments>({ on401: "throw" }),
  });
  const recent = data ? latestFirst(data) : [];
  const none = data !== undefined && recent.length === 0;
  return (
    <Card as="section" aria-labelledby="home-activity-title" aria-busy={isPending}>
      <CardHeader>
        <CardTitle as="h2" id="home-activity-title">
          {t("Recent Activity")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="home-activity">
          {recent.map((appointment) => (
            <li key={appointment.id} className="home-activity__appointment">
              <Calendar size={20} />
              <span>
                {providerName(appointment.provider)}
                <span className="home-activity__when">
                  {t("{date} at {time}", { date: formatLongDate(appointment.appointmentDate), time: formatClock(appointment.appointmentDate) })}
                </span>
                <span className={`home-activity__status home-activity__status--${appointment.status}`}>
                  {t(APPOINTMENT_STATUS_LABELS[appointment.status])}
                </span>
              </span>
            </li>
          ))}
          <li>
            <Check size={20} />
            <span>
              {t("Account created")}
              {created && <span className="home-activity__when">{created}</span>}
            </span>
          </li>
          {none && (
            <li>
              <Calendar size={20} />
              <span>{t("No recent appointments")}</span>
            </li>
          )}
          {isError && (
            <li>
              <Calendar size={20} />
              <span>{t("Your appointments could not be loaded. Open My Appointments to see them.")}</span>
            </li>
          )}
        </ul>
        {recent.length > 0 || isError ? (
          <Link to="/my-appointments" className={buttonClass("outline")}>
            {t("View all appointments")}
          </Link>
        ) : (
          none && (
            <Link to="/search" className={buttonClass("primary")}>
              {t("Book an appointment")}
            </Link>
          )
        )}
      </CardContent>
    </Card>
  );
}
