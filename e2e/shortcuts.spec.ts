/**
 * Shortcuts and search that keep their promise, on a 360 px phone (docs/product-rules.md#search): each Quick Access
 * shortcut lands where its name says, the 24-hour and walk-in filters work from their checkboxes, and
 * a date is typed day first (DD/MM/YYYY) whatever the browser's own date order.
 */
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { waitForAppStart } from "./support/landing";

test.use({ viewport: { width: 360, height: 740 }, locale: "en-US" });

const resultCards = (page: Page) => page.getByRole("main").getByRole("article");

async function openQuickAccess(page: Page, name: string) {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Quick Access" }).getByRole("link", { name, exact: true }).click();
}

/** Every card on the first page of results, once they have loaded. */
async function shownCards(page: Page) {
  await expect(page.getByText(/\d+ providers? found/)).toBeVisible();
  const cards = await resultCards(page).all();
  expect(cards.length).toBeGreaterThan(0);
  return cards;
}

test("24/7 Pharmacies lists only pharmacies open 24 hours, and says so", async ({ page }) => {
  await openQuickAccess(page, "24/7 Pharmacies");
  await expect(page).toHaveURL(/\/search\?specialty=pharmacy&open24Hours=true$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
  await expect(page.getByText(/\d+ providers? found that (is|are) open 24 hours/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove filter: Open 24 hours" })).toBeVisible();
  for (const card of await shownCards(page)) {
    await expect(card.getByText("Pharmacy", { exact: true })).toBeVisible();
    await expect(card.getByText("Open 24 hours", { exact: true })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  // The profile says it too.
  await resultCards(page).first().getByRole("link", { name: /View profile of/ }).click();
  await expect(page).toHaveURL(/\/provider\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Open 24 hours", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("Walk-in Clinics lists only providers that welcome walk-ins", async ({ page }) => {
  await openQuickAccess(page, "Walk-in Clinics");
  await expect(page).toHaveURL(/\/search\?specialty=general&walkIns=true$/);
  await expect(page.getByText(/\d+ providers? found that accepts? walk-ins/)).toBeVisible();
  for (const card of await shownCards(page)) await expect(card.getByText("Walk-ins welcome", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("Emergency Centres opens the list of emergency centres, not doctors to book", async ({ page }) => {
  await openQuickAccess(page, "Emergency Centres");
  await expect(page).toHaveURL(/\/emergency#emergency-centres$/);
  const centres = page.getByRole("heading", { level: 2, name: "Emergency centres" });
  await expect(centres).toBeVisible();
  await expect(centres).toBeInViewport();
  await expect(page.getByText(/providers? found/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Book Appointment/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("the Open 24 hours and Accepts walk-ins boxes filter the search and stay with it", async ({ page }) => {
  await page.goto("/search");
  await waitForAppStart(page);
  const form = page.getByRole("search");
  await form.getByLabel("Accepts walk-ins").check();
  await form.getByRole("button", { name: "Search Providers" }).click();
  await expect(page).toHaveURL(/\/search\?walkIns=true$/);
  for (const card of await shownCards(page)) await expect(card.getByText("Walk-ins welcome", { exact: true })).toBeVisible();

  // The form reads the filter back from the address, and keeps it with a new criterion.
  await page.getByRole("button", { name: "Change search" }).click();
  await expect(form.getByLabel("Accepts walk-ins")).toBeChecked();
  await expect(form.getByLabel("Open 24 hours")).not.toBeChecked();
  await form.getByLabel("Open 24 hours").check();
  await form.getByRole("button", { name: "Search Providers" }).click();
  await expect(page).toHaveURL(/\/search\?open24Hours=true&walkIns=true$/);
  await expect(page.getByText(/found that (is|are) open 24 hours and accepts? walk-ins/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Clear All drops them with the rest.
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Healthcare Providers" })).toBeVisible();
  await expect(form.getByLabel("Open 24 hours")).not.toBeChecked();
  await expect(form.getByLabel("Accepts walk-ins")).not.toBeChecked();
});

test("a date is typed day first and reaches the address as YYYY-MM-DD", async ({ page }) => {
  await page.goto("/");
  // The app's own form (it names a wrong date in place); before it starts the form is a plain GET form.
  await waitForAppStart(page);
  const form = page.getByRole("search");
  const date = form.getByLabel("Date (DD/MM/YYYY)");
  await expect(date).toHaveAttribute("type", "text");

  // A date that does not exist is named beside the field, and nothing is searched.
  await date.fill("31/02/2027");
  await form.getByRole("button", { name: "Search Providers" }).click();
  await expect(form.getByText("Enter a real date as DD/MM/YYYY, e.g. 25/12/2026")).toBeVisible();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/$/);
  expect(await axeViolations(page)).toEqual([]);

  // Christmas Day of next year: always in the future, whenever the suite runs.
  const year = new Date().getUTCFullYear() + 1;
  const christmas = new Date(Date.UTC(year, 11, 25));
  const weekday = christmas.toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" });
  await date.fill(`25/12/${year}`);
  await form.getByRole("button", { name: "Search Providers" }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?date=${year}-12-25$`));
  await expect(page.getByRole("button", { name: `Remove filter: ${weekday} 25 Dec ${year}` })).toBeVisible();
  await page.getByRole("button", { name: "Change search" }).click();
  await expect(page.getByRole("search").getByLabel("Date (DD/MM/YYYY)")).toHaveValue(`25/12/${year}`);
});
