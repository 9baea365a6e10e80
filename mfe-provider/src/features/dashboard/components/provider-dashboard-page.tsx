/**
 * /provider/dashboard (docs/product-rules.md#screens-and-texts): who the provider is, their practice at a glance,
 * and tabs to run it: Overview, Appointments, Earnings, Reviews, Profile. The selected tab lives in the URL
 * (?tab=), so Back and a shared link land on it.
 */
import { useSearchParams } from "@gh/router";
import { useDocumentTitle } from "@gh/ui";
import { Tabs, type TabItem } from "@gh/ui/flows";
import { useState } from "react";
import { isMissingProfile, useProviderDashboard } from "../api/use-provider-dashboard";
import { NO_FILTERS, type AppointmentFilters } from "../dashboard-view";
import { AppointmentsTab } from "./appointments-tab";
import { DashboardHeader } from "./dashboard-header";
import { DashboardReviewsTab } from "./dashboard-reviews-tab";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { DefaultHoursNotice } from "./default-hours-notice";
import { EarningsTab } from "./earnings-tab";
import { LicenceNotice } from "./licence-notice";
import { LoadFailed } from "./load-failed";
import { OverviewTab } from "./overview-tab";
import { ProfileNotFound } from "./profile-not-found";
import { ProfileTab } from "./profile-tab";
import { StatCards } from "./stat-cards";
import { useT } from "../../../lib/i18n";
import "./dashboard.css";

const TAB_IDS = ["overview", "appointments", "earnings", "reviews", "profile"] as const;
type TabId = (typeof TAB_IDS)[number];

export default function ProviderDashboardPage() {
  const t = useT();
  useDocumentTitle(t("Provider Dashboard"));
  const dashboard = useProviderDashboard();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<AppointmentFilters>(NO_FILTERS);
  const wanted = searchParams.get("tab");
  const tab: TabId = (TAB_IDS as readonly string[]).includes(wanted ?? "") ? (wanted as TabId) : "overview";
  const selectTab = (id: string) => setSearchParams(id === "overview" ? {} : { tab: id }, { replace: true });
  // From a quick action: its button leaves with the Overview panel, so focus goes to the tab shown.
  const showAppointments = () => {
    selectTab("appointments");
    setTimeout(() => document.querySelector<HTMLElement>('.dashboard-tabs [role="tab"][aria-selected="true"]')?.focus());
  };

  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) {
    if (isMissingProfile(dashboard.error)) return <ProfileNotFound />;
    return (
      <div className="container dashboard-page">
        <h1 className="dashboard-page__title">{t("Provider Dashboard")}</h1>
        <LoadFailed what="dashboard" onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      </div>
    );
  }

  const data = dashboard.data;
  const items: TabItem[] = [
    { id: "overview", label: t("Overview"), content: <OverviewTab dashboard={data} onShowAppointments={showAppointments} /> },
    { id: "appointments", label: t("Appointments"), content: <AppointmentsTab filters={filters} onFiltersChange={setFilters} /> },
    { id: "earnings", label: t("Earnings"), content: <EarningsTab /> },
    { id: "reviews", label: t("Reviews"), content: <DashboardReviewsTab dashboard={data} /> },
    { id: "profile", label: t("Profile"), content: <ProfileTab provider={data.provider} /> },
  ];

  return (
    <>
      <DashboardHeader provider={data.provider} />
      <div className="container dashboard-page">
        <LicenceNotice provider={data.provider} />
        {data.usingDefaultHours && <DefaultHoursNotice />}
        <StatCards stats={data.stats} />
        <Tabs items={items} ariaLabel={t("Dashboard sections")} selectedTab={tab} onTabChange={selectTab} className="dashboard-tabs" />
      </div>
    </>
  );
}
