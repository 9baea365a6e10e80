/** Shown until the provider sets their own hours, so patients are not booked into hours they never chose. */
import { Link } from "@gh/router";
import { Info } from "@gh/ui";

export function DefaultHoursNotice() {
  return (
    <aside className="dashboard-notice" aria-label="Working hours">
      <Info size={20} />
      <p>
        Your working hours are the default Monday to Friday, 9:00 AM - 5:00 PM.{" "}
        <Link to="/provider/edit-profile">Change your working hours</Link>
      </p>
    </aside>
  );
}
