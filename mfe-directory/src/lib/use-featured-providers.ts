import type { Provider } from "@gh/contracts";
import { useQuery } from "@gh/query";

/** The query key (and URL) of the first `limit` featured providers. */
export const featuredProvidersKey = (limit: number) => `/api/providers/featured?limit=${limit}`;

/** Featured providers; `limit` is the spec's 3 home cards or up to 50 for the unfiltered search. */
export function useFeaturedProviders(limit: number, enabled = true) {
  return useQuery<Provider[]>({ queryKey: [featuredProvidersKey(limit)], enabled });
}
