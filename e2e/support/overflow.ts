/**
 * Finds text that does not fit its box on a narrow screen: clipped text (the profile header once read
 * "(6 review"), text spilling out of its box over its neighbours, anything reaching past the right
 * edge of the screen, and a page that scrolls sideways. Each offender comes back with a readable
 * selector and its text so a failure says what to fix.
 */
import { expect, type Page } from "@playwright/test";

export interface Overflow {
  /** "main > section.profile-header > p.profile-rating" */
  selector: string;
  /** The start of the element's text (or its accessible name). */
  text: string;
  /** What is wrong, with the measured sizes. */
  problem: string;
}

/** Every overflow on the page as it is shown now (only what is visible is measured). */
export async function findOverflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const found: { selector: string; text: string; problem: string }[] = [];

    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (let current: Element | null = element; current && current !== document.body && parts.length < 4; current = current.parentElement) {
        let part = current.tagName.toLowerCase();
        if (current.id) part += `#${current.id}`;
        const classes = [...current.classList].slice(0, 2);
        if (classes.length) part += `.${classes.join(".")}`;
        const label = current.getAttribute("aria-label");
        if (label && current === element) part += `[aria-label="${label}"]`;
        parts.unshift(part);
      }
      return parts.join(" > ");
    };
    const textOf = (element: Element): string =>
      ((element as HTMLElement).innerText || element.getAttribute("aria-label") || (element as HTMLInputElement).value || "").replace(/\s+/g, " ").trim().slice(0, 60);

    /** Visually hidden text for screen readers (clipped to 1 px on purpose) is not on the screen. */
    const visuallyHidden = (element: Element, style: CSSStyleDeclaration, rect: DOMRect): boolean =>
      (rect.width <= 1 && rect.height <= 1) || (style.clip !== "auto" && style.clip !== "") || (style.clipPath !== "none" && style.clipPath !== "");

    /** Inside a box the visitor can scroll sideways (a wide table in its scrolling wrapper). */
    const inSideScroller = (element: Element): boolean => {
      for (let current = element.parentElement; current && current !== document.documentElement; current = current.parentElement) {
        const overflowX = getComputedStyle(current).overflowX;
        if (overflowX === "auto" || overflowX === "scroll") return current !== document.body;
      }
      return false;
    };

    const overflowing = new Set<Element>();
    for (const element of document.body.querySelectorAll("*")) {
      if (element instanceof SVGElement && !(element instanceof SVGSVGElement)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions)) continue;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (visuallyHidden(element, style, rect)) continue;
      const text = textOf(element);
      const html = element as HTMLElement;

      // Past the screen's right (or left) edge, and not in a box that scrolls sideways.
      // (Wholly off the screen is hiding on purpose, as a skip link waiting for focus does.)
      const offScreen = rect.right <= 0 || rect.left >= viewport;
      if (!offScreen && (rect.right > viewport + 1 || rect.left < -1) && style.position !== "fixed" && !inSideScroller(element)) {
        overflowing.add(element);
        // Only the outermost offender: its descendants go out with it.
        if (!element.parentElement || !overflowing.has(element.parentElement)) {
          found.push({ selector: describe(element), text, problem: `spans ${Math.round(rect.left)}–${Math.round(rect.right)} px of a ${viewport} px screen` });
        }
        continue;
      }

      if (!text || style.display === "inline" || style.display === "contents") continue;
      // A form field's value scrolls inside it by design; so does a box that scrolls.
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) continue;
      if (["auto", "scroll"].includes(style.overflowX) || html.clientWidth === 0) continue;
      // Intentional clamps (a bio shown in three lines with "…") are a design choice, not a bug.
      if (style.webkitLineClamp && style.webkitLineClamp !== "none") continue;

      if (["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis") {
        if (html.scrollWidth > html.clientWidth + 1) {
          found.push({ selector: describe(element), text, problem: `clips its text: ${html.scrollWidth} px of content in a ${html.clientWidth} px box` });
        }
        continue;
      }
      // A box that does not clip: its own words drawn outside it land on its neighbours.
      const ownText = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (ownText.length === 0) continue;
      // Each text node on its own: a range from the first to the last would also cover a visually
      // hidden child between them ("Edit<hidden> Dr. Mensah</hidden> …" in a longer language).
      const words = { left: Infinity, right: -Infinity };
      for (const node of ownText) {
        const range = document.createRange();
        range.selectNode(node);
        const box = range.getBoundingClientRect();
        words.left = Math.min(words.left, box.left);
        words.right = Math.max(words.right, box.right);
      }
      if (words.right > rect.right + 1 || words.left < rect.left - 1) {
        found.push({
          selector: describe(element),
          text,
          problem: `spills its text: words span ${Math.round(words.left)}–${Math.round(words.right)} px, its box ${Math.round(rect.left)}–${Math.round(rect.right)} px`,
        });
      }
    }

    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth > viewport) {
      found.push({ selector: "html", text: "", problem: `the page scrolls sideways: ${documentWidth} px wide on a ${viewport} px screen` });
    }
    return found;
  });
}

/** Fails, listing every offender, when anything on the page does not fit the screen. */
export async function expectToFit(page: Page, where: string): Promise<void> {
  // Web fonts change widths: measure once they are in.
  await page.evaluate(() => document.fonts.ready);
  const overflows = await findOverflows(page);
  expect(overflows.map((o) => `${o.selector} "${o.text}": ${o.problem}`), `${where} at ${page.viewportSize()?.width} px`).toEqual([]);
}
