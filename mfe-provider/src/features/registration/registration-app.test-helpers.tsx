/** For the sign-up DOM tests: the wizard and the verify page at their routes, started at `path`, with the current URL shown. */
import { Navigate, useLocation, useRoutes } from "@gh/router";
import ProviderVerifyPage from "../verification/components/provider-verify-page";
import RegisterProviderPage from "./components/register-provider-page";

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{location.pathname + location.search}</output>;
}

export function SignupApp({ path, state }: { path: string; state?: unknown }) {
  const routes = useRoutes([
    { path: "/", element: <Navigate to={path} state={state} replace /> },
    { path: "/register-provider", element: <RegisterProviderPage /> },
    { path: "/provider/verify", element: <ProviderVerifyPage /> },
    { path: "/provider/login-verify", element: <h1>Security Verification</h1> },
  ]);
  return (
    <>
      {routes}
      <CurrentUrl />
    </>
  );
}

export const currentUrl = () => document.querySelector('[data-testid="current-url"]')?.textContent ?? "";
