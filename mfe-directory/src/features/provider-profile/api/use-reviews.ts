import type { ReviewPage } from "@gh/contracts";
import { useQueries, type UseQueryOptions } from "@gh/query";

/** Pages 1..`pages` of GET /api/providers/:id/reviews, newest first, each its own cache entry. */
export function useReviewPages(providerId: string, pages: number) {
  return useQueries({
    queries: Array.from(
      { length: pages },
      (_, index): UseQueryOptions<ReviewPage> => ({ queryKey: ["/api/providers", providerId, `reviews?page=${index + 1}`] }),
    ),
  });
}
