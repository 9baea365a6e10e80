/**
 * Navigation on a 360 px phone (docs/product-rules.md#accessibility): a link to another page opens it at its top with focus on
 * its heading (what a screen reader announces), Back returns to where the visitor was, and the
 * search page's own changes (sort, filters) keep the visitor's place.
 */
import { expect, test, type Page } from "@playwright/test";
import { waitForAppStart } from "./support/landing";

test.use({ viewport: { width: 360, height: 740 } });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const focusedHeading = (page: Page) => page.locator("main h1:focus");

test("Search Providers and View Profile open at the top with focus on the heading; Back returns to the same place", async ({ page }) => {
  await page.goto("/");
  // The landing page's first screen is prerendered; the form works once the app runs.
  await waitForAppStart(page);
  const searchButton = page.getByRole("search").getByRole("button", { name: "Search Providers" });
  await searchButton.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(200);
  await searchButton.click();

  await expect(page).toHaveURL(/\/search$/);
  const searchHeading = page.getByRole("heading", { level: 1, name: "All Healthcare Providers" });
  await expect(searchHeading).toBeFocused();
  expect(await scrollY(page)).toBe(0);

  // Far down the list, open a provider's profile.
  const results = page.getByRole("main").getByRole("article");
  await expect(results.nth(7)).toBeVisible();
  const viewProfile = results.nth(7).getByRole("link", { name: /View profile of/ });
  await viewProfile.scrollIntoViewIfNeeded();
  const listPosition = await scrollY(page);
  expect(listPosition).toBeGreaterThan(1000);
  const name = ((await viewProfile.getAttribute("aria-label")) ?? "").replace("View profile of ", "");
  await viewProfile.click();

  await expect(page).toHaveURL(/\/provider\/\d+$/);
  const nameHeading = page.getByRole("heading", { level: 1, name });
  await expect(nameHeading).toBeFocused();
  expect(await scrollY(page)).toBe(0);
  // The name, fee and Book button are on the first screen, not scrolled past.
  await expect(nameHeading).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(results.nth(7)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(listPosition);
  await expect(viewProfile).toBeInViewport();

  await page.goForward();
  await expect(page).toHaveURL(/\/provider\/\d+$/);
  await expect(nameHeading).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("changing the sort on the search page keeps the visitor's place", async ({ page }) => {
  await page.goto("/search");
  // Scroll positions are measured on the app's page, not the Worker's HTML it replaces.
  await waitForAppStart(page);
  await expect(page.getByRole("main").getByRole("article").nth(3)).toBeVisible();
  const sort = page.getByLabel("Sort by");
  await sort.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy({ top: 150, behavior: "instant" }));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(0);

  await sort.selectOption({ label: "Highest Rated" });
  await expect(page).toHaveURL(/sort=rating/);
  await expect(sort).toHaveValue("rating");
  // Give a wrongly triggered jump time to happen before checking it did not.
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(before);
  await expect(focusedHeading(page)).toHaveCount(0);
});

test("a header link opens its page at the top with focus on its heading", async ({ page }) => {
  await page.goto("/search");
  await waitForAppStart(page);
  await expect(page.getByRole("main").getByRole("article").nth(5)).toBeVisible();
  await page.getByRole("main").getByRole("article").nth(5).scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Emergency", exact: true }).click();
  await expect(page).toHaveURL(/\/emergency$/);
  await expect(page.getByRole("heading", { level: 1, name: "Emergency help" })).toBeFocused();
  expect(await scrollY(page)).toBe(0);
});
