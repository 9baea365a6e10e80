/**
 * Chrome around every page: header, the provider navigation bar (providers only), main, footer, the
 * toast. Public pages render at once; pages that depend on who is signed in show the spinner while
 * the auth state loads (RouteGuard), and the header shows a placeholder avatar meanwhile. Every new page
 * opens at its top with focus on its heading (ScrollAndFocus).
 */
import { useT } from "@gh/i18n";
import { Toaster } from "@gh/ui/core";
import { lazy, Suspense } from "react";
import { Outlet } from "@gh/router";
import { useCurrentUser } from "@gh/api-client";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollAndFocus } from "./scroll-and-focus";
import "./layout.css";

// Only providers ever see it, so its code stays off everyone else's download.
const ProviderNav = lazy(() => import("./provider-nav"));

export function RootLayout() {
  const { user } = useCurrentUser();
  const t = useT();
  return (
    <div className="shell-app">
      <ScrollAndFocus />
      <a className="shell-skip-link" href="#main">
        {t("Skip to main content")}
      </a>
      <Header />
      {user?.role === "provider" && (
        <Suspense fallback={null}>
          <ProviderNav />
        </Suspense>
      )}
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
