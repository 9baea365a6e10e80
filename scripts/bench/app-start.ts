/**
 * Waits until the app has drawn over the prerendered page: #root's first element is React's, not the
 * build-time HTML's. Polled with page.evaluate (the page's CSP refuses waitForFunction's string
 * eval; the benches are type-checked without the DOM library, hence source text).
 */
import type { Page } from "@playwright/test";

const APP_STARTED = `(() => {
  const first = document.getElementById("root")?.firstElementChild;
  return Boolean(first && Object.keys(first).some((key) => key.startsWith("__reactFiber$")));
})()`;

export async function waitForAppStart(page: Page, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(APP_STARTED))) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the app to draw over the prerendered page");
    await page.waitForTimeout(50);
  }
}
