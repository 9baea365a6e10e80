/** GET /api/admin/stats: the four counters (and the money totals the revenue page reads). */
import { apiQuery, type ApiAnswer } from "@gh/api-client";
import { useQuery } from "@gh/query";

export function useAdminStats() {
  return useQuery<ApiAnswer<"GET /api/admin/stats">>({ queryKey: apiQuery("GET /api/admin/stats").queryKey });
}
