/**
 * The route table: the shell's own pages plus every remote's routes from /remotes.json. React
 * Router ranks static paths above dynamic ones, so /provider/dashboard never reaches /provider/:id.
 */
import type { RemotesManifest } from "@gh/contracts";
import { matchRoutes, Navigate, type RouteObject } from "@gh/router";
import { RouteGuard } from "../features/auth/route-guard";
import { RemoteUnavailable } from "../federation/remote-boundary";
import { RemoteModule } from "../federation/remote-module";
import { loadRemoteComponent } from "../federation/remotes";
import { RootLayout } from "../layout/root-layout";
import { NotFoundPage } from "../pages/not-found-page";

interface RemoteHandle {
  remote: string;
  module: string;
}

function remoteRoutes(manifest: RemotesManifest): RouteObject[] {
  return manifest.remotes.flatMap((remote) =>
    remote.routes.map((route): RouteObject => {
      if ("redirect" in route) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
      const handle: RemoteHandle = { remote: remote.name, module: route.module };
      return {
        path: route.path,
        handle,
        element: (
          <RouteGuard access={route.access ?? "public"}>
            <RemoteModule key={`${remote.name}${route.module}`} remote={remote.name} module={route.module} />
          </RouteGuard>
        ),
      };
    }),
  );
}

export function appRoutes(manifest: RemotesManifest | null): RouteObject[] {
  const children: RouteObject[] = manifest
    ? [...remoteRoutes(manifest), { path: "*", element: <NotFoundPage /> }]
    : // Without the route table no section can load; say so rather than claim every page is missing.
      [{ path: "*", element: <RemoteUnavailable onRetry={() => window.location.reload()} /> }];
  return [{ element: <RootLayout />, children }];
}

/** Starts downloading the remote that owns `pathname` now, instead of after the first render. */
export function preloadRouteFor(routes: RouteObject[], pathname: string): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = matches.at(-1)?.route.handle as RemoteHandle | undefined;
  if (handle) loadRemoteComponent(handle.remote, handle.module).catch(() => undefined);
}
