/**
 * The revenue report (issue: admin area; DESIGN.md §5): totals and months come from revenue_months,
 * the ledger the triggers keep as bookings are paid (one row a month, so summing it is cheap), and
 * the latest paid bookings walk appointments_paid_recent_idx. Money is summed in pesewas and turned
 * into cedis once, at the end.
 */
import { desc, eq, gte, sql } from "drizzle-orm";
import {
  pesewasToCedis,
  providerName,
  REVENUE_RECENT_BOOKINGS,
  type RevenueBooking,
  type RevenueMonth,
  type RevenueReport,
} from "@gh/contracts";
import type { Database } from "./client.ts";
import { appointments, providers, revenueMonths, users } from "./schema.ts";

/** The report covers this many calendar months, the current one last. */
export const REVENUE_MONTHS = 12;

/** "YYYY-MM" of a month `back` months before the one `now` falls in (Ghana is UTC). */
export function monthKey(now: number, back = 0): string {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}

/** The report's calendar months, oldest first, ending with the month of `now`. */
export function reportMonths(now: number): string[] {
  return Array.from({ length: REVENUE_MONTHS }, (_, index) => monthKey(now, REVENUE_MONTHS - 1 - index));
}

/** The report's three reads, in batch order (exported so a test can EXPLAIN each one). */
export function revenueStatements(db: Database, now: number) {
  return [
    db
      .select({
        bookings: sql<number>`coalesce(sum(${revenueMonths.bookings}), 0)`,
        feePesewas: sql<number>`coalesce(sum(${revenueMonths.feePesewas}), 0)`,
        commissionPesewas: sql<number>`coalesce(sum(${revenueMonths.commissionPesewas}), 0)`,
        payoutPesewas: sql<number>`coalesce(sum(${revenueMonths.payoutPesewas}), 0)`,
      })
      .from(revenueMonths),
    // Later months than now cannot hold payments; the primary key keeps the range ordered.
    db.select().from(revenueMonths).where(gte(revenueMonths.month, monthKey(now, REVENUE_MONTHS - 1))).orderBy(revenueMonths.month),
    db
      .select({
        id: appointments.id,
        patientName: appointments.patientName,
        title: providers.title,
        firstName: users.firstName,
        lastName: users.lastName,
        startsAt: appointments.startsAt,
        createdAt: appointments.createdAt,
        feePesewas: appointments.feePesewas,
        commissionPesewas: appointments.commissionPesewas,
        payoutPesewas: appointments.payoutPesewas,
      })
      .from(appointments)
      .innerJoin(providers, eq(providers.id, appointments.providerId))
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(appointments.paymentStatus, "completed"))
      .orderBy(desc(appointments.createdAt), desc(appointments.id))
      .limit(REVENUE_RECENT_BOOKINGS),
  ] as const;
}

type LedgerMonth = typeof revenueMonths.$inferSelect;

function toRevenueMonth(month: string, row: LedgerMonth | undefined): RevenueMonth {
  return {
    month,
    bookings: row?.bookings ?? 0,
    revenue: pesewasToCedis(row?.feePesewas ?? 0),
    commission: pesewasToCedis(row?.commissionPesewas ?? 0),
    payouts: pesewasToCedis(row?.payoutPesewas ?? 0),
  };
}

/** This month's revenue against last month's in percent, one decimal; null when last month took nothing. */
export function growthPercent(thisMonthPesewas: number, lastMonthPesewas: number): number | null {
  if (lastMonthPesewas <= 0) return null;
  // Whole pesewas times 1000 first, so halves round as written (22345 / 10 = 2234.5, not 2234.4999…); `|| 0` drops a -0.
  return Math.round(((thisMonthPesewas - lastMonthPesewas) * 1000) / lastMonthPesewas) / 10 || 0;
}

export async function revenueReport(db: Database, now = Date.now()): Promise<RevenueReport> {
  const [[totals], ledger, latest] = await db.batch(revenueStatements(db, now));
  const byMonth = new Map(ledger.map((row) => [row.month, row]));
  const months = reportMonths(now);
  const [previousMonth, month] = months.slice(-2) as [string, string];
  const paidAppointments = totals?.bookings ?? 0;
  const commission = totals?.commissionPesewas ?? 0;

  const recent: RevenueBooking[] = latest.map((row) => ({
    id: row.id,
    patientName: row.patientName,
    providerName: providerName({ title: row.title, user: { firstName: row.firstName, lastName: row.lastName } }),
    appointmentDate: new Date(row.startsAt).toISOString(),
    bookedAt: new Date(row.createdAt).toISOString(),
    fee: pesewasToCedis(row.feePesewas),
    platformCommission: pesewasToCedis(row.commissionPesewas),
    providerPayout: pesewasToCedis(row.payoutPesewas),
  }));

  return {
    totalRevenue: pesewasToCedis(totals?.feePesewas ?? 0),
    totalCommission: pesewasToCedis(commission),
    totalPayouts: pesewasToCedis(totals?.payoutPesewas ?? 0),
    averageCommission: pesewasToCedis(paidAppointments === 0 ? 0 : Math.round(commission / paidAppointments)),
    paidAppointments,
    recent,
    monthly: months.map((key) => toRevenueMonth(key, byMonth.get(key))),
    growth: {
      percent: growthPercent(byMonth.get(month)?.feePesewas ?? 0, byMonth.get(previousMonth)?.feePesewas ?? 0),
      month,
      previousMonth,
    },
  };
}
