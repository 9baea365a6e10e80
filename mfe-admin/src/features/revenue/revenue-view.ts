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
import { msg, t } from "@gh/i18n";

/** English; growthText says it in the page's language. */
export const NO_EARLIER_MONTH = msg("No earlier month to compare");

/** "+8.3% in November 2026 vs October 2026", "-4.0% in …", or "No earlier month to compare", in the page's language. */
export function growthText(growth: RevenueReport["growth"]): string {
  if (growth.percent === null) return t(NO_EARLIER_MONTH);
  const sign = growth.percent > 0 ? "+" : growth.percent < 0 ? "-" : "";
  // translators: {percent} is signed ("+8.3"); {month} and {previous} are months with their year
  return t("{percent}% in {month} vs {previous}", {
    percent: `${sign}${Math.abs(growth.percent).toFixed(1)}`,
    month: formatMonth(growth.month),
    previous: formatMonth(growth.previousMonth),
  });
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

/** The chart's one-sentence summary, for its accessible name, in the page's language. */
export function chartSummary(monthly: readonly RevenueMonth[]): string {
  if (monthly.length === 0) return t("Monthly revenue: no months to show.");
  const first = monthly[0]!;
  const last = monthly.at(-1)!;
  const best = monthly.reduce((top, month) => (Number(month.revenue) > Number(top.revenue) ? month : top), first);
  const range = { from: formatMonth(first.month), to: formatMonth(last.month) };
  if (Number(best.revenue) === 0) return t("Monthly revenue, {from} to {to}: no paid bookings.", range);
  return t("Monthly revenue, {from} to {to}: highest {highest} in {highestMonth}; {lastMonth} {last}.", {
    ...range,
    highest: formatCedis(best.revenue),
    highestMonth: formatMonth(best.month),
    lastMonth: formatMonth(last.month),
    last: formatCedis(last.revenue),
  });
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
    {
      id: "gross",
      label: t("Gross Revenue"),
      value: report.totalRevenue,
      detail: t("{count, plural, one {# paid booking} other {# paid bookings}}", { count: report.paidAppointments }),
    },
    {
      id: "refunded",
      label: t("Refunds"),
      value: refunds.totalRefunded,
      detail: t("{count, plural, one {# booking refunded} other {# bookings refunded}}", { count: refunds.refundedAppointments }),
    },
    { id: "net-revenue", label: t("Net Revenue"), value: refunds.netRevenue, detail: t("gross revenue less refunds") },
    {
      id: "net-commission",
      label: t("Net Commission"),
      value: refunds.netCommission,
      detail: t("{amount} reversed by refunds", { amount: formatCedis(refunds.commissionReversed) }),
    },
    {
      id: "net-payouts",
      label: t("Net Provider Payouts"),
      value: refunds.netPayouts,
      detail: t("{amount} reversed by refunds", { amount: formatCedis(refunds.payoutsReversed) }),
    },
    {
      id: "pending-refunds",
      label: t("Pending Refunds"),
      value: refunds.pending.amount,
      detail: t("{count, plural, one {# refund on the way to patients} other {# refunds on the way to patients}}", { count: refunds.pending.count }),
    },
    {
      id: "failed-refunds",
      label: t("Failed Refunds"),
      value: refunds.failed.amount,
      // translators: "Retry" is the name of the button that sends a failed refund again
      detail: t("{count, plural, one {# refund waiting for a Retry} other {# refunds waiting for a Retry}}", { count: refunds.failed.count }),
    },
  ];
}

/** What providers have been paid, what is in flight, what failed and what is still owed. */
export function payoutFigures(payouts: PayoutTotals): MoneyFigure[] {
  return [
    {
      id: "paid",
      // translators: money already paid out to providers
      label: t("Paid"),
      value: payouts.paid,
      detail: t("to providers' mobile money and bank accounts"),
    },
    { id: "processing", label: t("Processing"), value: payouts.processing, detail: t("sent, not yet confirmed") },
    {
      id: "failed",
      label: t("Failed"),
      value: payouts.failed,
      detail: t("{count, plural, one {# payout; their visits go into the next run} other {# payouts; their visits go into the next run}}", { count: payouts.failedCount }),
    },
    { id: "owed", label: t("Owed"), value: payouts.owed, detail: t("for paid visits not yet paid out") },
  ];
}

/** Refunds processed in each month of the chart's twelve, and that month's net revenue; zeros where none. */
export function monthRefunds(report: AdminRevenueReport, month: string): { refunds: string; netRevenue: string } {
  const found = report.refunds.monthly.find((entry) => entry.month === month);
  if (found) return { refunds: found.refunds, netRevenue: found.netRevenue };
  const revenue = report.monthly.find((entry) => entry.month === month)?.revenue ?? "0.00";
  return { refunds: "0.00", netRevenue: revenue };
}
