/** Home for a signed-in patient (spec "Patient dashboard"): shortcuts, recent activity, tips, logout. */
import { Button, LogOut } from "@gh/ui";
import { useCurrentUser } from "@gh/api-client";
import { DashboardShortcuts } from "./dashboard-shortcuts";
import { QuickTips } from "./quick-tips";
import { RecentActivity } from "./recent-activity";
import "./home.css";

export default function PatientDashboard() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="container home-dashboard">
      <header className="home-dashboard__header">
        <div>
          <h1>Welcome back, {user.firstName}!</h1>
          <p className="shell-muted">Find a provider, manage your appointments or get emergency help.</p>
        </div>
        {/* A full navigation: the API ends the session and sends the browser home. */}
        <Button variant="outline" onClick={() => window.location.assign("/api/logout")}>
          <LogOut size={18} /> Logout
        </Button>
      </header>
      <DashboardShortcuts />
      <div className="home-dashboard__panels">
        <RecentActivity createdAt={user.createdAt} />
        <QuickTips />
      </div>
    </div>
  );
}
