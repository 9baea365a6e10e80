import { useSyncExternalStore } from "react";

const noChange = () => () => undefined;

/**
 * False while a page is being drawn as HTML on a server (the Worker's /search, a build-time render),
 * true in the running app. A control only the app can work (a button that changes the page) is
 * drawn disabled in that HTML, so a tap before the app has started is never silently lost; the
 * app's own render enables it (docs/decisions/0009-search-results-in-the-html.md).
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
