/**
 * GET /api/admin/revenue (the Revenue Dashboard's figures) and /api/admin/revenue.csv (its Export
 * Report: one row a month, oldest first, then the total of those months; amounts in cedis as plain
 * numbers a spreadsheet can add).
 */
import { cedisToPesewas, csvFileName, pesewasToCedis, type RevenueMonth } from "@gh/contracts";
import { Hono } from "hono";
import { database } from "../../db/client.ts";
import { revenueReport } from "../../db/revenue.ts";
import type { AppEnv } from "../../env.ts";
import { csvResponse, type CsvCell } from "../../http/csv-stream.ts";

export const REVENUE_CSV_HEADER = ["Month", "Paid bookings", "Revenue (GHS)", "Commission (GHS)", "Provider payouts (GHS)"] as const;
export const REVENUE_CSV_TOTAL_LABEL = "Total (last 12 months)";

const pesewas = (cedis: string) => cedisToPesewas(cedis) ?? 0;

export function revenueCsvRows(monthly: readonly RevenueMonth[]): CsvCell[][] {
  const total = { bookings: 0, revenue: 0, commission: 0, payouts: 0 };
  const rows: CsvCell[][] = monthly.map((month) => {
    total.bookings += month.bookings;
    total.revenue += pesewas(month.revenue);
    total.commission += pesewas(month.commission);
    total.payouts += pesewas(month.payouts);
    return [month.month, month.bookings, month.revenue, month.commission, month.payouts];
  });
  rows.push([REVENUE_CSV_TOTAL_LABEL, total.bookings, pesewasToCedis(total.revenue), pesewasToCedis(total.commission), pesewasToCedis(total.payouts)]);
  return rows;
}

export const adminRevenueRoutes = new Hono<AppEnv>()
  .get("/revenue", async (c) => c.json(await revenueReport(database(c.env)), 200))
  .get("/revenue.csv", async (c) => {
    const { monthly } = await revenueReport(database(c.env));
    // Thirteen rows: a single page, already in hand.
    async function* pages(): AsyncGenerator<CsvCell[][]> {
      yield revenueCsvRows(monthly);
    }
    return csvResponse(c, csvFileName("revenue"), REVENUE_CSV_HEADER, pages());
  });
