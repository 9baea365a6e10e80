// The async boundary Module Federation needs: shared modules are negotiated before the app runs.
// Over a prerendered page the app starts when the visitor reaches for it or the page is idle
// (start-schedule.ts). No prefetch link for its code: that costs two more requests, over the
// landing's budget of 25, and the idle start follows the load within 2 s anyway.
import { waitsForVisitor, whenToStart, yieldToPage } from "./app/start-schedule";

/**
 * The shared libraries the app's first screen needs, asked for one per turn of the page: asking for
 * all of them at once (what importing the app does) sets up every download in one task of ~50 ms on
 * a cheap phone. Each resolves from the shared scope, so the app's own import then finds them loaded.
 */
const SHARED_FIRST = [() => import("react-dom/client"), () => import("@gh/query"), () => import("@gh/router"), () => import("jotai")];

// A page the app must run (nothing prerendered, or buttons only the app works) asks for its code beside the libraries.
if (!waitsForVisitor()) void import("./app/route-code").then(({ loadPageCodeEarly }) => loadPageCodeEarly(window.location.pathname));

void whenToStart().then(async () => {
  for (const load of SHARED_FIRST) {
    // A failed download fails the app's import below, which reports it; nothing to do here.
    load().catch(() => undefined);
    await yieldToPage();
  }
  await import("./bootstrap");
});
