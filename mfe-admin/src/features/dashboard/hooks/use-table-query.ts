/**
 * A table's page, order and search, kept in the address (?tab=&page=&sort=&order=&search=), so Back
 * and a shared link show the same rows. A new order or search starts again at page 1.
 */
import type { AdminTable } from "@gh/contracts/admin/options";
import { useSearchParams } from "@gh/router";
import type { TableSort } from "../../../components/data-table";
import { readTableQuery, tableParams, type TableQuery } from "../admin-tables";

export function useTableQuery(table: AdminTable) {
  const [params, setParams] = useSearchParams();
  const query = readTableQuery(table, params);
  const change = (next: TableQuery) => setParams(tableParams(table, next), { replace: false });
  return {
    query,
    setPage: (page: number) => change({ ...query, page }),
    setSort: (sort: TableSort) => change({ ...query, sort, page: 1 }),
    // Typing is not a step to go Back to: the search replaces the address's entry.
    setSearch: (search: string) => setParams(tableParams(table, { ...query, search, page: 1 }), { replace: true }),
  };
}
