/**
 * GET /api/admin/revenue (the Revenue Dashboard's figures, with refunds and net, and payouts) and
 * /api/admin/revenue.csv (its Export Report: one row a month, oldest first, then the total of those
 * months; amounts in cedis as plain numbers a spreadsheet can add).
 */
import { csvFileName, REVENUE_CSV_COLUMNS, type RevenueMonth } from "@gh/contracts/admin/options";
import { cedisToPesewas, pesewasToCedis } from "@gh/contracts/money";
import type { RevenueRefunds } from "@gh/contracts/refunds";
import { database } from "../../db/client.ts";
import { revenueReportWithRefunds } from "../../db/revenue.ts";
import { payoutTotals } from "../../money/payout-reports.ts";
import { csvResponse, type CsvCell } from "../../http/csv-stream.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { revenueCsvRoute, revenueRoute } from "./routes.ts";

export const REVENUE_CSV_TOTAL_LABEL = "Total (last 12 months)";

const pesewas = (cedis: string) => cedisToPesewas(cedis) ?? 0;

export function revenueCsvRows(monthly: readonly RevenueMonth[], refundsMonthly: RevenueRefunds["monthly"]): CsvCell[][] {
  const total = { bookings: 0, revenue: 0, commission: 0, payouts: 0, refunds: 0 };
  const refundsIn = new Map(refundsMonthly.map((month) => [month.month, pesewas(month.refunds)]));
  const rows: CsvCell[][] = monthly.map((month) => {
    const refunded = refundsIn.get(month.month) ?? 0;
    total.bookings += month.bookings;
    total.revenue += pesewas(month.revenue);
    total.commission += pesewas(month.commission);
    total.payouts += pesewas(month.payouts);
    total.refunds += refunded;
    return [month.month, month.bookings, month.revenue, month.commission, month.payouts, pesewasToCedis(refunded), pesewasToCedis(pesewas(month.revenue) - refunded)];
  });
  rows.push([
    REVENUE_CSV_TOTAL_LABEL,
    total.bookings,
    pesewasToCedis(total.revenue),
    pesewasToCedis(total.commission),
    pesewasToCedis(total.payouts),
    pesewasToCedis(total.refunds),
    pesewasToCedis(total.revenue - total.refunds),
  ]);
  return rows;
}

export const adminRevenueRoutes = declaredRoutes()
  .openapi(revenueRoute, async (c) => {
    const db = database(c.env);
    const [report, payouts] = await Promise.all([revenueReportWithRefunds(db), payoutTotals(db)]);
    return c.json({ ...report, payouts }, 200);
  })
  .openapi(revenueCsvRoute, async (c) => {
    const { monthly, refunds } = await revenueReportWithRefunds(database(c.env));
    // Thirteen rows: a single page, already in hand.
    async function* pages(): AsyncGenerator<CsvCell[][]> {
      yield revenueCsvRows(monthly, refunds.monthly);
    }
    return csvResponse(c, csvFileName("revenue"), REVENUE_CSV_COLUMNS, pages());
  });
