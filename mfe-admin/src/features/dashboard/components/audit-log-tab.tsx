/** Audit Log: every administrator's change, newest first: when, who, what, and what it changed. */
import type { AuditEntry } from "@gh/contracts/admin/options";
import { formatShortDateTime } from "@gh/contracts/ghana-time/lists";
import { useSearchParams } from "@gh/router";
import { DataTable, type Column } from "../../../components/data-table";
import { LoadFailed } from "../../../components/load-failed";
import { pageCount, showingText } from "../../../components/paging";
import { Pagination } from "../../../components/pagination";
import { TableSkeleton } from "../../../components/table-skeleton";
import { AUDIT_TAB, readAuditPage, tableParams } from "../admin-tables";
import { useAuditLog } from "../api/use-admin-table";
import { actionLabel, auditChange, entityLabel } from "../audit-view";
import { msg, t, useT } from "@gh/i18n";

function ChangeCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const view = auditChange(entry);
  if (view.kind === "removed") return <span>{t("Removed {summary}", { summary: view.summary })}</span>;
  if (view.kind === "none") return <span className="admin-audit__quiet">{t("No field changes recorded")}</span>;
  return (
    <ul className="admin-audit__changes">
      {view.changes.map((change) => (
        <li key={change.field}>
          <span className="admin-audit__field">{change.label}:</span>{" "}
          {view.kind === "changed" && (
            <>
              <del className="admin-audit__before">{change.before}</del>
              <span aria-hidden="true"> → </span>
              <span className="ui-sr-only">
                {" "}
                {
                  // translators: read by a screen reader between a field's old and new value ("₵150.00 changed to ₵200.00")
                  t("changed to")
                }{" "}
              </span>
            </>
          )}
          <ins className="admin-audit__after">{change.after}</ins>
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: readonly Column<AuditEntry>[] = [
  { id: "when", header: msg("When"), cell: (entry) => formatShortDateTime(entry.createdAt) },
  // translators: the column naming the administrator who made a change
  { id: "who", header: msg("Admin"), cell: (entry) => entry.adminName || t("(removed admin)") },
  {
    id: "action",
    header: msg("Action"),
    cell: (entry) => (
      <>
        {actionLabel(entry.action)}
        <span className="admin-audit__entity">{entityLabel(entry)}</span>
      </>
    ),
  },
  { id: "change", header: msg("What changed"), cell: (entry) => <ChangeCell entry={entry} />, wrap: true },
];

export function AuditLogTab() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = readAuditPage(params);
  const log = useAuditLog(page);

  let body;
  if (log.isPending) body = <TableSkeleton label={t("Loading the audit log...")} columns={COLUMNS.length} />;
  else if (log.isError) body = <LoadFailed title={t("We could not load the audit log")} onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  else {
    const { items, total, pageSize } = log.data;
    body = (
      <>
        <DataTable
          caption={t("Audit Log")}
          captionHidden
          columns={COLUMNS}
          rows={items}
          rowKey={(entry) => entry.id}
          emptyText={t("No admin changes yet. Edits and deletions of providers are recorded here.")}
          busy={log.isPlaceholderData}
        />
        <Pagination label={t("Audit Log pages")} page={log.data.page} pages={pageCount(total, pageSize)} onPageChange={(next) => setParams(tableParams(AUDIT_TAB, { page: next }))} />
      </>
    );
  }

  return (
    <div className="admin-tab">
      <h2 className="ui-sr-only">{t("Audit Log")}</h2>
      <p className="admin-tab__showing" role="status">
        {log.data ? showingText({ ...log.data, shown: log.data.items.length }) : ""}
      </p>
      {body}
    </div>
  );
}
