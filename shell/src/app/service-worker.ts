/**
 * Registers /sw.js (spec §7) and tells it every same-origin resource this page loads, including the
 * ones fetched before the worker took control, so one visit to the emergency page is enough for it
 * to work offline next time. The worker skips what it already holds.
 */
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

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}
