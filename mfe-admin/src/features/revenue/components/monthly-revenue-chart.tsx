/**
 * Revenue by month for the last 12 months: horizontal bars (one row a month, so the labels and
 * values stay readable on a phone), a one-sentence summary as the picture's name, the growth figure
 * with the months it compares, and the months as a table for anyone who cannot see the bars (with
 * each month's refunds and net revenue).
 */
import { formatMonth } from "@gh/contracts/ghana-time";
import { formatCedis } from "@gh/contracts/money";
import type { AdminRevenueReport } from "@gh/contracts/payouts";
import { Card, cx } from "@gh/ui";
import { useId } from "react";
import { useT } from "@gh/i18n";
import { chartBars, chartSummary, growthText, growthTone, monthRefunds } from "../revenue-view";

const WIDTH = 360;
const ROW = 28;
const LABEL_WIDTH = 72;
const VALUE_WIDTH = 48;
const BAR_MAX = WIDTH - LABEL_WIDTH - VALUE_WIDTH - 8;

export function MonthlyRevenueChart({ report }: { report: AdminRevenueReport }) {
  const t = useT();
  const tableId = useId();
  const bars = chartBars(report.monthly);
  const height = bars.length * ROW + 4;
  const tone = growthTone(report.growth.percent);

  return (
    <Card as="section" aria-labelledby="monthly-revenue" className="revenue-section revenue-chart">
      <div className="revenue-chart__head">
        <h2 id="monthly-revenue" className="revenue-section__title">
          {t("Monthly Revenue")}
        </h2>
        <p className={cx("revenue-growth", `revenue-growth--${tone}`)}>
          <span className="revenue-growth__label">{t("Monthly growth:")} </span>
          <span className="revenue-growth__value">{growthText(report.growth)}</span>
        </p>
      </div>

      <svg className="revenue-chart__plot" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={chartSummary(report.monthly)}>
        <line className="revenue-chart__axis" x1={LABEL_WIDTH} x2={LABEL_WIDTH} y1={0} y2={height} />
        {bars.map((bar, index) => {
          const y = index * ROW + 2;
          const width = bar.share > 0 ? Math.max(2, bar.share * BAR_MAX) : 0;
          const current = index === bars.length - 1;
          return (
            <g key={bar.month}>
              <text className="revenue-chart__label" x={LABEL_WIDTH - 6} y={y + ROW / 2} textAnchor="end" dominantBaseline="central">
                {bar.label}
              </text>
              <rect className={cx("revenue-chart__bar", current && "revenue-chart__bar--current")} x={LABEL_WIDTH} y={y + 5} width={width} height={ROW - 10} rx={3} />
              <text className="revenue-chart__value" x={LABEL_WIDTH + width + 5} y={y + ROW / 2} dominantBaseline="central">
                {bar.value}
              </text>
            </g>
          );
        })}
      </svg>

      <details className="revenue-chart__months">
        <summary>{t("Show the months as a table")}</summary>
        <div className="revenue-table" id={tableId} tabIndex={0} role="region" aria-label={t("Monthly revenue table")}>
          <table>
            <caption className="ui-sr-only">{t("Revenue by month, last 12 months, oldest first")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("Month")}</th>
                <th scope="col" className="revenue-table__numeric">{t("Paid bookings")}</th>
                <th scope="col" className="revenue-table__numeric">{t("Revenue")}</th>
                <th scope="col" className="revenue-table__numeric">{t("Commission")}</th>
                <th scope="col" className="revenue-table__numeric">{t("Payouts")}</th>
                <th scope="col" className="revenue-table__numeric">{t("Refunds")}</th>
                <th scope="col" className="revenue-table__numeric">{t("Net revenue")}</th>
              </tr>
            </thead>
            <tbody>
              {report.monthly.map((month) => {
                const refunded = monthRefunds(report, month.month);
                return (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  <td className="revenue-table__numeric">{month.bookings}</td>
                  <td className="revenue-table__numeric">{formatCedis(month.revenue)}</td>
                  <td className="revenue-table__numeric">{formatCedis(month.commission)}</td>
                  <td className="revenue-table__numeric">{formatCedis(month.payouts)}</td>
                  <td className="revenue-table__numeric">{formatCedis(refunded.refunds)}</td>
                  <td className="revenue-table__numeric">{formatCedis(refunded.netRevenue)}</td>
                </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
