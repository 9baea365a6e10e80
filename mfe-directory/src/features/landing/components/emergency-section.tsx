import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { Trans, useT } from "@gh/i18n";
import { Ambulance, buttonClass, Hospital, Phone } from "@gh/ui";
import { Link } from "@gh/router";

export function EmergencySection() {
  const t = useT();
  return (
    <section className="landing-emergency landing-below-fold" aria-labelledby="landing-emergency-title">
      <div className="container">
        <h2 id="landing-emergency-title">{t("Medical emergency?")}</h2>
        <p>{t("Help is one tap away, day and night.")}</p>
        <div className="landing-emergency__actions">
          <a href={`tel:${EMERGENCY_NUMBERS.general}`} className={buttonClass("emergency", "lg")}>
            <Phone size={20} /> <Trans message="Call <0/>" components={{ 0: <>{EMERGENCY_NUMBERS.general}</> }} />
          </a>
          {/* Straight to the hospitals the button names, not the top of the emergency page. */}
          <Link to="/emergency#emergency-centres" className={buttonClass("outline", "lg")}>
            <Hospital size={20} /> {t("View Emergency Centres")}
          </Link>
          <a href={`tel:${EMERGENCY_NUMBERS.ambulance}`} className={buttonClass("outline", "lg")}>
            <Ambulance size={20} /> {t("Call for Ambulance")}
          </a>
        </div>
      </div>
    </section>
  );
}
