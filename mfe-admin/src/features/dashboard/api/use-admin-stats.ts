/** GET /api/admin/stats: the four counters (and the money totals the revenue page reads). */
import type { AdminStats } from "@gh/contracts/admin/options";
import { useQuery } from "@gh/query";

export const ADMIN_STATS_URL = "/api/admin/stats";

export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: [ADMIN_STATS_URL] });
}
