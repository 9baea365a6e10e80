import type { SearchResults } from "@gh/contracts";
import { useQuery } from "@gh/query";

/** The query key (and URL) of one search: a normalised query string (see searchApiQuery) is one cache entry. */
export const providerSearchKey = (query: string) => `/api/providers/search?${query}`;

/** GET /api/providers/search with a normalised query string. */
export function useProviderSearch(query: string, enabled: boolean) {
  return useQuery<SearchResults>({ queryKey: [providerSearchKey(query)], enabled });
}
