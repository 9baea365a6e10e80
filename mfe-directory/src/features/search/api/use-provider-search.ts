import { providerSearchPath, type SearchResults } from "@gh/contracts";
import { useQuery } from "@gh/query";

/** GET /api/providers/search with a normalised query string (searchApiQuery): its URL is its query key. */
export function useProviderSearch(query: string, enabled: boolean) {
  return useQuery<SearchResults>({ queryKey: [providerSearchPath(query)], enabled });
}
