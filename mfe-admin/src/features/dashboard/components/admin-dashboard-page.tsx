/**
 * /admin (docs/product-rules.md#admin-and-exports): the four counters, the way to Manage Providers, the
 * licence queue (Licences), NHIS reports and Revenue, and tabs of the platform's tables (Users, Providers, Reviews, Appointments), each paged, sorted and
 * searched on the server and downloadable as CSV, the Refunds (failed ones to retry; docs/product-rules.md#refunds), and the
 * Audit Log of admin changes. The tab, page, order, search and refund status live in the URL
 * (?tab=&page=&sort=&order=&search=&status=).
 */
import { Link, useSearchParams } from "@gh/router";
import { buttonClass, PageHeader, useDocumentTitle } from "@gh/ui";
import { Tabs, type TabItem } from "@gh/ui/flows";
import { ADMIN_TABLES } from "@gh/contracts/admin/options";
import { useT } from "@gh/i18n";
import { readTab, REFUNDS_TAB, TAB_LABELS, tableParams, type DashboardTab } from "../admin-tables";
import { useAdminStats } from "../api/use-admin-stats";
import { AdminTableTab } from "./admin-table-tab";
import { AuditLogTab } from "./audit-log-tab";
import { RefundsTab } from "./refunds-tab";
import { StatCounters } from "./stat-counters";
import "./dashboard.css";

export default function AdminDashboardPage() {
  const t = useT();
  useDocumentTitle(t("Admin Dashboard"));
  const stats = useAdminStats();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  // A tab starts on its first page, newest first; switching is not a step to go Back to.
  const selectTab = (id: string) => setParams(tableParams(id as DashboardTab), { replace: true });

  const items: TabItem[] = [
    ...ADMIN_TABLES.map((table) => ({ id: table, label: t(TAB_LABELS[table]), content: <AdminTableTab key={table} table={table} stats={stats.data} /> })),
    { id: REFUNDS_TAB, label: t(TAB_LABELS.refunds), content: <RefundsTab /> },
    { id: "audit", label: t(TAB_LABELS.audit), content: <AuditLogTab /> },
  ];

  return (
    <>
      <PageHeader
        title={t("Admin Dashboard")}
        description={t("Users, providers, reviews and appointments, with CSV downloads; refunds to follow up.")}
        actions={
          // The admin's pages, wrapping onto more rows on a phone.
          <nav className="admin-nav" aria-label={t("Administration")}>
            <Link to="/admin/providers" className={buttonClass("primary")}>
              {t("Manage Providers")}
            </Link>
            <Link to="/admin/licences" className={buttonClass("outline")}>
              {t("Licences")}
            </Link>
            <Link to="/admin/nhis-reports" className={buttonClass("outline")}>
              {t("NHIS reports")}
            </Link>
            <Link to="/revenue" className={buttonClass("outline")}>
              {t("Revenue")}
            </Link>
          </nav>
        }
      />
      <div className="container admin-dashboard">
        <StatCounters stats={stats} />
        <Tabs items={items} ariaLabel={t("Platform data")} selectedTab={tab} onTabChange={selectTab} className="admin-dashboard__tabs" />
      </div>
    </>
  );
}
