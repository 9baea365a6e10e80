/**
 * Registers /sw.js (README.md#install-as-an-app) and tells it every same-origin resource this page loads, including the
 * ones fetched before the worker took control, so one visit is enough for the page to work offline
 * next time. The worker skips what it already holds.
 *
 * Also listens for the browser's install offer (README.md#install-as-an-app), and on an iPhone or iPad, which never makes
 * one, shows the banner's "Add to Home Screen" hint once the page is idle. The banner's code is
 * fetched only when it is shown, so it adds nothing to the landing page's first load.
 */
import { needsHomeScreenHint } from "../features/install-banner/home-screen-hint";
import type { InstallPromptEvent } from "../features/install-banner/install-offer";

function keepOffline(urls: string[]): void {
  if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: "cache-urls", urls });
}

async function register(): Promise<void> {
  try {
    const container = navigator.serviceWorker;
    await container.register("/sw.js");
    await container.ready;
    if (!container.controller) {
      await new Promise((resolve) => container.addEventListener("controllerchange", resolve, { once: true }));
    }
    keepOffline([location.href, ...performance.getEntriesByType("resource").map((entry) => entry.name)]);
    new PerformanceObserver((list) => keepOffline(list.getEntries().map((entry) => entry.name))).observe({ type: "resource" });
  } catch (error) {
    console.warn("Service worker registration failed", error);
  }
}

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

/** The longest the registration waits for an idle moment once the page has loaded. */
const REGISTER_IDLE_TIMEOUT_MS = 10_000;

/**
 * Registers once the page has loaded and then gone idle: installing downloads and compiles the whole
 * shell for offline use, which on a 2-core phone slows the app's own start if it runs alongside it.
 */
export function registerServiceWorker(): void {
  listenForInstallOffer();
  const iphoneHint = needsHomeScreenHint(navigator, matchMedia("(display-mode: standalone)").matches);
  if (!("serviceWorker" in navigator) && !iphoneHint) return;
  const whenIdle = () => {
    const work = () => {
      if ("serviceWorker" in navigator) void register();
      if (iphoneHint) showInstallBanner(null);
    };
    if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout: REGISTER_IDLE_TIMEOUT_MS });
    else setTimeout(work, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
