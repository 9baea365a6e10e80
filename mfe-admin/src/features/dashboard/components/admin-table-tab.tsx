/**
 * One table tab (Users, Providers, Reviews, Appointments): a search on Users and Providers, Download
 * CSV, which rows are showing, the sortable table and its pages. Everything is asked of the server:
 * the browser never holds more than a page.
 */
import { ADMIN_TEXTS, type AdminStats, type AdminTable } from "@gh/contracts/admin/options";
import { Button } from "@gh/ui";
import { DataTable, type Column } from "../../../components/data-table";
import { LoadFailed } from "../../../components/load-failed";
import { pageCount, showingText } from "../../../components/paging";
import { Pagination } from "../../../components/pagination";
import { SearchBox } from "../../../components/search-box";
import { TableSkeleton } from "../../../components/table-skeleton";
import { msg, useT } from "@gh/i18n";
import { isSearchable, TAB_LABELS, TABLE_TEXTS, wholeTableTotal } from "../admin-tables";
import { useAdminTable, type AdminRows } from "../api/use-admin-table";
import { useTableCsv } from "../hooks/use-table-csv";
import { useTableQuery } from "../hooks/use-table-query";
import { TABLE_COLUMNS } from "./table-columns";

/** An empty table's words (English: shown with t()). */
const EMPTY_TEXTS: Record<AdminTable, string> = {
  users: msg("No users found"),
  providers: msg("No providers found"),
  reviews: msg("No reviews found"),
  appointments: ADMIN_TEXTS.noAppointments,
};

export interface AdminTableTabProps<Table extends AdminTable> {
  table: Table;
  /** The counters, to know whether a searched table is empty as a whole. */
  stats: AdminStats | undefined;
}

export function AdminTableTab<Table extends AdminTable>({ table, stats }: AdminTableTabProps<Table>) {
  const t = useT();
  const { query, setPage, setSort, setSearch } = useTableQuery(table);
  const rows = useAdminTable(table, query);
  const label = t(TAB_LABELS[table]);
  const texts = TABLE_TEXTS[table];
  const search = isSearchable(table) ? texts.search : undefined;
  const csv = useTableCsv(table, wholeTableTotal(table, query.search, rows.data?.total, stats));
  const columns = TABLE_COLUMNS[table] as readonly Column<AdminRows[Table]>[];

  let body;
  if (rows.isPending) {
    body = <TableSkeleton label={t(texts.loading)} columns={columns.length} />;
  } else if (rows.isError) {
    body = <LoadFailed title={t(texts.loadFailed)} onRetry={() => void rows.refetch()} retrying={rows.isFetching} />;
  } else {
    const { items, total, page, pageSize } = rows.data;
    body = (
      <>
        <DataTable
          caption={label}
          captionHidden
          columns={columns}
          rows={items}
          rowKey={(row) => row.id}
          sort={query.sort}
          onSortChange={setSort}
          emptyText={query.search && search ? t(search.noMatch, { search: query.search }) : t(EMPTY_TEXTS[table])}
          busy={rows.isPlaceholderData}
        />
        <Pagination label={t(texts.pages)} page={page} pages={pageCount(total, pageSize)} onPageChange={setPage} />
      </>
    );
  }

  const showing = rows.data ? showingText({ ...rows.data, shown: rows.data.items.length }) : "";
  return (
    <div className="admin-tab">
      <h2 className="ui-sr-only">{label}</h2>
      <div className="admin-tab__toolbar">
        {search && (
          <SearchBox key={table} label={t(search.label)} hint={t(search.hint)} value={query.search} onSearch={setSearch} />
        )}
        <Button variant="outline" className="admin-tab__download" onClick={() => void csv.download()} loading={csv.downloading}>
          {t("Download CSV")}
        </Button>
      </div>
      <p className="admin-tab__showing" role="status">
        {showing}
      </p>
      {body}
    </div>
  );
}
