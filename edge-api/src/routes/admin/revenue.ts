/**
 * GET /api/admin/revenue (the Revenue Dashboard's figures, with refunds and net, and payouts) and
 * /api/admin/revenue.csv (its Export Report: one row a month, oldest first, then the total of those
 * months; amounts in cedis as plain numbers a spreadsheet can add).
 */
import { csvFileName, type RevenueMonth } from "@gh/contracts/admin/options";
import { cedisToPesewas, pesewasToCedis } from "@gh/contracts/money";
import type { AdminRevenueReport } from "@gh/contracts/payouts";
import type { RevenueRefunds } from "@gh/contracts/refunds";
import { Hono } from "hono";
import { database } from "../../db/client.ts";
import { revenueReportWithRefunds } from "../../db/revenue.ts";
import { payoutTotals } from "../../money/payout-reports.ts";
import type { AppEnv } from "../../env.ts";
import { csvResponse, type CsvCell } from "../../http/csv-stream.ts";

export const REVENUE_CSV_HEADER = ["Month", "Paid bookings", "Revenue (GHS)", "Commission (GHS)", "Provider payouts (GHS)", "Refunds (GHS)", "Net revenue (GHS)"] as const;
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

export const adminRevenueRoutes = new Hono<AppEnv>()
  .get("/revenue", async (c) => {
    const db = database(c.env);
    const [report, payouts] = await Promise.all([revenueReportWithRefunds(db), payoutTotals(db)]);
    const revenue: AdminRevenueReport = { ...report, payouts };
    return c.json(revenue, 200);
  })
  .get("/revenue.csv", async (c) => {
    const { monthly, refunds } = await revenueReportWithRefunds(database(c.env));
    // Thirteen rows: a single page, already in hand.
    async function* pages(): AsyncGenerator<CsvCell[][]> {
      yield revenueCsvRows(monthly, refunds.monthly);
    }
    return csvResponse(c, csvFileName("revenue"), REVENUE_CSV_HEADER, pages());
  });
