/** The dashboard's shape while its answer is on the way, so nothing jumps when it arrives. */
import { Skeleton, Spinner } from "@gh/ui";
import { useT } from "../../../lib/i18n";

export function DashboardSkeleton() {
  const t = useT();
  return (
    <div className="container dashboard-page" aria-busy="true">
      <Spinner label={t("Loading your dashboard...")} className="dashboard-page__spinner" />
      <div className="dashboard-header__who" aria-hidden="true">
        <Skeleton height={14} width="10rem" />
        <Skeleton height={36} width="60%" />
        <Skeleton height={16} width="40%" />
      </div>
      <div className="dashboard-stats__grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="ui-card dashboard-stat">
            <Skeleton height={14} width="70%" />
            <Skeleton height={28} width="40%" />
          </div>
        ))}
      </div>
      <Skeleton height={44} />
      <Skeleton height={160} />
    </div>
  );
}
