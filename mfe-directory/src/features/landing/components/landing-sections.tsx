/**
 * The landing below its first screen: featured providers, the provider call to action, specialties,
 * testimonials and the emergency numbers. Loaded on its own when the visitor comes near it
 * (below-the-fold.tsx), so a phone's first visit downloads only the hero and the search form.
 */
import { useT } from "@gh/i18n";
import { buttonClass } from "@gh/ui";
import { Link } from "@gh/router";
import { EmergencySection } from "./emergency-section";
import { FeaturedProviders } from "./featured-providers";
import { ProviderCallToAction } from "./provider-cta";
import { SpecialtyGrid } from "./specialty-grid";
import { Testimonials } from "./testimonials";

export default function LandingSections() {
  const t = useT();
  return (
    <>
      <FeaturedProviders />
      <div className="container landing-view-all">
        <Link to="/search" className={buttonClass("primary", "lg")}>
          {t("View All Providers")}
        </Link>
      </div>
      <ProviderCallToAction />
      <SpecialtyGrid />
      <Testimonials />
      <EmergencySection />
    </>
  );
}
