import type { WorkingHours } from "@gh/contracts";
import { Badge } from "@gh/ui";
import { todayInGhana, weekSchedule } from "../profile-format";

export function ScheduleTab({ workingHours }: { workingHours: WorkingHours }) {
  const week = weekSchedule(workingHours);
  if (week.length === 0) return <p>Working hours not specified.</p>;
  const today = todayInGhana();
  return (
    <section aria-labelledby="profile-hours">
      <h2 id="profile-hours" className="profile-subheading">
        Working Hours
      </h2>
      <table className="profile-hours">
        <tbody>
          {week.map(({ day, label, hours }) => (
            <tr key={day} className={day === today ? "profile-hours__today" : undefined} aria-current={day === today ? "date" : undefined}>
              <th scope="row">
                {label} {day === today && <Badge tone="info">Today</Badge>}
              </th>
              <td className={hours.toLowerCase() === "closed" ? "profile-hours__closed" : undefined}>{hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
