/** One page of GET /api/providers/:id/reviews, under the directory's key for it so the two share the cache. */
import type { ReviewPage } from "@gh/contracts/search";
import { keepPreviousData, useQuery } from "@gh/query";

export function useReviewPage(providerId: number | undefined, page: number) {
  return useQuery<ReviewPage>({
    queryKey: ["/api/providers", String(providerId), `reviews?page=${page}`],
    enabled: providerId !== undefined,
    placeholderData: keepPreviousData,
  });
}
