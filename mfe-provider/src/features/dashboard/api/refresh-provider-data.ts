/** After a provider changes something, every cached provider answer may be out of date. */
import type { QueryClient } from "@gh/query";

/**
 * Refreshes every query whose URL starts with /api/providers: this dashboard (all its pages and
 * filters) and the directory's featured list, search results, profiles and reviews, which share the
 * QueryClient and key their queries by URL.
 */
export function refreshProviderData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/providers"),
  });
}
