/** Join: the way into an audio or video visit's call screen (mfe-booking's /visits/:id, which asks the server again). */
import type { ProviderAppointment } from "@gh/contracts/providers/options";
import { Link } from "@gh/router";
import { buttonClass } from "@gh/ui";
import { useT } from "../../../lib/i18n";
import { patientLabel } from "../dashboard-view";

export function JoinVisitLink({ appointment }: { appointment: Pick<ProviderAppointment, "id" | "patientName" | "patientPhone" | "bookedBy"> }) {
  const t = useT();
  return (
    // The name starts with the word shown, and says whose visit it is among several.
    <Link to={`/visits/${appointment.id}`} className={buttonClass("primary", "sm")} aria-label={t("Join the visit with {patient}", { patient: patientLabel(appointment) })}>
      {t("Join")}
    </Link>
  );
}
