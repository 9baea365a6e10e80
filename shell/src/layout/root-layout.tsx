/** Chrome around every page: header, main (a spinner while the auth state loads), footer, the toast. */
import { Toaster } from "@gh/ui";
import { Outlet } from "react-router";
import { useCurrentUser } from "../features/auth/current-user";
import { PageSpinner } from "../federation/remote-module";
import { Footer } from "./footer";
import { Header } from "./header";
import "./layout.css";

export function RootLayout() {
  const { isLoading } = useCurrentUser();
  return (
    <div className="shell-app">
      <a className="shell-skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        {isLoading ? <PageSpinner /> : <Outlet />}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
