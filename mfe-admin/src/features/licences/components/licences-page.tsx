/**
 * /admin/licences (docs/product-rules.md#licences-and-nhis): the licence verification queue. Pending,
 * Approved and Rejected lists, each paged on the server; every licence shows what its provider entered
 * beside the document, and a waiting one can be approved for a year or rejected with a reason. The
 * list and page live in the URL (?status=&page=), so a reload keeps them.
 */
import { formatCount } from "@gh/contracts/money";
import { LICENCE_STATUSES, type AdminLicence, type LicenceStatus } from "@gh/contracts/licences/options";
import { Link, useSearchParams } from "@gh/router";
import { Badge, buttonClass, PageHeader, Skeleton, useDocumentTitle } from "@gh/ui";
import { Tabs, type TabItem } from "@gh/ui/flows";
import { useEffect, useId, useState } from "react";
import { useT } from "@gh/i18n";
import { LoadFailed } from "../../../components/load-failed";
import { Pagination } from "../../../components/pagination";
import { pageCount, showingText } from "../../../components/paging";
import { useLicenceQueue } from "../api/use-licence-queue";
import { LICENCE_STATUS_LABELS, QUEUE_TEXTS, queueParams, readLicenceStatus, readPage } from "../licence-view";
import { ApproveLicenceDialog } from "./approve-licence-dialog";
import { LicenceCard } from "./licence-card";
import { RejectLicenceDialog } from "./reject-licence-dialog";
import "./licences.css";

export default function LicencesPage() {
  const t = useT();
  useDocumentTitle(t("Licences"));
  const [params, setParams] = useSearchParams();
  const status = readLicenceStatus(params);
  const page = readPage(params);
  // Choosing a list is not a step to go Back to, like choosing a tab; it starts on its first page.
  const selectList = (id: string) => setParams(queueParams(id as LicenceStatus), { replace: true });

  const items: TabItem[] = LICENCE_STATUSES.map((option) => ({
    id: option,
    label: t(LICENCE_STATUS_LABELS[option]),
    content: <LicenceList key={option} status={option} page={page} onPage={(next) => setParams(queueParams(option, next))} />,
  }));

  return (
    <>
      <PageHeader
        title={t("Licences")}
        description={t("Check each provider's licence against what they entered. Approved for this year, they are a Verified Provider.")}
        actions={
          <Link to="/admin" className={buttonClass("outline")}>
            {t("Admin Dashboard")}
          </Link>
        }
      />
      <div className="container admin-licences">
        <Tabs items={items} ariaLabel={t("Licences by review")} selectedTab={status} onTabChange={selectList} className="admin-licences__tabs" />
      </div>
    </>
  );
}

interface LicenceListProps {
  status: LicenceStatus;
  page: number;
  onPage: (page: number) => void;
}

function LicenceList({ status, page, onPage }: LicenceListProps) {
  const t = useT();
  const queue = useLicenceQueue(status, page);
  const [approving, setApproving] = useState<AdminLicence | null>(null);
  const [rejecting, setRejecting] = useState<AdminLicence | null>(null);
  const headingId = useId();
  const pages = queue.data ? pageCount(queue.data.total, queue.data.pageSize) : 1;
  const texts = QUEUE_TEXTS[status];

  // The last licence of the last page was decided: show the page before it.
  useEffect(() => {
    if (queue.data && !queue.isPlaceholderData && page > pages) onPage(pages);
  }, [queue.data, queue.isPlaceholderData, page, pages, onPage]);

  let body;
  if (queue.isPending) {
    body = (
      <ul className="admin-licences__list" aria-busy="true" aria-label={t("Loading licences")}>
        {[0, 1].map((index) => (
          <li key={index}>
            <Skeleton height={260} />
          </li>
        ))}
      </ul>
    );
  } else if (queue.isError) {
    body = <LoadFailed title={t("We could not load the licences")} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;
  } else if (queue.data.items.length === 0) {
    body = <p className="admin-licences__empty">{t(texts.empty)}</p>;
  } else {
    body = (
      <>
        <ul className="admin-licences__list" aria-busy={queue.isPlaceholderData || undefined}>
          {queue.data.items.map((licence) => (
            <li key={licence.id}>
              <LicenceCard licence={licence} onApprove={setApproving} onReject={setRejecting} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pages={pages} onPageChange={onPage} label={t(texts.pages)} />
      </>
    );
  }

  const showing = queue.data && !queue.isPlaceholderData ? showingText({ ...queue.data, shown: queue.data.items.length }) : "";
  return (
    <section className="admin-licences__section" aria-labelledby={headingId}>
      <div className="admin-licences__summary">
        <h2 id={headingId} className="admin-licences__heading">
          {t(texts.heading)}
        </h2>
        {queue.data && (
          <Badge tone="brand" className="admin-licences__count">
            {formatCount(queue.data.total)}
          </Badge>
        )}
      </div>
      <p className="admin-licences__showing" role="status">
        {showing}
      </p>
      {body}
      <ApproveLicenceDialog licence={approving} onClose={() => setApproving(null)} />
      <RejectLicenceDialog licence={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}
