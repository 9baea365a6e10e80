/** A provider account with no provider profile yet (or one that was removed): the way to make one. */
import { Link } from "@gh/router";
import { buttonClass, Card, Stethoscope } from "@gh/ui";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { useT } from "../../../lib/i18n";

export function ProfileNotFound() {
  const t = useT();
  return (
    <div className="container dashboard-page">
      <Card className="dashboard-message dashboard-message--centred">
        <Stethoscope size={40} />
        <h1>{t(PROVIDER_MESSAGES.profileNotFound)}</h1>
        <p>{t("Your account has no provider profile yet. Register your practice so patients can find and book you.")}</p>
        <Link to="/register-provider" className={buttonClass("primary")}>
          {t("Register as Provider")}
        </Link>
      </Card>
    </div>
  );
}
