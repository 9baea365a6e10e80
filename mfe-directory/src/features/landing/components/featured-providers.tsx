import { FEATURED_HOME_CARDS } from "@gh/contracts/constants";
import { useT } from "@gh/i18n";
import { useFeaturedProviders } from "../../../lib/use-featured-providers";
import { ProviderCard } from "../../../components/provider-card";
import { ProviderCardSkeletons } from "../../../components/provider-card-skeletons";

export function FeaturedProviders() {
  const t = useT();
  const { data: providers, isPending, isError } = useFeaturedProviders(FEATURED_HOME_CARDS);
  return (
    <section className="container landing-section" aria-labelledby="featured-title" aria-busy={isPending}>
      <h2 id="featured-title">{t("Featured Providers")}</h2>
      {isError ? (
        <p role="alert">{t("Error loading providers. Please try again.")}</p>
      ) : providers?.length === 0 ? (
        <p>{t("No providers found")}</p>
      ) : (
        <ul className="directory-card-grid">
          {isPending
            ? <ProviderCardSkeletons count={FEATURED_HOME_CARDS} />
            : providers.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard provider={provider} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
