/**
 * When the app starts. A page prerendered at build time (the landing, /emergency) already shows and
 * works as HTML: its links are real links, the search form a real GET form, the menu a <details>. So
 * the app waits until the visitor reaches for the page (a touch, a key, a scroll) and no long task
 * blocks the page while it is being read (docs/decisions/0002-prerendered-first-screen.md). On a
 * touch screen (a phone: the device the budgets are for) it waits for that alone: every use of the
 * page, scrolling to the sections the app draws included, begins with a touch. With a mouse it also
 * starts once the page has been idle for a while, as a desktop reader may only look
 * (docs/decisions/0010-app-starts-at-the-first-touch.md). Any other page has
 * nothing to show until the app runs, so it starts at once; so does a page the Worker drew with its
 * data whose buttons only the app works (search results, docs/decisions/0009-search-results-in-the-html.md).
 * This module is part of the entry chunk: it imports nothing.
 */

/**
 * The Worker's mark on a page whose buttons only the app works (@gh/contracts/federation's
 * PAGE_NEEDS_APP_ATTRIBUTE, written out here: importing it costs the entry chunk 0.1 KiB of gzip;
 * start-schedule.test.ts checks the two agree).
 */
export const PAGE_NEEDS_APP_ATTRIBUTE = "data-page-needs-app";

const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;
/** The longest the app waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;

/** The build-time render is inside #root before any script runs. */
export function showsPrerenderedPage(): boolean {
  return Boolean(document.getElementById("root")?.firstElementChild);
}

/** Whether the page shown works as HTML until the visitor reaches for it: the app then waits for them. */
export function waitsForVisitor(): boolean {
  return showsPrerenderedPage() && !pageNeedsApp();
}

/** The Worker drew this page with controls only the app works. */
export function pageNeedsApp(): boolean {
  return Boolean(document.getElementById("root")?.hasAttribute(PAGE_NEEDS_APP_ATTRIBUTE));
}

/** A form field of the prerendered page: the app would replace it while the visitor types. */
function isPrerenderedField(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches("input, select, textarea") && Boolean(document.getElementById("root")?.contains(target));
}

export function whenToStart(): Promise<void> {
  if (!waitsForVisitor()) return Promise.resolve();
  return new Promise((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      // Never while the visitor is typing in the prerendered form: it starts when they leave the field.
      if (isPrerenderedField(document.activeElement)) return;
      started = true;
      for (const type of INTERACTIONS) removeEventListener(type, onInteraction, true);
      removeEventListener("focusout", onLeaveField, true);
      resolve();
    };
    function onInteraction(event: Event) {
      if (!isPrerenderedField(event.target)) start();
    }
    function onLeaveField(event: FocusEvent) {
      if (isPrerenderedField(event.target) && !isPrerenderedField(event.relatedTarget)) setTimeout(start, 0);
    }
    for (const type of INTERACTIONS) addEventListener(type, onInteraction, { capture: true, passive: true });
    addEventListener("focusout", onLeaveField, true);
    // On a slow network the visitor may have tapped or scrolled before this script arrived.
    if (reachedForAlready()) start();
    const whenIdle = () => {
      if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(start, IDLE_TIMEOUT_MS);
    };
    if (startsWithATouch()) return;
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  });
}

/** A tap, click or key press on the page (the browser's user activation), or a scroll, before this script ran. */
function reachedForAlready(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation?.hasBeenActive === true || window.scrollY > 0;
}

/** A touch screen with no mouse: the first use of the page is a touch. */
function startsWithATouch(): boolean {
  return matchMedia("(pointer: coarse) and (hover: none)").matches;
}

/** Gives the browser a turn between the start's steps, so none of them adds up to one long task. */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
