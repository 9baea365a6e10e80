/**
 * What a full page load does for free and a single-page app must do itself (docs/product-rules.md#accessibility):
 * a link to another page opens that page at its top, Back/Forward return to where the visitor was on
 * that history entry, and focus moves to the new page's h1 so a screen reader announces the page.
 *
 * Only a change of pathname is a new page: the search page keeps its filters, sort and page number in
 * the query string, and changing them must not throw the visitor back to the top.
 * Rendered once, inside the router, by RootLayout; it draws nothing.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType, type Location } from "@gh/router";

/** sessionStorage key: positions survive a reload and a detour to another site (Paystack, a tel: app). */
const STORAGE_KEY = "gh:scroll-positions";
/** Enough for any realistic Back chain; older entries are dropped so the stored list stays small. */
const MAX_ENTRIES = 50;
/** Remote pages download lazily (slow on 3G): how long to wait for the new page's heading. */
export const HEADING_WAIT_MS = 10_000;
/** How long to wait for a page to grow tall enough to scroll back to the saved position. */
export const RESTORE_WAIT_MS = 3_000;

interface Current {
  entry: string;
  pathname: string;
  y: number;
}

/** One history entry: React Router's key is unique per entry ("default" for the first one of a tab). */
function entryKey(location: Location): string {
  return `${location.key}|${location.pathname}${location.search}`;
}

function readStored(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function writeStored(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or disabled (private mode): positions are then kept for this page load only.
  }
}

/** Scrolls at once: the stylesheet's smooth scrolling would animate, and leave the page mid-way for a moment. */
function scrollToY(y: number) {
  window.scrollTo({ top: y, left: 0, behavior: "instant" });
}

/**
 * Watches `target` until `ready()` says done or `limitMs` passes (then `onTimeout`). Returns the
 * cancel function. MutationObserver rather than polling: no work while nothing changes.
 */
function whenReady(target: Node, ready: () => boolean, limitMs: number, onTimeout?: () => void): () => void {
  if (ready()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (ready()) cancel();
  });
  const timer = window.setTimeout(() => {
    cancel();
    onTimeout?.();
  }, limitMs);
  function cancel() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(target, { childList: true, subtree: true, characterData: true });
  return cancel;
}

/**
 * Back/Forward: the page may still be filling in (a lazily loaded remote, data arriving), so wait
 * until it is tall enough for the saved position. A visitor who scrolls or types meanwhile wins.
 */
function restorePosition(y: number): () => void {
  const root = document.documentElement;
  const fits = () => root.scrollHeight - window.innerHeight >= y;
  const apply = () => {
    if (!fits()) return false;
    scrollToY(y);
    return true;
  };
  const cancelWait = whenReady(document.body, apply, RESTORE_WAIT_MS, () => scrollToY(y));
  const userEvents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const cancel = () => {
    cancelWait();
    for (const type of userEvents) window.removeEventListener(type, cancel);
  };
  for (const type of userEvents) window.addEventListener(type, cancel, { passive: true });
  return cancel;
}

/**
 * Focuses the new page's h1 once it is on screen. A page that put focus somewhere itself (a form's
 * first field) keeps it, and so does a visitor who already moved into the page.
 */
function focusHeading(): () => void {
  const main = document.getElementById("main");
  if (!main) return () => undefined;
  return whenReady(main, () => {
    const heading = main.querySelector<HTMLElement>("h1");
    if (!heading) return false;
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return true;
    // Not a tab stop (tabIndex -1): focusable by script only, so Tab order is unchanged.
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  }, HEADING_WAIT_MS);
}

/** Opens the element a `#fragment` names, if the page has it, else the top. */
function scrollToTopOrFragment(hash: string) {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView({ block: "start", behavior: "instant" });
  else scrollToY(0);
}

export function ScrollAndFocus() {
  const location = useLocation();
  const navigationType = `${useNavigationType()}`;
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef<Current | null>(null);

  useEffect(() => {
    // The browser's own restoration runs on popstate, before the previous page has re-rendered, and
    // would be cut short by the shorter page; positions are restored here instead.
    const before = history.scrollRestoration;
    history.scrollRestoration = "manual";
    // The position is read on scroll, not at navigation: by then the new page may have shortened the document.
    const onScroll = () => {
      if (current.current) current.current.y = window.scrollY;
    };
    const persist = () => {
      if (!positions.current) return;
      if (current.current) positions.current.set(current.current.entry, current.current.y);
      writeStored(positions.current);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      history.scrollRestoration = before;
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persist);
    };
  }, []);

  // A layout effect: the new page is never painted at the previous page's scroll position.
  useLayoutEffect(() => {
    positions.current ??= readStored();
    const saved = positions.current;
    const previous = current.current;
    const entry = entryKey(location);
    if (previous) {
      saved.delete(previous.entry);
      saved.set(previous.entry, previous.y);
      if (saved.size > MAX_ENTRIES) saved.delete(saved.keys().next().value!);
    }
    if (!previous) {
      // The app's first screen: reading scrollY now would force a layout of the whole new page inside
      // React's commit, one long task on a cheap phone (docs/product-rules.md#performance-budgets). The frame's own layout comes next.
      const first: Current = { entry, pathname: location.pathname, y: 0 };
      current.current = first;
      requestAnimationFrame(() => {
        if (current.current === first) first.y = window.scrollY;
      });
    } else {
      current.current = { entry, pathname: location.pathname, y: window.scrollY };
    }

    if (navigationType === "POP") {
      const y = saved.get(entry);
      if (y !== undefined) return restorePosition(y);
      // An entry with nothing saved (its position was lost with the tab's storage) opens at the top.
      if (previous && previous.pathname !== location.pathname) scrollToY(0);
      return;
    }
    // The app's first page keeps what the browser did with it; a query-only change stays where it is.
    if (!previous || previous.pathname === location.pathname) return;
    scrollToTopOrFragment(location.hash);
    current.current.y = window.scrollY;
    return focusHeading();
  }, [location, navigationType]);

  return null;
}
