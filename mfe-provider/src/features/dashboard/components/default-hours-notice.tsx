/** Shown until the provider sets their own hours, so patients are not booked into hours they never chose. */
import { Link } from "@gh/router";
import { Info } from "@gh/ui";
import { Trans, useT } from "../../../lib/i18n";

export function DefaultHoursNotice() {
  const t = useT();
  return (
    <aside className="dashboard-notice" aria-label={t("Working hours")}>
      <Info size={20} />
      <p>
        <Trans
          message="Your working hours are the default Monday to Friday, 9:00 AM - 5:00 PM. <0>Change your working hours</0>"
          components={{ 0: <Link to="/provider/edit-profile" /> }}
        />
      </p>
    </aside>
  );
}
