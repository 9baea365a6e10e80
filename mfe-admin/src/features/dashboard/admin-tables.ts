/**
 * How the Admin Dashboard reads its address and the API's answers: which tab, which page and order
 * (all in the URL, so Back and a shared link land on the same rows), the list calls' URLs, and the
 * words the tables show.
 */
import { ADMIN_PAGE_SIZE, ADMIN_SEARCHABLE, ADMIN_SORTS, ADMIN_TABLES, type AdminStats, type AdminTable } from "@gh/contracts/admin/options";
import type { Role } from "@gh/contracts/auth";
import { REFUND_STATUSES, type RefundStatus } from "@gh/contracts/refunds";
import type { TableSort } from "../../components/data-table";
import { msg, t } from "@gh/i18n";

export const AUDIT_TAB = "audit";
export const REFUNDS_TAB = "refunds";
export type DashboardTab = AdminTable | typeof REFUNDS_TAB | typeof AUDIT_TAB;
export const DASHBOARD_TABS: readonly DashboardTab[] = [...ADMIN_TABLES, REFUNDS_TAB, AUDIT_TAB];

/** Each tab's name (English: shown with t()). */
export const TAB_LABELS: Record<DashboardTab, string> = {
  users: msg("Users"),
  providers: msg("Providers"),
  reviews: msg("Reviews"),
  appointments: msg("Appointments"),
  refunds: msg("Refunds"),
  audit: msg("Audit Log"),
};

/** What a table tab says about its own rows (English: shown with t()); the searchable ones, its search and "{search}" found nothing. */
export const TABLE_TEXTS: Record<AdminTable, { loading: string; loadFailed: string; pages: string; search?: { label: string; hint: string; noMatch: string } }> = {
  users: {
    loading: msg("Loading users..."),
    loadFailed: msg("We could not load the users"),
    search: { label: msg("Search users"), hint: msg("Name or e-mail"), noMatch: msg("No users match “{search}”") },
    pages: msg("Users pages"),
  },
  providers: {
    loading: msg("Loading providers..."),
    loadFailed: msg("We could not load the providers"),
    search: { label: msg("Search providers"), hint: msg("Name, e-mail, specialty or location"), noMatch: msg("No providers match “{search}”") },
    pages: msg("Providers pages"),
  },
  reviews: {
    loading: msg("Loading reviews..."),
    loadFailed: msg("We could not load the reviews"),
    pages: msg("Reviews pages"),
  },
  appointments: {
    loading: msg("Loading appointments..."),
    loadFailed: msg("We could not load the appointments"),
    pages: msg("Appointments pages"),
  },
};

/** The four counters (docs/product-rules.md#screens-and-texts), in the spec's order and words (English: shown with t()). */
export const COUNTERS: readonly { table: AdminTable; label: string }[] = [
  { table: "users", label: msg("Total Users") },
  { table: "providers", label: msg("Providers") },
  { table: "reviews", label: msg("Reviews") },
  { table: "appointments", label: msg("Appointments") },
];

export function readTab(params: URLSearchParams): DashboardTab {
  const wanted = params.get("tab");
  return (DASHBOARD_TABS as readonly string[]).includes(wanted ?? "") ? (wanted as DashboardTab) : "users";
}

/** What one table's rows are: a page, an order and (Users, Providers) a search. */
export interface TableQuery {
  page: number;
  sort: TableSort;
  search: string;
}

/** The server's default order: newest first. */
export const DEFAULT_SORT: TableSort = { key: "id", order: "desc" };

export function isSearchable(table: AdminTable): boolean {
  return ADMIN_SEARCHABLE.includes(table);
}

function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The table's query from the address; anything unreadable falls back to the first page, newest first. */
export function readTableQuery(table: AdminTable, params: URLSearchParams): TableQuery {
  const key = params.get("sort") ?? "";
  const order = params.get("order");
  const sort: TableSort = (ADMIN_SORTS[table] as readonly string[]).includes(key)
    ? { key, order: order === "asc" || order === "desc" ? order : "asc" }
    : DEFAULT_SORT;
  return { page: readPage(params), sort, search: isSearchable(table) ? (params.get("search") ?? "").trim() : "" };
}

/** The address's query for a tab and its table query, leaving out what is the default. */
export function tableParams(tab: DashboardTab, query: Partial<TableQuery> = {}): Record<string, string> {
  const params: Record<string, string> = { tab };
  if (query.page && query.page > 1) params.page = String(query.page);
  if (query.sort && (query.sort.key !== DEFAULT_SORT.key || query.sort.order !== DEFAULT_SORT.order)) {
    params.sort = query.sort.key;
    params.order = query.sort.order;
  }
  if (query.search) params.search = query.search;
  return params;
}

/** GET /api/admin/{table}?page=&pageSize=&sort=&order=[&search=] */
export function tableUrl(table: AdminTable, query: TableQuery): string {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(ADMIN_PAGE_SIZE),
    sort: query.sort.key,
    order: query.sort.order,
  });
  if (query.search) params.set("search", query.search);
  return `/api/admin/${table}?${params}`;
}

/** The Refunds tab's list (?status=): failed by default, the ones waiting for an admin. */
export function readRefundStatus(params: URLSearchParams): RefundStatus {
  const wanted = params.get("status");
  return (REFUND_STATUSES as readonly string[]).includes(wanted ?? "") ? (wanted as RefundStatus) : "failed";
}

/** The Refunds tab's address: failed and page 1 are the defaults, left out. */
export function refundsParams(status: RefundStatus, page = 1): Record<string, string> {
  return { tab: REFUNDS_TAB, ...(status === "failed" ? {} : { status }), ...(page > 1 ? { page: String(page) } : {}) };
}

export function readRefundsPage(params: URLSearchParams): number {
  return readPage(params);
}

export function readAuditPage(params: URLSearchParams): number {
  return readPage(params);
}

/**
 * How many rows the whole table has, when known: the tab's own total when it is not searched, else
 * the counter. The CSV is the whole table, so a search that finds nothing does not make it empty.
 */
export function wholeTableTotal(table: AdminTable, search: string, pageTotal: number | undefined, stats: AdminStats | undefined): number | undefined {
  if (!search && pageTotal !== undefined) return pageTotal;
  return stats?.[table];
}

const ROLE_LABELS: Record<Role, string> = {
  // translators: a user's role
  patient: msg("Patient"),
  // translators: a user's role
  provider: msg("Provider"),
  // translators: a user's role
  admin: msg("Admin"),
};

/** docs/product-rules.md#roles-and-ownership: any role but provider and admin is treated as a patient. In the page's language. */
export function roleLabel(role: string): string {
  return t(ROLE_LABELS[role as Role] ?? ROLE_LABELS.patient);
}

/** "4.5 / 5" (docs/product-rules.md#screens-and-texts). */
export function ratingText(rating: number): string {
  return `${Number.isInteger(rating) ? rating : rating.toFixed(1)} / 5`;
}

/** "1 year", "12 years", in the page's language. */
export function yearsText(years: number): string {
  return t("{count, plural, one {# year} other {# years}}", { count: years });
}

