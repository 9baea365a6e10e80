/** The home page for visitors and providers (SPEC §2 "Home page"). Hero and search form first: they need no API call. */
import { FEATURED_HOME_CARDS, type FirstScreenQueries } from "@gh/contracts";
import { buttonClass } from "@gh/ui";
import { Link } from "@gh/router";
import { EmergencySection } from "./emergency-section";
import { FeaturedProviders } from "./featured-providers";
import { Hero } from "./hero";
import { ProviderCallToAction } from "./provider-cta";
import { SpecialtyGrid } from "./specialty-grid";
import { Testimonials } from "./testimonials";
import { featuredProvidersKey } from "../../providers/api/use-featured-providers";
import { SPECIALTIES_KEY } from "../../specialties/api/use-specialties";
import "./landing.css";

/** Fetched with this page's code, so the landing is drawn once with its cards and counts. */
export const firstScreenQueries: FirstScreenQueries = () => [featuredProvidersKey(FEATURED_HOME_CARDS), SPECIALTIES_KEY];

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
