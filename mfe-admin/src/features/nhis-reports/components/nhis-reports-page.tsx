/**
 * /admin/nhis-reports (docs/product-rules.md#licences-and-nhis): what patients said when they were
 * charged for an NHIS-covered service, newest first, a page at a time: a signal for reviewing the
 * provider, seen by administrators only. The page lives in the URL (?page=).
 */
import type { NhisReport } from "@gh/contracts/licences/options";
import { formatShortDate, formatShortDateTime } from "@gh/contracts/ghana-time/lists";
import { Link, useSearchParams } from "@gh/router";
import { buttonClass, PageHeader, useDocumentTitle } from "@gh/ui";
import { useEffect } from "react";
import { msg, useT } from "@gh/i18n";
import { DataTable, type Column } from "../../../components/data-table";
import { LoadFailed } from "../../../components/load-failed";
import { Pagination } from "../../../components/pagination";
import { pageCount, showingText } from "../../../components/paging";
import { TableSkeleton } from "../../../components/table-skeleton";
import { useNhisReports } from "../api/use-nhis-reports";
import "./nhis-reports.css";

const COLUMNS: readonly Column<NhisReport>[] = [
  { id: "reported", header: msg("Reported"), cell: (report) => formatShortDateTime(report.createdAt) },
  { id: "code", header: msg("Booking code"), cell: (report) => <span className="admin-nhis__code">{report.bookingCode}</span> },
  { id: "visit", header: msg("Visit"), cell: (report) => formatShortDate(report.visitAt) },
  { id: "provider", header: msg("Provider"), cell: (report) => <Link to={`/provider/${report.providerId}`}>{report.providerName}</Link> },
  { id: "patient", header: msg("Patient"), cell: (report) => report.patientName },
  { id: "details", header: msg("What they wrote"), cell: (report) => <span className="admin-nhis__details">{report.details}</span>, wrap: true },
];

function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function NhisReportsPage() {
  const t = useT();
  useDocumentTitle(t("NHIS reports"));
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const reports = useNhisReports(page);
  const pages = reports.data ? pageCount(reports.data.total, reports.data.pageSize) : 1;
  const show = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  // An address past the last page (an old link): show the last one.
  useEffect(() => {
    if (reports.data && !reports.isPlaceholderData && page > pages) setParams(pages > 1 ? { page: String(pages) } : {}, { replace: true });
  }, [reports.data, reports.isPlaceholderData, page, pages, setParams]);

  let body;
  if (reports.isPending) body = <TableSkeleton label={t("Loading NHIS reports...")} columns={COLUMNS.length} />;
  else if (reports.isError) body = <LoadFailed title={t("We could not load the NHIS reports")} onRetry={() => void reports.refetch()} retrying={reports.isFetching} />;
  else
    body = (
      <>
        <DataTable
          caption={t("Reports of NHIS charges, newest first")}
          captionHidden
          columns={COLUMNS}
          rows={reports.data.items}
          rowKey={(report) => report.id}
          emptyText={t("No patient has reported an NHIS charge.")}
          busy={reports.isPlaceholderData}
        />
        <Pagination label={t("NHIS reports pages")} page={page} pages={pages} onPageChange={show} />
      </>
    );

  const showing = reports.data && !reports.isPlaceholderData ? showingText({ ...reports.data, shown: reports.data.items.length }) : "";
  return (
    <>
      <PageHeader
        title={t("NHIS reports")}
        description={t("Patients who say they were charged for a service NHIS covers. Only administrators see these reports.")}
        actions={
          <Link to="/admin" className={buttonClass("outline")}>
            {t("Admin Dashboard")}
          </Link>
        }
      />
      <div className="container admin-nhis">
        <p className="admin-nhis__showing" role="status">
          {showing}
        </p>
        {body}
      </div>
    </>
  );
}
