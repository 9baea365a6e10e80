/**
 * With a place in the search (the device's position, or a typed town), relevance means nearest
 * first, and the sort selector offers "Nearest first" (README.md "Search").
 */
import { expect, type Page, test } from "@playwright/test";

/** The cards' "12.3 km away", in order. */
async function cardDistances(page: Page): Promise<number[]> {
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  const texts = await cards.evaluateAll((articles) => articles.map((article) => /([\d.]+) km away/.exec(article.textContent ?? "")?.[1] ?? "none"));
  return texts.map(Number);
}

const ascending = (values: number[]) => values.every((value, i) => !Number.isNaN(value) && (i === 0 || values[i - 1]! <= value));

test.describe("in Tamale", () => {
  test.use({ geolocation: { latitude: 9.4008, longitude: -0.8393 }, permissions: ["geolocation"] });

  test("Use my location lists the nearest providers first, each with its distance", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("search", { name: "Find Healthcare Providers" }).getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/lat=9\.401&lng=-0\.839/);
    await expect(page.getByText("Distances from your location")).toBeVisible();
    const distances = await cardDistances(page);
    expect(distances[0]).toBeLessThan(10);
    expect(ascending(distances), distances.join(", ")).toBe(true);

    // The selector offers "Nearest first", which keeps that order.
    const sort = page.getByLabel("Sort by");
    await expect(sort.getByRole("option", { name: "Nearest first" })).toHaveCount(1);
    await sort.selectOption({ label: "Nearest first" });
    await expect(page).toHaveURL(/sort=nearest/);
    const nearest = await cardDistances(page);
    expect(nearest).toEqual(distances);
  });
});

test("a typed town orders its providers nearest first; without a point to measure from there is no 'Nearest first'", async ({ page }) => {
  await page.goto("/search?location=Kumasi");
  const distances = await cardDistances(page);
  expect(ascending(distances), distances.join(", ")).toBe(true);
  await expect(page.getByLabel("Sort by").getByRole("option", { name: "Nearest first" })).toHaveCount(1);

  // A region, or no place at all, has no point to measure from.
  for (const query of ["location=Ashanti", "specialty=cardiology"]) {
    await page.goto(`/search?${query}`);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    await expect(page.getByLabel("Sort by").getByRole("option", { name: "Nearest first" })).toHaveCount(0);
  }
});
