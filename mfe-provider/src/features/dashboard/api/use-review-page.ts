/** One page of GET /api/providers/:id/reviews, under the directory's key for it so the two share the cache. */
import type { ApiAnswer } from "@gh/api-client";
import { keepPreviousData, useQuery } from "@gh/query";

export function useReviewPage(providerId: number | undefined, page: number) {
  return useQuery<ApiAnswer<"GET /api/providers/{id}/reviews">>({
    queryKey: ["/api/providers", String(providerId), `reviews?page=${page}`],
    enabled: providerId !== undefined,
    placeholderData: keepPreviousData,
  });
}
