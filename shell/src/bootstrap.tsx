/** Starts the app: the route table and the current user load in parallel, then the one router renders. */
import { appStore, mobileMenuOpenAtom } from "@gh/state";
import { QueryClientProvider } from "@gh/query";
import { Provider as StoreProvider } from "jotai";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, useRoutes, type RouteObject } from "@gh/router";
import { queryClient } from "./app/query-client";
import { appRoutes, preloadRouteFor } from "./app/routes";
import { registerServiceWorker } from "./app/service-worker";
import { currentUserQuery } from "@gh/api-client";
import { pageNeedsApp, yieldToPage } from "./app/start-schedule";
import { carryOverTyping } from "./app/carry-over-form";
import { loadRemotesManifest } from "./federation/remotes";
import { FIRST_READS_ELEMENT_ID } from "@gh/contracts/federation";
import { startLanguage } from "@gh/i18n";
import "./locales";

// A page the Worker drew with its data (/search) hands that data over: the app need not ask again.
// Only such a page downloads the code that reads it (the landing's JavaScript budget is tight).
const firstReadsSeeded = document.getElementById(FIRST_READS_ELEMENT_ID)
  ? import("./app/first-reads").then(({ seedFirstReads }) => seedFirstReads(queryClient))
  : Promise.resolve();
const userReady = queryClient.prefetchQuery(currentUserQuery);

Promise.all([loadRemotesManifest(), firstReadsSeeded, startLanguage()]).then(async ([manifest]) => {
  // Each step gives the page a turn first, so the start is a row of short tasks, not one long one.
  await yieldToPage();
  const routes = appRoutes(manifest);
  const pageReady = preloadRouteFor(routes, window.location);
  const root = document.getElementById("root")!;
  // A first screen rendered at build time is already showing: start once the app can draw the same
  // screen (who is signed in, the page's code and data), so it replaces it once, without a spinner.
  if (root.firstElementChild) {
    const [, pageCodeReady] = await Promise.all([userReady, pageReady]);
    // Offline, with this page's code never saved on the phone: the prerendered page works as it is
    // (real links, a GET search form, tel: call buttons), and "section unavailable" would replace it.
    // A page whose buttons only the app works gets the app's "unavailable" and Retry instead.
    if ((!manifest || !pageCodeReady) && !pageNeedsApp()) return;
  }
  await yieldToPage();
  // What the visitor typed into the prerendered form goes into the app's form once it shows.
  carryOverTyping(root);
  // Likewise a phone menu opened on the prerendered header stays open under the app's header, also
  // when it is opened while the app is still drawing (a time-sliced render takes a few turns).
  const prerenderedMenu = root.querySelector<HTMLDetailsElement>("details.shell-menu");
  const followMenu = () => appStore.set(mobileMenuOpenAtom, prerenderedMenu?.open ?? false);
  followMenu();
  prerenderedMenu?.addEventListener("toggle", followMenu);
  // A transition lets React draw the first screen in small slices that keep the phone responsive.
  startTransition(() => createRoot(root).render(
    <StrictMode>
      <StoreProvider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </QueryClientProvider>
      </StoreProvider>
    </StrictMode>,
  ));
  // After the first screen: the worker's install then runs in the page's idle time, not beside the start.
  registerServiceWorker();
});

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
