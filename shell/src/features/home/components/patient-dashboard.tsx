/**
 * Home for a signed-in patient (docs/product-rules.md#screens-and-texts): shortcuts, recent activity, tips. Sign Out is
 * the header's (the mobile menu's Sign Out on small screens): a second one here only repeated it (docs/product-rules.md#screens-and-texts).
 */
import { useCurrentUser } from "@gh/api-client";
import { useT } from "@gh/i18n";
import { useLocation } from "@gh/router";
import { isNewAccountState } from "../../../lib/pending-verification";
import { DashboardShortcuts } from "./dashboard-shortcuts";
import { QuickTips } from "./quick-tips";
import { RecentActivity } from "./recent-activity";
import "./home.css";
// A page of its own chunk (React.lazy) registers the shell's catalogs, as the start does: once, and
// also when a test draws the page without the start.

export default function PatientDashboard() {
  const t = useT();
  const { user } = useCurrentUser();
  // Straight from verifying a new account's e-mail: a first welcome, not "back".
  const newAccount = isNewAccountState(useLocation().state);
  if (!user) return null;
  return (
    <div className="container home-dashboard">
      <header className="home-dashboard__header">
        <div>
          <h1>{newAccount ? t("Welcome, {firstName}!", { firstName: user.firstName }) : t("Welcome back, {firstName}!", { firstName: user.firstName })}</h1>
          <p className="shell-muted">{t("Find a provider, manage your appointments or get emergency help.")}</p>
        </div>
      </header>
      <DashboardShortcuts />
      <div className="home-dashboard__panels">
        <RecentActivity createdAt={user.createdAt} />
        <QuickTips />
      </div>
    </div>
  );
}
