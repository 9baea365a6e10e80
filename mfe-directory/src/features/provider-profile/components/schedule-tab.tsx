import type { WorkingHours } from "@gh/contracts/providers";
import { Badge } from "@gh/ui";
import { todayInGhana, weekSchedule } from "../profile-format";

/**
 * The Schedule tab. A practice open around the clock (a 24-hour pharmacy) has two different facts:
 * its doors are always open, and its working hours are only when appointments can be booked; both
 * are said, each under its own heading, so the hours never seem to contradict the "Open 24 hours"
 * badge. Any other provider's working hours are its opening hours too.
 */
export function ScheduleTab({ workingHours, open24Hours = false }: { workingHours: WorkingHours; open24Hours?: boolean }) {
  const week = weekSchedule(workingHours, open24Hours ? "No appointments" : "Closed");
  if (!open24Hours) {
    if (week.length === 0) return <p>Working hours not specified.</p>;
    return (
      <section aria-labelledby="profile-hours">
        <h2 id="profile-hours" className="profile-subheading">
          Working Hours
        </h2>
        <WeekTable week={week} />
      </section>
    );
  }
  return (
    <>
      <section aria-labelledby="profile-opening-hours" className="profile-hours-section">
        <h2 id="profile-opening-hours" className="profile-subheading">
          Opening Hours
        </h2>
        <p>Open 24 hours, every day of the week.</p>
      </section>
      <section aria-labelledby="profile-hours">
        <h2 id="profile-hours" className="profile-subheading">
          Appointment Hours
        </h2>
        {week.length === 0 ? (
          <p>Appointment hours not specified.</p>
        ) : (
          <>
            <p>Appointments can be booked at these times.</p>
            <WeekTable week={week} />
          </>
        )}
      </section>
    </>
  );
}

function WeekTable({ week }: { week: ReturnType<typeof weekSchedule> }) {
  const today = todayInGhana();
  return (
    <table className="profile-hours">
      <tbody>
        {week.map(({ day, label, hours, none }) => (
          <tr key={day} className={day === today ? "profile-hours__today" : undefined} aria-current={day === today ? "date" : undefined}>
            <th scope="row">
              {label} {day === today && <Badge tone="info">Today</Badge>}
            </th>
            <td className={none || hours.toLowerCase() === "closed" ? "profile-hours__closed" : undefined}>{hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
