/** The practice at a glance: today, what is coming, what waits for the provider, this month. */
import type { ProviderDashboardStats } from "@gh/contracts/providers/options";
import { useT } from "../../../lib/i18n";
import { statCards } from "../dashboard-view";

export function StatCards({ stats }: { stats: ProviderDashboardStats }) {
  // Draws again when the language changes: the cards' texts are made in statCards.
  const t = useT();
  return (
    <section aria-labelledby="dashboard-stats" className="dashboard-stats">
      <h2 id="dashboard-stats" className="ui-sr-only">
        {t("Practice at a glance")}
      </h2>
      <dl className="dashboard-stats__grid">
        {statCards(stats).map((card) => (
          <div key={card.id} className="ui-card dashboard-stat" data-stat={card.id}>
            <dt className="dashboard-stat__label">{card.label}</dt>
            <dd className="dashboard-stat__value">{card.value}</dd>
            {card.detail && <dd className="dashboard-stat__detail">{card.detail}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
