/**
 * One page of an admin table, keyed by its URL like every other answer, so an admin change
 * elsewhere (provider management invalidates every "/api/admin…" key) refreshes it. The previous
 * page stays on screen while the next page, order or search loads.
 */
import type { AdminAppointment, AdminPage, AdminProvider, AdminReview, AdminTable, AdminUser, AuditEntry } from "@gh/contracts/admin/options";
import { keepPreviousData, useQuery } from "@gh/query";
import { auditUrl, tableUrl, type TableQuery } from "../admin-tables";

export interface AdminRows {
  users: AdminUser;
  providers: AdminProvider;
  reviews: AdminReview;
  appointments: AdminAppointment;
}

export function useAdminTable<Table extends AdminTable>(table: Table, query: TableQuery) {
  return useQuery<AdminPage<AdminRows[Table]>>({ queryKey: [tableUrl(table, query)], placeholderData: keepPreviousData });
}

export function useAuditLog(page: number) {
  return useQuery<AdminPage<AuditEntry>>({ queryKey: [auditUrl(page)], placeholderData: keepPreviousData });
}
