import { expect, test } from "@playwright/test";

const NUMBERS_IN_ORDER = ["112", "193", "193", "191", "192"];

test.describe("the emergency page", () => {
  test("lists 112 first, then 193, 191 and 192, each a tap to call", async ({ page }) => {
    await page.goto("/emergency");
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toHaveAttribute("href", "tel:193");
    const contacts = page.locator("#emergency-contacts");
    const hrefs = await contacts.getByRole("link", { name: /^Call/ }).evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).toEqual(NUMBERS_IN_ORDER.map((n) => `tel:${n}`));
  });

  test("offers directions to each emergency centre in a new tab", async ({ page }) => {
    await page.goto("/emergency");
    const directions = page.getByRole("link", { name: /Directions/ });
    await expect(directions).toHaveCount(4);
    await expect(directions.first()).toHaveAttribute("target", "_blank");
    await expect(directions.first()).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  });

  test("works without JavaScript: the call links are in the served HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/emergency");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toHaveAttribute("href", "tel:193");
    await expect(page.locator('a[href="tel:112"]').first()).toBeVisible();
    await context.close();
  });

  test("works offline once visited", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/emergency");
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toBeVisible();
    // Everything this visit loaded from our origin (the API aside) ends up in the offline cache.
    const notYetCached = () =>
      page.evaluate(async () => {
        const cache = await caches.open("ghanahealth-v1");
        const loaded = [location.href, ...performance.getEntriesByType("resource").map((entry) => entry.name)].filter((href) => {
          const url = new URL(href);
          return url.origin === location.origin && !url.pathname.startsWith("/api/");
        });
        const missing: string[] = [];
        for (const href of loaded) if (!(await cache.match(href))) missing.push(href);
        return missing;
      });
    await expect.poll(notYetCached, { timeout: 15_000 }).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toHaveAttribute("href", "tel:193");
    await expect(page.locator('a[href="tel:112"]').first()).toBeVisible();
    await context.close();
  });
});
