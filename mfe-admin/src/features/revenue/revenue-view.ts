/**
 * How the Revenue Dashboard words and draws its figures (docs/product-rules.md#admin-and-exports:
 * growth is computed from real monthly totals, not the spec's fixed 12.5%; refunds and payouts:
 * docs/product-rules.md#refunds and docs/product-rules.md#payouts).
 */
import type { RevenueMonth, RevenueReport } from "@gh/contracts/admin/options";
import { formatMonth } from "@gh/contracts/ghana-time";
import { formatShortMonth } from "@gh/contracts/ghana-time/lists";
import { formatCedis } from "@gh/contracts/money";
import type { AdminRevenueReport, PayoutTotals } from "@gh/contracts/payouts";

export const NO_EARLIER_MONTH = "No earlier month to compare";

/** "+8.3% in November 2026 vs October 2026", "-4.0% in …", or "No earlier month to compare". */
export function growthText(growth: RevenueReport["growth"]): string {
  if (growth.percent === null) return NO_EARLIER_MONTH;
  const sign = growth.percent > 0 ? "+" : growth.percent < 0 ? "-" : "";
  return `${sign}${Math.abs(growth.percent).toFixed(1)}% in ${formatMonth(growth.month)} vs ${formatMonth(growth.previousMonth)}`;
}

export function growthTone(percent: number | null): "up" | "down" | "flat" {
  if (percent === null || percent === 0) return "flat";
  return percent > 0 ? "up" : "down";
}

/** A bar's value in the few characters a phone has room for: "₵950", "₵12.3k", "₵1.2M". */
export function compactCedis(cedis: string): string {
  const value = Number(cedis);
  if (!Number.isFinite(value)) return "₵0";
  if (value >= 1_000_000) return `₵${trimZero((value / 1_000_000).toFixed(1))}M`;
  if (value >= 1_000) return `₵${trimZero((value / 1_000).toFixed(1))}k`;
  return `₵${Math.round(value)}`;
}

const trimZero = (text: string) => text.replace(/\.0$/, "");

/** The chart's one-sentence summary, for its accessible name. */
export function chartSummary(monthly: readonly RevenueMonth[]): string {
  if (monthly.length === 0) return "Monthly revenue: no months to show.";
  const first = monthly[0]!;
  const last = monthly.at(-1)!;
  const best = monthly.reduce((top, month) => (Number(month.revenue) > Number(top.revenue) ? month : top), first);
  const range = `Monthly revenue, ${formatMonth(first.month)} to ${formatMonth(last.month)}`;
  if (Number(best.revenue) === 0) return `${range}: no paid bookings.`;
  return `${range}: highest ${formatCedis(best.revenue)} in ${formatMonth(best.month)}; ${formatMonth(last.month)} ${formatCedis(last.revenue)}.`;
}

export interface ChartBar {
  month: string;
  label: string;
  value: string;
  /** 0–1 of the longest bar. */
  share: number;
}

export function chartBars(monthly: readonly RevenueMonth[]): ChartBar[] {
  const highest = Math.max(0, ...monthly.map((month) => Number(month.revenue) || 0));
  return monthly.map((month) => ({
    month: month.month,
    label: formatShortMonth(month.month),
    value: compactCedis(month.revenue),
    share: highest > 0 ? (Number(month.revenue) || 0) / highest : 0,
  }));
}

/** "1 refund", "3 payouts". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** One figure of the refunds and payouts sections: what it is, the amount, a line on what it means. */
export interface MoneyFigure {
  id: string;
  label: string;
  /** Cedis. */
  value: string;
  detail: string;
}

/** Gross, refunds and net, and the refunds still under way or waiting for a Retry. */
export function refundFigures(report: AdminRevenueReport): MoneyFigure[] {
  const { refunds } = report;
  return [
    { id: "gross", label: "Gross Revenue", value: report.totalRevenue, detail: countOf(report.paidAppointments, "paid booking") },
    { id: "refunded", label: "Refunds", value: refunds.totalRefunded, detail: `${countOf(refunds.refundedAppointments, "booking")} refunded` },
    { id: "net-revenue", label: "Net Revenue", value: refunds.netRevenue, detail: "gross revenue less refunds" },
    { id: "net-commission", label: "Net Commission", value: refunds.netCommission, detail: `${formatCedis(refunds.commissionReversed)} reversed by refunds` },
    { id: "net-payouts", label: "Net Provider Payouts", value: refunds.netPayouts, detail: `${formatCedis(refunds.payoutsReversed)} reversed by refunds` },
    { id: "pending-refunds", label: "Pending Refunds", value: refunds.pending.amount, detail: `${countOf(refunds.pending.count, "refund")} on the way to patients` },
    { id: "failed-refunds", label: "Failed Refunds", value: refunds.failed.amount, detail: `${countOf(refunds.failed.count, "refund")} waiting for a Retry` },
  ];
}

/** What providers have been paid, what is in flight, what failed and what is still owed. */
export function payoutFigures(payouts: PayoutTotals): MoneyFigure[] {
  return [
    { id: "paid", label: "Paid", value: payouts.paid, detail: "to providers' mobile money and bank accounts" },
    { id: "processing", label: "Processing", value: payouts.processing, detail: "sent, not yet confirmed" },
    { id: "failed", label: "Failed", value: payouts.failed, detail: `${countOf(payouts.failedCount, "payout")}; their visits go into the next run` },
    { id: "owed", label: "Owed", value: payouts.owed, detail: "for paid visits not yet paid out" },
  ];
}

/** Refunds processed in each month of the chart's twelve, and that month's net revenue; zeros where none. */
export function monthRefunds(report: AdminRevenueReport, month: string): { refunds: string; netRevenue: string } {
  const found = report.refunds.monthly.find((entry) => entry.month === month);
  if (found) return { refunds: found.refunds, netRevenue: found.netRevenue };
  const revenue = report.monthly.find((entry) => entry.month === month)?.revenue ?? "0.00";
  return { refunds: "0.00", netRevenue: revenue };
}
