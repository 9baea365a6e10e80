/** Starts the app: the route table and the current user load in parallel, then the one router renders. */
import { appStore } from "@gh/state";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as StoreProvider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, useRoutes, type RouteObject } from "@gh/router";
import { queryClient } from "./app/query-client";
import { appRoutes, preloadRouteFor } from "./app/routes";
import { registerServiceWorker } from "./app/service-worker";
import { currentUserQuery } from "./features/auth/current-user";
import { loadRemotesManifest } from "./federation/remotes";

void queryClient.prefetchQuery(currentUserQuery);
registerServiceWorker();

loadRemotesManifest().then((manifest) => {
  const routes = appRoutes(manifest);
  preloadRouteFor(routes, window.location.pathname);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <StoreProvider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </QueryClientProvider>
      </StoreProvider>
    </StrictMode>,
  );
});

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
