/**
 * The route table: the shell's own pages plus every remote's routes from /remotes.json. React
 * Router ranks static paths above dynamic ones, so /provider/dashboard never reaches /provider/:id.
 * Shell pages are lazy: their code is not part of the landing page's first download.
 */
import type { AccountUser } from "@gh/contracts/auth";
import type { RemotesManifest, RouteAccess } from "@gh/contracts/federation";
import { exposedModuleId } from "@gh/federation";
import { currentUserQuery } from "@gh/api-client";
import { lazy, type ComponentType } from "react";
import { matchRoutes, Navigate, type RouteObject } from "@gh/router";
import { RouteGuard } from "../features/auth/route-guard";
import { HomeRoute } from "../features/home/components/home-route";
import { RemoteUnavailable } from "../federation/remote-boundary";
import { RemoteModule } from "../federation/remote-module";
import { firstScreenQueriesOf, remotes } from "../federation/remotes";
import { RootLayout } from "../layout/root-layout";
import { LazyPage } from "../lib/lazy-page";
import { NotFoundPage } from "../pages/not-found-page";
import { queryClient } from "./query-client";
import { accessAllows, accessNeedsUser } from "../features/auth/route-access";

interface RemoteHandle {
  /** The exposed module, e.g. "mfe_directory/SearchPage". */
  id: string;
  access: RouteAccess;
}

interface ShellPageHandle {
  load: () => Promise<unknown>;
  access: RouteAccess;
}

type PageModule = () => Promise<{ default: ComponentType }>;

/** The shell's own pages and who may open them (docs/product-rules.md#roles-and-ownership). */
const SHELL_PAGES: { path: string; access: RouteAccess; load: PageModule }[] = [
  { path: "/auth", access: "anonymous", load: () => import("../features/auth/components/auth-page") },
  { path: "/forgot-password", access: "anonymous", load: () => import("../features/password-reset/components/forgot-password-page") },
  // Public: it also serves a signed-in user confirming a changed e-mail; the page sends a verified user home.
  { path: "/verify-email", access: "public", load: () => import("../features/verification/components/verify-email-page") },
  { path: "/account/verify", access: "public", load: () => import("../features/verification/components/account-verify-page") },
  { path: "/profile", access: "authenticated", load: () => import("../features/profile/components/profile-page") },
  { path: "/profile/edit", access: "authenticated", load: () => import("../features/profile/components/profile-edit-page") },
  { path: "/help", access: "public", load: () => import("../features/info-pages/components/help-page") },
  { path: "/privacy", access: "public", load: () => import("../features/info-pages/components/privacy-page") },
  { path: "/terms", access: "public", load: () => import("../features/info-pages/components/terms-page") },
];

function shellRoutes(): RouteObject[] {
  return SHELL_PAGES.map(({ path, access, load }) => {
    const Page = lazy(load);
    const handle: ShellPageHandle = { load, access };
    return {
      path,
      handle,
      element: (
        <RouteGuard key={path} access={access}>
          <LazyPage page={Page} />
        </RouteGuard>
      ),
    };
  });
}

function remoteRoutes(manifest: RemotesManifest): RouteObject[] {
  return manifest.remotes.flatMap((remote) =>
    remote.routes.map((route): RouteObject => {
      if ("redirect" in route) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
      const access = route.access ?? "public";
      const handle: RemoteHandle = { id: exposedModuleId(remote.name, route.module), access };
      const page = (
        <RouteGuard key={route.path} access={access}>
          <RemoteModule key={handle.id} id={handle.id} />
        </RouteGuard>
      );
      // "/" is the directory's landing page, except for a signed-in patient (their dashboard).
      return { path: route.path, handle, element: route.path === "/" ? <HomeRoute landing={page} /> : page };
    }),
  );
}

export function appRoutes(manifest: RemotesManifest | null): RouteObject[] {
  const children: RouteObject[] = manifest
    ? [...shellRoutes(), ...remoteRoutes(manifest), { path: "*", element: <NotFoundPage /> }]
    : // Without the route table no section can load; say so rather than claim every page is missing.
      // The shell's own pages still work.
      [...shellRoutes(), { path: "*", element: <RemoteUnavailable onRetry={() => window.location.reload()} /> }];
  return [{ element: <RootLayout />, children }];
}

/** The longest the start waits for a page's first-screen data; later data simply renders when it comes. */
export const FIRST_SCREEN_DATA_WAIT_MS = 3_000;

/**
 * Starts downloading the code of the page at `location` now, instead of after the first render, and
 * then the API reads its first screen makes (a remote page's `firstScreenQueries`). A public page's
 * download starts at once (the landing page waits for nothing); any other page's only once
 * `currentUser` says the visitor may open it, so the admin remote never reaches a patient.
 * Resolves false when the page's code could not be downloaded (offline, and never saved on the phone).
 */
export async function preloadRouteFor(
  routes: RouteObject[],
  location: { pathname: string; search: string },
  currentUser = signedInUser,
): Promise<boolean> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const handle = matches.at(-1)?.route.handle as Partial<RemoteHandle & ShellPageHandle> | undefined;
  if (!handle?.access) return true;
  if (accessNeedsUser(handle.access) && !accessAllows(handle.access, await currentUser())) return true;
  if (handle.id) {
    const { id } = handle;
    return remotes.load(id).then(
      () => prefetchFirstScreen(firstScreenQueriesOf(id, location)).then(() => true),
      () => false,
    );
  }
  if (handle.load) return handle.load().then(() => true, () => false);
  return true;
}

/** Fetches each key into the cache; settles when all have answered (or failed) or the wait is over. */
function prefetchFirstScreen(keys: string[]): Promise<unknown> {
  if (keys.length === 0) return Promise.resolve();
  const fetched = Promise.all(keys.map((key) => queryClient.prefetchQuery({ queryKey: [key] })));
  return Promise.race([fetched, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS))]);
}

/** The start-up's own GET /api/user (shared, not repeated); a failed call counts as anonymous. */
function signedInUser(): Promise<AccountUser | null> {
  return queryClient.fetchQuery(currentUserQuery).then(
    (user) => user ?? null,
    () => null,
  );
}
