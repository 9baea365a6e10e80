import { remoteConfig } from "../rspack.config.base.ts";

export default remoteConfig({
  name: "mfe_provider",
  dir: import.meta.dirname,
  exposes: {
    "./RegisterProviderPage": "./src/features/registration/components/register-provider-page.tsx",
    "./ProviderVerifyPage": "./src/features/verification/components/provider-verify-page.tsx",
    "./ProviderLoginVerifyPage": "./src/features/verification/components/provider-login-verify-page.tsx",
    "./ProviderDashboardPage": "./src/features/dashboard/components/provider-dashboard-page.tsx",
    "./ProviderEditProfilePage": "./src/features/edit-profile/components/provider-edit-profile-page.tsx",
    "./ProviderEditByIdPage": "./src/features/edit-profile/components/provider-edit-by-id-page.tsx",
    "./ProviderReviewsPage": "./src/features/dashboard/components/provider-reviews-page.tsx",
    "./ProviderSettingsPage": "./src/features/settings/components/provider-settings-page.tsx",
  },
  routes: [
    { path: "/register-provider", module: "./RegisterProviderPage" },
    { path: "/provider/register", redirect: "/register-provider" },
    { path: "/provider/verify", module: "./ProviderVerifyPage", access: "anonymous" },
    { path: "/provider/login-verify", module: "./ProviderLoginVerifyPage", access: "anonymous" },
    { path: "/provider/dashboard", module: "./ProviderDashboardPage", access: "provider" },
    { path: "/provider-dashboard", redirect: "/provider/dashboard" },
    { path: "/provider/edit-profile", module: "./ProviderEditProfilePage", access: "provider" },
    { path: "/provider/:id/edit", module: "./ProviderEditByIdPage", access: "authenticated" },
    { path: "/provider/reviews", module: "./ProviderReviewsPage", access: "provider" },
    { path: "/provider/settings", module: "./ProviderSettingsPage", access: "provider" },
  ],
});
