/** GET /api/admin/revenue: the Revenue Dashboard's figures, from paid appointments as fixed at booking. */
import type { RevenueReport } from "@gh/contracts";
import { useQuery } from "@gh/query";

export const REVENUE_URL = "/api/admin/revenue";
export const REVENUE_CSV_URL = "/api/admin/revenue.csv";

export function useRevenueReport() {
  return useQuery<RevenueReport>({ queryKey: [REVENUE_URL] });
}
