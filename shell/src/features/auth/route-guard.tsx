/**
 * Client-side route access, for the visitor's convenience only: the API enforces every rule.
 * Anonymous visitors of signed-in pages go to /auth (and come back after); the wrong role goes home.
 */
import type { RouteAccess } from "@gh/contracts/federation";
import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "@gh/router";
import { PageSpinner } from "../../federation/remote-module";
import { useCurrentUser } from "@gh/api-client";
import { accessAllows } from "./route-access";

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const location = useLocation();
  if (access === "public") return children;
  if (access === "anonymous") return <AnonymousOnly>{children}</AnonymousOnly>;
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return accessAllows(access, user) ? children : <Navigate to="/" replace />;
}

/**
 * Signed-in visitors go home, judged when the page opens: a page that signs the visitor in (sign-in,
 * a verification code) then sends them on itself, and must not be raced by a redirect to /.
 */
function AnonymousOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  const [openedAnonymouslyAt, setOpenedAnonymouslyAt] = useState<string | null>(null);
  useEffect(() => {
    if (!isPending && !user) setOpenedAnonymouslyAt(pathname);
  }, [isPending, user, pathname]);

  if (isPending) return <PageSpinner />;
  if (user && openedAnonymouslyAt !== pathname) return <Navigate to="/" replace />;
  return children;
}
