/** The four money figures at the top of the Revenue Dashboard (docs/product-rules.md#admin-and-exports). */
import type { RevenueReport } from "@gh/contracts/admin/options";
import { COMMISSION_BASIS_POINTS } from "@gh/contracts/constants";
import { formatCedis } from "@gh/contracts/money";
import { useT } from "@gh/i18n";

const commissionPercent = COMMISSION_BASIS_POINTS / 100;

export function RevenueCards({ report }: { report: RevenueReport }) {
  const t = useT();
  const cards = [
    {
      id: "revenue",
      label: t("Total Revenue"),
      value: report.totalRevenue,
      detail: t("{count, plural, one {# paid booking} other {# paid bookings}}", { count: report.paidAppointments }),
    },
    { id: "commission", label: t("Your Commission"), value: report.totalCommission, detail: t("{percent}% of every booking", { percent: commissionPercent }) },
    { id: "payouts", label: t("Provider Payouts"), value: report.totalPayouts, detail: t("{percent}% to providers", { percent: 100 - commissionPercent }) },
    {
      id: "average",
      // translators: "Avg" is short for average; a card's heading
      label: t("Avg Commission"),
      value: report.averageCommission,
      detail: t("per appointment"),
    },
  ];
  return (
    <section aria-labelledby="revenue-totals" className="revenue-totals">
      <h2 id="revenue-totals" className="ui-sr-only">
        {t("Totals")}
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
