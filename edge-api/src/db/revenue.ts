/**
 * The revenue report (docs/product-rules.md#admin-and-exports): totals and months come from revenue_months,
 * the ledger the triggers keep as bookings are paid (one row a month, so summing it is cheap), and
 * the latest paid bookings walk appointments_paid_recent_idx. Money is summed in pesewas and turned
 * into cedis once, at the end.
 */
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { RevenueBooking, RevenueMonth, RevenueReport } from "@gh/contracts/admin/options";
import { REVENUE_RECENT_BOOKINGS } from "@gh/contracts/constants";
import { pesewasToCedis } from "@gh/contracts/money";
import type { RevenueRefunds, RevenueReportWithRefunds } from "@gh/contracts/refunds";
import { providerName } from "@gh/contracts/regions";
import type { Database } from "./client.ts";
import { appointments, ledgerEntries, providers, refunds, revenueMonths, users } from "./schema.ts";

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

/** The first instant (UTC ms) of a "YYYY-MM" month. */
const monthStart = (month: string) => Date.parse(`${month}-01T00:00:00Z`);

/**
 * The refund figures' three reads, in batch order: processed refunds from the ledger (refund rows are
 * few beside charges; `kind` leads the ledger's unique index), by month for the report's months, and
 * the refunds still on their way or failed (refunds_status_idx). A booking's refund reverses its
 * commission and payout; a refunded payment that paid no booking (held) was never in gross revenue.
 */
export function refundStatements(db: Database, now: number) {
  const isRefund = eq(ledgerEntries.kind, "refund");
  const bookingRefund = sql`${ledgerEntries.heldPesewas} = 0`;
  return [
    db
      .select({
        refundedPesewas: sql<number>`coalesce(sum(CASE WHEN ${bookingRefund} THEN -${ledgerEntries.grossPesewas} END), 0)`,
        refundedAppointments: sql<number>`count(DISTINCT CASE WHEN ${bookingRefund} THEN ${ledgerEntries.appointmentId} END)`,
        commissionPesewas: sql<number>`coalesce(sum(-${ledgerEntries.commissionPesewas}), 0)`,
        payoutPesewas: sql<number>`coalesce(sum(-(${ledgerEntries.payoutOwedPesewas} + ${ledgerEntries.payoutPaidPesewas})), 0)`,
        heldPesewas: sql<number>`coalesce(sum(CASE WHEN NOT (${bookingRefund}) THEN -${ledgerEntries.grossPesewas} END), 0)`,
      })
      .from(ledgerEntries)
      .where(isRefund),
    db
      .select({
        month: sql<string>`strftime('%Y-%m', ${ledgerEntries.createdAt} / 1000, 'unixepoch')`.as("month"),
        refundedPesewas: sql<number>`coalesce(sum(CASE WHEN ${bookingRefund} THEN -${ledgerEntries.grossPesewas} END), 0)`,
      })
      .from(ledgerEntries)
      .where(and(isRefund, gte(ledgerEntries.createdAt, monthStart(monthKey(now, REVENUE_MONTHS - 1)))))
      .groupBy(sql`month`),
    db
      .select({ status: refunds.status, count: sql<number>`count(*)`, amountPesewas: sql<number>`coalesce(sum(${refunds.amountPesewas}), 0)` })
      .from(refunds)
      .where(inArray(refunds.status, ["pending", "failed"]))
      .groupBy(refunds.status),
  ] as const;
}

/** Gross, refunds and net: the refund figures beside the report's own (its months, its totals). */
export async function refundFigures(db: Database, report: RevenueReport, now = Date.now()): Promise<RevenueRefunds> {
  const [[totals], byMonth, open] = await db.batch(refundStatements(db, now));
  const pesewas = (cedis: string) => Math.round(Number(cedis) * 100);
  const refunded = totals?.refundedPesewas ?? 0;
  const commission = totals?.commissionPesewas ?? 0;
  const payouts = totals?.payoutPesewas ?? 0;
  const refundedIn = new Map(byMonth.map((row) => [row.month, row.refundedPesewas]));
  const openOf = (status: "pending" | "failed") => {
    const row = open.find((candidate) => candidate.status === status);
    return { count: row?.count ?? 0, amount: pesewasToCedis(row?.amountPesewas ?? 0) };
  };
  return {
    totalRefunded: pesewasToCedis(refunded),
    refundedAppointments: totals?.refundedAppointments ?? 0,
    commissionReversed: pesewasToCedis(commission),
    payoutsReversed: pesewasToCedis(payouts),
    netRevenue: pesewasToCedis(pesewas(report.totalRevenue) - refunded),
    netCommission: pesewasToCedis(pesewas(report.totalCommission) - commission),
    netPayouts: pesewasToCedis(pesewas(report.totalPayouts) - payouts),
    latePaymentsRefunded: pesewasToCedis(totals?.heldPesewas ?? 0),
    pending: openOf("pending"),
    failed: openOf("failed"),
    monthly: report.monthly.map(({ month, revenue }) => {
      const monthRefunds = refundedIn.get(month) ?? 0;
      return { month, refunds: pesewasToCedis(monthRefunds), netRevenue: pesewasToCedis(pesewas(revenue) - monthRefunds) };
    }),
  };
}

/** The revenue report with its refund figures (GET /api/admin/revenue). */
export async function revenueReportWithRefunds(db: Database, now = Date.now()): Promise<RevenueReportWithRefunds> {
  const report = await revenueReport(db, now);
  return { ...report, refunds: await refundFigures(db, report, now) };
}
