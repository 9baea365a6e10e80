/**
 * The service worker (README.md#install-as-an-app) and the install banner, started after the first
 * screen. Listens for the browser's install offer (README.md#install-as-an-app) from the start, as
 * the browser may make it at any time; the banner's code is fetched only when it is shown.
 *
 * The registration (service-worker-registration.ts, with the iPhone's "Add to Home Screen" hint)
 * waits until the page's network is quiet and the page idle (after-first-screen.ts), and its code
 * comes only then: installing downloads and compiles the whole shell for offline use, which on a
 * 2-core phone slows the app's own start if it runs alongside it, and on a phone network competes
 * with the first screen's downloads.
 */
import type { InstallPromptEvent } from "../features/install-banner/install-offer";
import { afterFirstScreen } from "./after-first-screen";

function showInstallBanner(offer: InstallPromptEvent | null): void {
  void import("../features/install-banner/mount-install-banner").then(({ showInstallBanner }) => showInstallBanner(offer));
}

function listenForInstallOffer(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Our banner asks instead of the browser's own mini-infobar.
    event.preventDefault();
    showInstallBanner(event as InstallPromptEvent);
  });
}

export function registerServiceWorker(): void {
  listenForInstallOffer();
  afterFirstScreen(() => {
    void import("./service-worker-registration").then(({ registerForOffline }) => registerForOffline(() => showInstallBanner(null)));
  });
}
