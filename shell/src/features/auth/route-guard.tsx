/**
 * Client-side route access, for the visitor's convenience only: the API enforces every rule.
 * Anonymous visitors of signed-in pages go to /auth (and come back after); the wrong role goes home.
 */
import type { RouteAccess } from "@gh/contracts";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "@gh/router";
import { PageSpinner } from "../../federation/remote-module";
import { useCurrentUser } from "./current-user";

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (access === "public") return children;
  if (isLoading) return <PageSpinner />;
  if (access === "anonymous") return user ? <Navigate to="/" replace /> : children;
  if (!user) return <Navigate to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (access === "provider" && user.role !== "provider") return <Navigate to="/" replace />;
  if (access === "admin" && user.role !== "admin") return <Navigate to="/" replace />;
  return children;
}
