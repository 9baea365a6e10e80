/**
 * Chrome around every page: header, main, footer, the toast. Public pages render at once; pages that
 * depend on who is signed in show the spinner while the auth state loads (RouteGuard), and the header
 * shows a placeholder avatar meanwhile.
 */
import { Toaster } from "@gh/ui";
import { Outlet } from "@gh/router";
import { Footer } from "./footer";
import { Header } from "./header";
import "./layout.css";

export function RootLayout() {
  return (
    <div className="shell-app">
      <a className="shell-skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
