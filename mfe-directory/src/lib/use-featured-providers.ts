import { featuredProvidersPath, type Provider } from "@gh/contracts";
import { useQuery } from "@gh/query";

/** Featured providers; `limit` is the spec's 3 home cards or up to 50 for the unfiltered search. */
export function useFeaturedProviders(limit: number, enabled = true) {
  return useQuery<Provider[]>({ queryKey: [featuredProvidersPath(limit)], enabled });
}
