/**
 * /revenue (docs/product-rules.md#admin-and-exports): what the platform has earned from paid bookings, month
 * by month, the latest bookings, how the money is split, and the report to export; with refunds, net
 * figures and payouts to providers (docs/product-rules.md#refunds and docs/product-rules.md#payouts).
 */
import { PageHeader, Skeleton, useDocumentTitle } from "@gh/ui";
import { LoadFailed } from "../../../components/load-failed";
import { useT } from "@gh/i18n";
import { useRevenueReport } from "../api/use-revenue-report";
import { ExportReportButton } from "./export-report-button";
import { MonthlyRevenueChart } from "./monthly-revenue-chart";
import { PayoutsSummary } from "./payouts-summary";
import { RecentBookings } from "./recent-bookings";
import { RefundsAndNet } from "./refunds-and-net";
import { RevenueCards } from "./revenue-cards";
import { RevenueModel } from "./revenue-model";
import "./revenue.css";

export default function RevenuePage() {
  const t = useT();
  useDocumentTitle(t("Revenue Dashboard"));
  const report = useRevenueReport();

  return (
    <>
      <PageHeader
        title={t("Revenue Dashboard")}
        description={t("Paid bookings, refunds, the platform's commission and provider payouts.")}
        actions={<ExportReportButton />}
      />
      <div className="container revenue-page">
        {report.isPending ? (
          <div className="revenue-page__loading" aria-busy="true" aria-label={t("Loading revenue")}>
            <Skeleton height={96} />
            <Skeleton height={320} />
          </div>
        ) : report.isError ? (
          <LoadFailed title={t("We could not load the revenue figures")} onRetry={() => void report.refetch()} retrying={report.isFetching} />
        ) : (
          <>
            <RevenueCards report={report.data} />
            <div className="revenue-page__columns revenue-page__columns--money">
              <RefundsAndNet report={report.data} />
              <PayoutsSummary payouts={report.data.payouts} />
            </div>
            <div className="revenue-page__columns">
              <MonthlyRevenueChart report={report.data} />
              <RecentBookings bookings={report.data.recent} />
            </div>
            <RevenueModel />
          </>
        )}
      </div>
    </>
  );
}
