/** GET /api/providers/:id/availability?date=YYYY-MM-DD: a day's slots, taken ones marked unavailable. */
import { getQueryFn, type ApiAnswer } from "@gh/api-client";
import { useQuery, type QueryClient } from "@gh/query";

const PROVIDERS = "/api/providers";
const AVAILABILITY = "availability?date=";

/** Under the provider's own key, so refreshing ["/api/providers", id] refreshes its availability too. */
export function availabilityKey(providerId: number, date: string) {
  return [PROVIDERS, String(providerId), `${AVAILABILITY}${date}`] as const;
}

export function useAvailability(providerId: number, date: string | null) {
  return useQuery({
    queryKey: availabilityKey(providerId, date ?? ""),
    queryFn: getQueryFn<ApiAnswer<"GET /api/providers/{id}/availability">>({ on401: "throw" }),
    enabled: date !== null,
  });
}

/** Marks every day's availability of a provider out of date (after a booking, a clash or a reschedule). */
export function refreshAvailability(queryClient: QueryClient, providerId: number): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === PROVIDERS && queryKey[1] === String(providerId) && String(queryKey[2]).startsWith(AVAILABILITY),
  });
}
