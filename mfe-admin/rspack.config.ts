import { remoteConfig } from "../rspack.config.base.ts";

export default remoteConfig({
  name: "mfe_admin",
  dir: import.meta.dirname,
  exposes: {
    "./AdminDashboardPage": "./src/features/dashboard/components/admin-dashboard-page.tsx",
    "./AdminProvidersPage": "./src/features/providers/components/admin-providers-page.tsx",
    "./RevenuePage": "./src/features/revenue/components/revenue-page.tsx",
    "./LicencesPage": "./src/features/licences/components/licences-page.tsx",
    "./NhisReportsPage": "./src/features/nhis-reports/components/nhis-reports-page.tsx",
  },
  routes: [
    { path: "/admin", module: "./AdminDashboardPage", access: "admin" },
    { path: "/admin/providers", module: "./AdminProvidersPage", access: "admin" },
    { path: "/revenue", module: "./RevenuePage", access: "admin" },
    { path: "/admin/licences", module: "./LicencesPage", access: "admin" },
    { path: "/admin/nhis-reports", module: "./NhisReportsPage", access: "admin" },
  ],
});
