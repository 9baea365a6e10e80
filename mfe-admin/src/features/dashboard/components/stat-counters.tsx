/** The four counters (docs/product-rules.md#screens-and-texts): whole-table counts from GET /api/admin/stats. */
import { Skeleton } from "@gh/ui";
import { formatCount } from "@gh/contracts/money";
import { LoadFailed } from "../../../components/load-failed";
import { useT } from "@gh/i18n";
import { COUNTERS } from "../admin-tables";
import type { useAdminStats } from "../api/use-admin-stats";

export function StatCounters({ stats }: { stats: ReturnType<typeof useAdminStats> }) {
  const t = useT();
  if (stats.isError) return <LoadFailed title={t("We could not load the counters")} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;
  return (
    <section aria-labelledby="admin-counters" className="admin-counters" aria-busy={stats.isPending || undefined}>
      <h2 id="admin-counters" className="ui-sr-only">
        {t("The platform at a glance")}
      </h2>
      <dl className="admin-counters__grid">
        {COUNTERS.map(({ table, label }) => (
          <div key={table} className="ui-card admin-counter" data-counter={table}>
            <dt className="admin-counter__label">{t(label)}</dt>
            <dd className="admin-counter__value">{stats.data ? formatCount(stats.data[table]) : <Skeleton height={28} width="4rem" />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
