/** GET /api/admin/revenue: the Revenue Dashboard's figures, from paid appointments as fixed at booking, with refunds and payouts. */
import type { AdminRevenueReport } from "@gh/contracts/payouts";
import { useQuery } from "@gh/query";

export const REVENUE_URL = "/api/admin/revenue";
export const REVENUE_CSV_URL = "/api/admin/revenue.csv";

export function useRevenueReport() {
  return useQuery<AdminRevenueReport>({ queryKey: [REVENUE_URL] });
}
