/** /search. With no filters: up to 50 featured providers under "All Healthcare Providers". */
import { FEATURED_SEARCH_LIMIT, SEARCH_PLACEHOLDER_CARDS } from "@gh/contracts";
import { useFeaturedProviders } from "../../providers/api/use-featured-providers";
import { ProviderCard } from "../../providers/components/provider-card";
import { ProviderCardSkeletons } from "../../providers/components/provider-card-skeletons";

export default function SearchPage() {
  const { data: providers, isPending, isError } = useFeaturedProviders(FEATURED_SEARCH_LIMIT);
  return (
    <section className="container landing-section" aria-labelledby="search-title" aria-busy={isPending}>
      <h1 id="search-title">All Healthcare Providers</h1>
      {isError && <p role="alert">Error loading providers. Please try again.</p>}
      {providers && <p>{providers.length} providers found</p>}
      <ul className="directory-card-grid">
        {isPending
          ? <ProviderCardSkeletons count={SEARCH_PLACEHOLDER_CARDS} />
          : providers?.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} headingLevel="h2" />
              </li>
            ))}
      </ul>
    </section>
  );
}
