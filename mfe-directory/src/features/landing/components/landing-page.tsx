/** The home page for visitors (spec "Home page"). */
import { buttonClass } from "@gh/ui";
import { Link } from "@gh/router";
import { EmergencySection } from "./emergency-section";
import { FeaturedProviders } from "./featured-providers";
import { Hero } from "./hero";
import { SpecialtyGrid } from "./specialty-grid";
import "./landing.css";

export default function LandingPage() {
  return (
    <div className="landing">
      <Hero />
      <FeaturedProviders />
      <SpecialtyGrid />
      <EmergencySection />
      <div className="container landing-view-all">
        <Link to="/search" className={buttonClass("primary", "lg")}>
          View All Providers
        </Link>
      </div>
    </div>
  );
}
