import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { scrollToFeaturedProviders } from "./support/landing";

const NUMBERS_IN_ORDER = ["112", "193", "193", "191", "192"];
const PHONE = { width: 360, height: 740 };
/** The hospitals' names, in the order the list shows them. */
const hospitalNames = (page: Page) => page.locator("#emergency-centres .emergency-centre__name").allTextContents();

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
    await expect(directions).toHaveCount(18);
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

  test("without JavaScript every emergency centre is listed by region with its Call and Directions links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/emergency");
    const centres = page.locator("#emergency-centres");
    await expect(centres.getByRole("heading", { level: 3 })).toHaveCount(16);
    await expect(centres.getByRole("heading", { level: 3 }).first()).toHaveText("Ahafo Region");
    const cards = centres.locator(".emergency-centre");
    await expect(cards).toHaveCount(18);
    for (const card of await cards.all()) {
      await expect(card.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:(\+233\d{9}|112)$/);
      await expect(card.getByRole("link", { name: /^Directions/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
    }
    await expect(cards.filter({ hasText: "Tamale Teaching Hospital" }).getByRole("link", { name: /^Call 112/ })).toHaveAttribute("href", "tel:112");
    // Controls that could not work without JavaScript are not offered.
    await expect(page.getByLabel("Your region")).toBeHidden();
    await expect(page.getByRole("button", { name: "Use my location" })).toBeHidden();
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


test.describe("emergency centres near every patient, on a 360 px phone", () => {
  test.use({ viewport: PHONE });

  test("lists a hospital in each of the 16 regions; picking Northern puts Tamale Teaching Hospital first", async ({ page }) => {
    await page.goto("/emergency");
    const centres = page.locator("#emergency-centres");
    await expect(centres.getByRole("heading", { level: 3 })).toHaveCount(16);
    const region = page.getByLabel("Your region");
    await expect(region.locator("option:not([disabled])")).toHaveCount(16);

    await region.selectOption("Northern");
    await expect(page.getByRole("status").filter({ hasText: "Northern Region first" })).toBeVisible();
    expect((await hospitalNames(page)).slice(0, 2)).toEqual(["Tamale Teaching Hospital", "West Gonja Hospital"]);
    const tamale = centres.locator(".emergency-centre").first();
    await expect(tamale).toContainText("Less than 1 km from Tamale");
    // No published number: the button says so and dials 112.
    await expect(tamale.getByRole("link", { name: /^Call 112/ })).toHaveAttribute("href", "tel:112");
    await expect(tamale.getByRole("link", { name: /^Directions/ })).toHaveAttribute("target", "_blank");
    // Hospitals with a published line keep it.
    const korleBu = centres.locator(".emergency-centre").filter({ hasText: "Korle Bu Teaching Hospital" });
    await expect(korleBu.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+233302665401");

    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe("with the visitor's location near Tamale", () => {
    test.use({ geolocation: { latitude: 9.41, longitude: -0.85 }, permissions: ["geolocation"] });

    test("Use my location sorts Tamale Teaching Hospital first with its distance in km", async ({ page }) => {
      await page.goto("/emergency");
      // Location is asked for only on request: the list starts by region.
      await expect(page.locator("#emergency-centres .emergency-region__title").first()).toHaveText("Ahafo Region");
      await page.getByRole("button", { name: "Use my location" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Nearest first from your location." })).toBeVisible();
      expect((await hospitalNames(page))[0]).toBe("Tamale Teaching Hospital");
      await expect(page.locator("#emergency-centres .emergency-centre").first()).toContainText("About 2 km away");
      expect(await axeViolations(page, "#emergency-centres")).toEqual([]);
    });
  });

  test("the #emergency-centres address opens the page at the list", async ({ page }) => {
    await page.goto("/emergency#emergency-centres");
    const heading = page.getByRole("heading", { level: 2, name: "Emergency centres" });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1, name: "Emergency help" })).not.toBeInViewport();
    // Still there once the app has taken over the built-in HTML (its controls then work).
    await expect(page.getByLabel("Your region")).toBeEnabled();
    await expect(heading).toBeInViewport();
    // Whole, below the sticky header rather than under it.
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });

  test("the landing page's View Emergency Centres opens the page at the list", async ({ page }) => {
    await page.goto("/");
    // The link is in the landing's last section, which loads as the visitor scrolls toward it.
    await scrollToFeaturedProviders(page);
    await page.getByRole("link", { name: "View Emergency Centres" }).click();
    await expect(page).toHaveURL(/\/emergency#emergency-centres$/);
    const heading = page.getByRole("heading", { level: 2, name: "Emergency centres" });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1, name: "Emergency help" })).not.toBeInViewport();
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });
});
