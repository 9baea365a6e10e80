/**
 * The landing's first screen arrives as prerendered HTML; the app then draws over it, and the
 * sections below the first screen load as the visitor comes near them (mfe-directory
 * below-the-fold.tsx). Tests wait for the step they are about.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** Until the app has drawn over the prerendered page: #root's first element is React's, not the HTML's. */
export async function waitForAppStart(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById("root")?.firstElementChild;
    return Boolean(first && Object.keys(first).some((key) => key.startsWith("__reactFiber$")));
  });
}

/**
 * On a touch screen the app starts at the visitor's first touch (shell/src/app/start-schedule.ts):
 * touches the page's heading, as a reader would, and waits for the app.
 */
export async function touchToStartApp(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1 }).first().tap();
  await waitForAppStart(page);
}

/** Scrolls the started landing to its end, as a visitor reading on does; its featured providers' cards once drawn. */
export async function scrollToFeaturedProviders(page: Page, sectionName = "Featured Providers"): Promise<Locator> {
  await waitForAppStart(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const cards = page.getByRole("region", { name: sectionName }).getByRole("article");
  await expect(cards).toHaveCount(3);
  return cards;
}
