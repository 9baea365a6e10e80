/** GET /api/admin/revenue: the Revenue Dashboard's figures, from paid appointments as fixed at booking, with refunds and payouts. */
import { apiQuery } from "@gh/api-client";
import { useQuery } from "@gh/query";

export function useRevenueReport() {
  return useQuery(apiQuery("GET /api/admin/revenue"));
}
