import type { ApiAnswer } from "@gh/api-client";
import { providerSearchPath } from "@gh/contracts/search/page";
import { useQuery } from "@gh/query";

/** GET /api/providers/search with a normalised query string (searchApiQuery): its URL is its query key. */
export function useProviderSearch(query: string, enabled: boolean) {
  return useQuery<ApiAnswer<"GET /api/providers/search">>({ queryKey: [providerSearchPath(query)], enabled });
}
