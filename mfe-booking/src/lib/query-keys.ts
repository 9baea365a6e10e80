/** Query keys more than one feature refreshes (a key's segments joined by "/" are the URL it loads). */
import type { QueryClient } from "@gh/query";

const PROVIDER_LISTS = /^\/api\/providers\/(search|featured)\b/;

/**
 * The provider lists other areas show (search results carry each provider's next free slot; lists
 * carry ratings) are keyed by their URLs: refresh them after a booking, a change or a review, so a
 * patient going back to the search does not see a slot they just took as free.
 */
export function refreshProviderLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => typeof queryKey[0] === "string" && PROVIDER_LISTS.test(queryKey[0]) });
}
