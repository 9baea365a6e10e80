/** The home page for visitors and providers (SPEC §2 "Home page"). Hero and search form first: they need no API call. */
import { buttonClass } from "@gh/ui";
import { Link } from "@gh/router";
import { EmergencySection } from "./emergency-section";
import { FeaturedProviders } from "./featured-providers";
import { Hero } from "./hero";
import { ProviderCallToAction } from "./provider-cta";
import { SpecialtyGrid } from "./specialty-grid";
import { Testimonials } from "./testimonials";
import "./landing.css";

export default function LandingPage() {
  return (
    <div className="landing">
      <Hero />
      <FeaturedProviders />
      <div className="container landing-view-all">
        <Link to="/search" className={buttonClass("primary", "lg")}>
          View All Providers
        </Link>
      </div>
      <ProviderCallToAction />
      <SpecialtyGrid />
      <Testimonials />
      <EmergencySection />
    </div>
  );
}
