/** Earnings (docs/product-rules.md#payouts): owed, processing and paid out, the next payout date, and every payout with its visits. */
import { PAYOUT_PROVIDER_TEXTS } from "@gh/contracts/payouts";
import { Link } from "@gh/router";
import { AlertTriangle, Card, Spinner } from "@gh/ui";
import { useState } from "react";
import { useEarnings } from "../api/use-earnings";
import { translated, useT } from "../../../lib/i18n";
import { pageCount } from "../dashboard-view";
import { earningsFigures } from "../earnings-view";
import { LoadFailed } from "./load-failed";
import { Pagination } from "./pagination";
import { PayoutItem } from "./payout-item";

export function EarningsTab() {
  const t = useT();
  const [page, setPage] = useState(1);
  const earnings = useEarnings(page);

  if (earnings.isPending) return <Spinner label={t("Loading earnings...")} />;
  if (earnings.isError) return <LoadFailed what="earnings" onRetry={() => void earnings.refetch()} retrying={earnings.isFetching} />;

  const { payouts, hasPayoutDetails } = earnings.data;
  const first = (payouts.page - 1) * payouts.pageSize + 1;
  return (
    <div className="dashboard-earnings">
      {!hasPayoutDetails && (
        <aside className="dashboard-notice" aria-label={t("Payout details")}>
          <AlertTriangle size={20} />
          <p>
            {translated(PAYOUT_PROVIDER_TEXTS.noDetailsNotice)} <Link to="/provider/settings">{t("Add payout details")}</Link>
          </p>
        </aside>
      )}
      <section aria-labelledby="dashboard-earnings">
        <h2 id="dashboard-earnings" className="dashboard-section-title">
          {t("Earnings")}
        </h2>
        <dl className="dashboard-stats__grid dashboard-earnings__figures">
          {earningsFigures(earnings.data).map((figure) => (
            <div key={figure.id} className="ui-card dashboard-stat" data-figure={figure.id}>
              <dt className="dashboard-stat__label">{figure.label}</dt>
              <dd className="dashboard-stat__value">{figure.value}</dd>
              <dd className="dashboard-stat__detail">{figure.detail}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="dashboard-payouts">
        <h2 id="dashboard-payouts" className="dashboard-section-title">
          {t("Payouts")}
        </h2>
        <p className="dashboard-appointments__count" role="status">
          {payouts.total === 0
            ? ""
            : t("Showing {first}–{last} of {total, plural, one {# payout} other {# payouts}}", {
                first,
                last: first + payouts.items.length - 1,
                total: payouts.total,
              })}
        </p>
        {payouts.items.length === 0 ? (
          <Card className="dashboard-message">
            <p>{t(PAYOUT_PROVIDER_TEXTS.noPayouts)}</p>
          </Card>
        ) : (
          <ul className="dashboard-payouts" aria-busy={earnings.isPlaceholderData || undefined}>
            {payouts.items.map((payout) => (
              <PayoutItem key={payout.id} payout={payout} />
            ))}
          </ul>
        )}
        <Pagination label={t("Payout pages")} page={payouts.page} pages={pageCount(payouts.total, payouts.pageSize)} onPageChange={setPage} />
      </section>
    </div>
  );
}
