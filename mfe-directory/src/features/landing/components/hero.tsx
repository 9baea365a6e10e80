import { EMERGENCY_NUMBERS } from "@gh/contracts";
import { buttonClass, Phone, Search } from "@gh/ui";
import { Link } from "@gh/router";

export function Hero() {
  return (
    <section className="landing-hero" aria-labelledby="landing-hero-title">
      <div className="container">
        <h1 id="landing-hero-title">Find trusted healthcare providers across Ghana</h1>
        <p className="landing-hero__lead">Search doctors, dentists, pharmacies and specialists near you, book a visit and pay by mobile money or card.</p>
        <div className="landing-hero__actions">
          <Link to="/search" className={buttonClass("primary", "lg")}>
            <Search size={20} /> Find a provider
          </Link>
          <a href={`tel:${EMERGENCY_NUMBERS.general}`} className={buttonClass("emergency", "lg")}>
            <Phone size={20} /> Emergency? Call {EMERGENCY_NUMBERS.general}
          </a>
        </div>
        <p className="landing-hero__emergency-link">
          <Link to="/emergency">See emergency contacts and centres</Link>
        </p>
      </div>
    </section>
  );
}
