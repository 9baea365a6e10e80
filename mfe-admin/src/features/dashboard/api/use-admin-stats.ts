/** GET /api/admin/stats: the four counters (and the money totals the revenue page reads). */
import { apiQuery } from "@gh/api-client";
import { useQuery } from "@gh/query";

export function useAdminStats() {
  return useQuery(apiQuery("GET /api/admin/stats"));
}
