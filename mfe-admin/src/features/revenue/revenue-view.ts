/**
 * How the Revenue Dashboard words and draws its figures (SPEC.md §2 "Revenue Dashboard", §9;
 * DESIGN.md §5: growth is computed from real monthly totals, not the spec's fixed 12.5%).
 */
import { formatCedis, formatMonth, MONTH_NAMES, type RevenueMonth, type RevenueReport } from "@gh/contracts";

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

/** "Nov 2026" for a chart label. */
export function shortMonth(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return `${MONTH_NAMES[(number ?? 1) - 1]!.slice(0, 3)} ${year}`;
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
    label: shortMonth(month.month),
    value: compactCedis(month.revenue),
    share: highest > 0 ? (Number(month.revenue) || 0) / highest : 0,
  }));
}
