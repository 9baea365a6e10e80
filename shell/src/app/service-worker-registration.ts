/**
 * Registers /sw.js (README.md#install-as-an-app) and tells it every same-origin resource this page loads, including the
 * ones fetched before the worker took control, so one visit is enough for the page to work offline
 * next time. The worker skips what it already holds. On an iPhone or iPad, which never offers to
 * install, shows the install banner's "Add to Home Screen" hint. Downloaded once the first screen is
 * done (service-worker.ts).
 */
import { needsHomeScreenHint } from "../features/install-banner/home-screen-hint";

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

/** `showHomeScreenHint` draws the banner's iPhone hint (its code, too, comes only then). */
export function registerForOffline(showHomeScreenHint: () => void): void {
  if ("serviceWorker" in navigator) void register();
  if (needsHomeScreenHint(navigator, matchMedia("(display-mode: standalone)").matches)) showHomeScreenHint();
}
