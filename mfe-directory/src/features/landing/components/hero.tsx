/** The first screen: what the product does, the emergency number one tap away, and the search form. No API call needed. */
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { Trans, useT } from "@gh/i18n";
import { buttonClass, Phone } from "@gh/ui/core";
import { Link } from "@gh/router";
import { SearchForm } from "../../../components/search-form";
import "./landing.css";

export function Hero() {
  const t = useT();
  return (
    <section className="landing-hero" aria-labelledby="landing-hero-title">
      <div className="container landing-hero__grid">
        <div className="landing-hero__text">
          <h1 id="landing-hero-title">{t("Find trusted healthcare providers across Ghana")}</h1>
          <p className="landing-hero__lead">{t("Search doctors, dentists, pharmacies and specialists near you, book a visit and pay by mobile money or card.")}</p>
          <div className="landing-hero__actions">
            <a href={`tel:${EMERGENCY_NUMBERS.general}`} className={buttonClass("emergency", "lg")}>
              <Phone size={20} /> <Trans message="Emergency? Call <0/>" components={{ 0: <>{EMERGENCY_NUMBERS.general}</> }} />
            </a>
          </div>
          <p className="landing-hero__emergency-link">
            <Link to="/emergency">{t("See emergency contacts and centres")}</Link>
          </p>
        </div>
        <SearchForm className="landing-hero__form" />
      </div>
    </section>
  );
}
