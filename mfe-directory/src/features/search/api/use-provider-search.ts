import type { SearchResults } from "@gh/contracts";
import { useQuery } from "@gh/query";

/** GET /api/providers/search with a normalised query string (see searchApiQuery), so one search is one cache entry. */
export function useProviderSearch(query: string, enabled: boolean) {
  return useQuery<SearchResults>({ queryKey: [`/api/providers/search?${query}`], enabled });
}
