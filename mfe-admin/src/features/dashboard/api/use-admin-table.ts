/**
 * One page of an admin table, keyed by its URL like every other answer, so an admin change
 * elsewhere (provider management invalidates every "/api/admin…" key) refreshes it. The previous
 * page stays on screen while the next page, order or search loads.
 */
import { apiQuery, type ApiAnswer } from "@gh/api-client";
import type { AdminPage, AdminTable } from "@gh/contracts/admin/options";
import { keepPreviousData, useQuery } from "@gh/query";
import { tableUrl, type TableQuery } from "../admin-tables";

type RowOf<Route extends `GET /api/admin/${AdminTable}`> = ApiAnswer<Route>["items"][number];

/** A row of each table, as the API declares it. */
export interface AdminRows {
  users: RowOf<"GET /api/admin/users">;
  providers: RowOf<"GET /api/admin/providers">;
  reviews: RowOf<"GET /api/admin/reviews">;
  appointments: RowOf<"GET /api/admin/appointments">;
}

export function useAdminTable<Table extends AdminTable>(table: Table, query: TableQuery) {
  // The key is built by tableUrl: the four tables share one query shape, each with its own `sort` choices.
  return useQuery<AdminPage<AdminRows[Table]>>({ queryKey: [tableUrl(table, query)], placeholderData: keepPreviousData });
}

export function useAuditLog(page: number) {
  return useQuery({ ...apiQuery("GET /api/admin/audit", { query: { page } }), placeholderData: keepPreviousData });
}
