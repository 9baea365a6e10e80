/** Who this dashboard belongs to, and the way to their profile and settings. */
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { Link } from "@gh/router";
import { buttonClass, MapPin, Stethoscope } from "@gh/ui";
import { useT } from "../../../lib/i18n";
import { practicePlace } from "../dashboard-view";

export function DashboardHeader({ provider }: { provider: Provider }) {
  const t = useT();
  return (
    <header className="dashboard-header container">
      <div className="dashboard-header__who">
        <p className="dashboard-header__eyebrow">{t("Provider Dashboard")}</p>
        <h1 className="dashboard-header__name">{providerName(provider)}</h1>
        <p className="dashboard-header__fact">
          <Stethoscope size={16} /> {t(specialtyName(provider.specialty))}
        </p>
        <p className="dashboard-header__fact">
          <MapPin size={16} /> {practicePlace(provider)}
        </p>
      </div>
      <div className="dashboard-header__actions">
        <Link to="/provider/edit-profile" className={buttonClass("primary")}>
          {t("Edit Profile")}
        </Link>
        <Link to="/provider/settings" className={buttonClass("outline")}>
          {t("Settings")}
        </Link>
      </div>
    </header>
  );
}
