/**
 * /search arrives with its results in the HTML, drawn by the Worker with the directory's own page
 * (docs/decisions/0009-search-results-in-the-html.md): readable, and its links and form usable,
 * before (or without) JavaScript; the app then starts over it from the same answers.
 */
import { expect, test } from "@playwright/test";
import { waitForAppStart } from "./support/landing";

const DENTISTS = "/search?specialty=dentist";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

  test("the results are on the page, each with a link to the provider's profile", async ({ page }) => {
    await page.goto(DENTISTS);
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
    const cards = page.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.getByText(/^\d+ providers? found/)).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText("Dental Care", { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: /^View profile of / })).toHaveAttribute("href", /^\/provider\/\d+$/);
    }
    // What only the app can do is shown as not yet available, not as a button that does nothing.
    await expect(page.getByLabel("Sort by")).toBeDisabled();
    await expect(cards.first().getByRole("button", { name: /^Book Appointment with / })).toBeDisabled();
  });

  test("the page's form ticks Audio or video visits as a plain GET form, and every result says which it offers", async ({ page }) => {
    await page.goto("/search");
    const form = page.getByRole("search", { name: "Find Healthcare Providers" });
    await form.getByLabel("Audio or video visits").check();
    await form.getByRole("button", { name: "Search Providers" }).click();
    await expect(page).toHaveURL(/\/search\?remote=true$/);
    await expect(page.getByText(/^[\d,]+ providers? found that offers? audio or video visits$/)).toBeVisible();
    // With a search made, the form folds under "Change search" (the app's); the filter shows as its chip.
    await expect(page.getByRole("button", { name: "Remove filter: Audio or video visits" })).toBeVisible();
    const cards = page.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card.getByText(/^(Audio|Video) visits$/).first()).toBeVisible();
  });

  test("the page's search form searches again as a plain GET form", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1, name: "All Healthcare Providers" })).toBeVisible();
    const form = page.getByRole("search", { name: "Find Healthcare Providers" });
    await form.getByLabel("Location").fill("Kumasi");
    await form.getByRole("button", { name: "Search Providers" }).click();
    await expect(page).toHaveURL(/\/search\?location=Kumasi$/);
    await expect(page.getByRole("article").first()).toContainText("Kumasi");
  });
});

test("the app starts over the drawn results from the same answers, without asking the API again", async ({ page }) => {
  const searches: string[] = [];
  const policyViolations: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/providers/search") searches.push(request.url());
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) policyViolations.push(message.text());
  });
  await page.goto(DENTISTS, { waitUntil: "commit" });
  const names = page.getByRole("article").getByRole("heading", { level: 2 });
  await expect(names.first()).toBeVisible();
  const drawn = await names.allTextContents();

  await waitForAppStart(page);
  await expect(page).toHaveTitle("Search Results | GhanaHealth");
  expect(await names.allTextContents()).toEqual(drawn);
  await expect(page.getByLabel("Sort by")).toBeEnabled();
  await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
  await expect(page).toHaveURL(/sort=price-low/);
  // Only the new order was asked for: the first page came with the HTML.
  await expect.poll(() => searches.map((url) => new URL(url).search)).toEqual([expect.stringContaining("sort=price-low")]);
  expect(policyViolations).toEqual([]);
});

test("a search the API refuses is explained by the app, field by field", async ({ page }) => {
  await page.goto("/search?location=Atlantis&distance=10");
  // The Worker serves the page's build-time render (the form); the app asks, and shows the refusal.
  await expect(page.getByRole("alert").filter({ hasText: "Check the highlighted fields in the search form." })).toBeVisible();
});
