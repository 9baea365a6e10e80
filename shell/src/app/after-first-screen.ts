/**
 * Work the first screen does not need waits until the page has loaded, its network has been quiet
 * for a second and the main thread is idle, and its code is downloaded only then: on a phone network
 * the download, and what the work itself fetches, would otherwise compete with the first screen's own
 * (the landing's JavaScript budget counts everything until the network is idle;
 * docs/architecture.md, Performance).
 */

/** How long no resource may have finished loading for the network to count as quiet. */
const QUIET_MS = 1_000;
/** The longest the work waits: a page that keeps fetching (polling) still gets it. */
const LIMIT_MS = 10_000;

/** Runs `work` once the page's network has gone quiet after the load, in an idle moment. */
export function afterFirstScreen(work: () => void): void {
  const whenLoaded = () => {
    let done = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const run = () => {
      if (done) return;
      done = true;
      clearTimeout(quiet);
      clearTimeout(limit);
      observer?.disconnect();
      if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout: LIMIT_MS });
      else setTimeout(work, 0);
    };
    const waitForQuiet = () => {
      clearTimeout(quiet);
      quiet = setTimeout(run, QUIET_MS);
    };
    const limit = setTimeout(run, LIMIT_MS);
    try {
      // Each resource that finishes loading (a script, a stylesheet, an API read) starts the wait again.
      observer = new PerformanceObserver(waitForQuiet);
      observer.observe({ type: "resource" });
    } catch {
      // No resource timing here: the quiet second after the load is all it waits for.
    }
    waitForQuiet();
  };
  if (document.readyState === "complete") whenLoaded();
  else addEventListener("load", whenLoaded, { once: true });
}
