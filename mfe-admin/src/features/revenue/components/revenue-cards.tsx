/** The four money figures at the top of the Revenue Dashboard (docs/product-rules.md#admin-and-exports). */
import type { RevenueReport } from "@gh/contracts/admin/options";
import { COMMISSION_BASIS_POINTS } from "@gh/contracts/constants";
import { formatCedis, formatCount } from "@gh/contracts/money";

const commissionPercent = COMMISSION_BASIS_POINTS / 100;

export function RevenueCards({ report }: { report: RevenueReport }) {
  const cards = [
    { id: "revenue", label: "Total Revenue", value: report.totalRevenue, detail: `${formatCount(report.paidAppointments)} paid ${report.paidAppointments === 1 ? "booking" : "bookings"}` },
    { id: "commission", label: "Your Commission", value: report.totalCommission, detail: `${commissionPercent}% of every booking` },
    { id: "payouts", label: "Provider Payouts", value: report.totalPayouts, detail: `${100 - commissionPercent}% to providers` },
    { id: "average", label: "Avg Commission", value: report.averageCommission, detail: "per appointment" },
  ];
  return (
    <section aria-labelledby="revenue-totals" className="revenue-totals">
      <h2 id="revenue-totals" className="ui-sr-only">
        Totals
      </h2>
      <dl className="revenue-totals__grid">
        {cards.map((card) => (
          <div key={card.id} className="ui-card revenue-stat" data-stat={card.id}>
            <dt className="revenue-stat__label">{card.label}</dt>
            <dd className="revenue-stat__value">{formatCedis(card.value)}</dd>
            <dd className="revenue-stat__detail">{card.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
