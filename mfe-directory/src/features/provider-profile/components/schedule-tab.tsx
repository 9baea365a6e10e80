import type { WorkingHours } from "@gh/contracts/providers";
import { msg, useT } from "@gh/i18n";
import { Badge } from "@gh/ui";
import { todayInGhana, weekSchedule } from "../profile-format";

// translators: a day in a provider's week when they do not work
const CLOSED = msg("Closed");
// translators: marks today's day in a provider's week
const TODAY = msg("Today");

/**
 * The Schedule tab. A practice open around the clock (a 24-hour pharmacy) has two different facts:
 * its doors are always open, and its working hours are only when appointments can be booked; both
 * are said, each under its own heading, so the hours never seem to contradict the "Open 24 hours"
 * badge. Any other provider's working hours are its opening hours too.
 */
export function ScheduleTab({ workingHours, open24Hours = false }: { workingHours: WorkingHours; open24Hours?: boolean }) {
  const t = useT();
  // A day not listed, in the page's language; hours the provider wrote are shown as written.
  const week = weekSchedule(
    workingHours,
    // translators: a day in a practice's week (a practice open 24 hours) when no appointments can be booked
    open24Hours ? t("No appointments") : t(CLOSED),
  );
  if (!open24Hours) {
    if (week.length === 0) return <p>{t("Working hours not specified.")}</p>;
    return (
      <section aria-labelledby="profile-hours">
        <h2 id="profile-hours" className="profile-subheading">
          {t("Working Hours")}
        </h2>
        <WeekTable week={week} />
      </section>
    );
  }
  return (
    <>
      <section aria-labelledby="profile-opening-hours" className="profile-hours-section">
        <h2 id="profile-opening-hours" className="profile-subheading">
          {t("Opening Hours")}
        </h2>
        <p>{t("Open 24 hours, every day of the week.")}</p>
      </section>
      <section aria-labelledby="profile-hours">
        <h2 id="profile-hours" className="profile-subheading">
          {t("Appointment Hours")}
        </h2>
        {week.length === 0 ? (
          <p>{t("Appointment hours not specified.")}</p>
        ) : (
          <>
            <p>{t("Appointments can be booked at these times.")}</p>
            <WeekTable week={week} />
          </>
        )}
      </section>
    </>
  );
}

function WeekTable({ week }: { week: ReturnType<typeof weekSchedule> }) {
  const t = useT();
  const today = todayInGhana();
  return (
    <table className="profile-hours">
      <tbody>
        {week.map(({ day, label, hours, none }) => (
          <tr key={day} className={day === today ? "profile-hours__today" : undefined} aria-current={day === today ? "date" : undefined}>
            <th scope="row">
              {t(label)} {day === today && <Badge tone="info">{t(TODAY)}</Badge>}
            </th>
            <td className={none || isClosed(hours) ? "profile-hours__closed" : undefined}>{isClosed(hours) ? t(CLOSED) : hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A day the provider marked "Closed" (their hours are otherwise shown as they wrote them). */
function isClosed(hours: string): boolean {
  return hours.trim().toLowerCase() === "closed";
}
