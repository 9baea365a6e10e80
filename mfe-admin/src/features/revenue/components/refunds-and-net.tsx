/**
 * Refunds and net (docs/product-rules.md#refunds): gross revenue, what refunds took back, revenue, commission and provider
 * payouts net of them, and the refunds still pending or failed, with the way to the failed ones.
 */
import { formatCedis } from "@gh/contracts/money";
import type { AdminRevenueReport } from "@gh/contracts/payouts";
import { Link } from "@gh/router";
import { refundFigures } from "../revenue-view";
import { useT } from "@gh/i18n";
import { MoneyFigures } from "./money-figures";

/** The Admin Dashboard's Refunds tab, on its failed refunds. */
export const FAILED_REFUNDS_PATH = "/admin?tab=refunds&status=failed";

export function RefundsAndNet({ report }: { report: AdminRevenueReport }) {
  const t = useT();
  const { refunds } = report;
  const latePayments = Number(refunds.latePaymentsRefunded) > 0;
  return (
    <MoneyFigures id="refunds-and-net" title={t("Refunds and Net")} figures={refundFigures(report)}>
      {latePayments && (
        <p className="revenue-money__note">
          {t("Also refunded: {amount} of late or second payments, which never counted as revenue.", { amount: formatCedis(refunds.latePaymentsRefunded) })}
        </p>
      )}
      {refunds.failed.count > 0 && (
        <p className="revenue-money__action">
          <Link to={FAILED_REFUNDS_PATH}>{t("Review failed refunds")}</Link>
        </p>
      )}
    </MoneyFigures>
  );
}
