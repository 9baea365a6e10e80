import { remoteConfig } from "../rspack.config.base.ts";

export default remoteConfig({
  name: "mfe_directory",
  dir: import.meta.dirname,
  exposes: {
    "./LandingPage": "./src/features/landing/components/landing-page.tsx",
    "./SearchPage": "./src/features/search/components/search-page.tsx",
    "./ProviderProfilePage": "./src/features/provider-profile/components/provider-profile-page.tsx",
    "./EmergencyPage": "./src/features/emergency/components/emergency-page.tsx",
  },
  routes: [
    { path: "/", module: "./LandingPage" },
    { path: "/search", module: "./SearchPage" },
    { path: "/provider/:id", module: "./ProviderProfilePage" },
    { path: "/emergency", module: "./EmergencyPage" },
  ],
});
