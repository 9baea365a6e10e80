import type { ApiAnswer } from "@gh/api-client";
import { featuredProvidersPath } from "@gh/contracts/constants";
import { useQuery } from "@gh/query";

/** Featured providers; `limit` is the spec's 3 home cards or up to 50 for the unfiltered search. */
export function useFeaturedProviders(limit: number, enabled = true) {
  return useQuery<ApiAnswer<"GET /api/providers/featured">>({ queryKey: [featuredProvidersPath(limit)], enabled });
}
