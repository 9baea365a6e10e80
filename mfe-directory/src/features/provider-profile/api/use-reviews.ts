import type { ApiAnswer } from "@gh/api-client";
import { useQuery } from "@gh/query";

/**
 * One page of GET /api/providers/:id/reviews, newest first, its own cache entry. Each page shown is
 * its own observer (see reviews-tab.tsx) rather than one useQueries over all of them: useQueries would
 * put react-query's multi-query observer into the shared @gh/query copy every page downloads.
 */
export function useReviewPage(providerId: string, page: number) {
  return useQuery<ApiAnswer<"GET /api/providers/{id}/reviews">>({ queryKey: ["/api/providers", providerId, `reviews?page=${page}`] });
}
