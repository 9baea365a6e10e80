/**
 * The search page's own controls on a 360 px phone: the pager's Previous and Next share a line, and
 * Clear All follows the last filter chip instead of taking a line of its own.
 */
import { expect, test, type Locator } from "@playwright/test";

// Not a phone emulation: with isMobile Chromium zooms a too-wide page out to fit.
test.use({ viewport: { width: 360, height: 740 } });

/** The vertical middle of an element on the page. */
async function middleOf(element: Locator): Promise<number> {
  const box = (await element.boundingBox())!;
  return box.y + box.height / 2;
}

test("at 360 px the pager's Previous and Next share a line, and Clear All follows the last chip", async ({ page }) => {
  // A week from now, as a place and a date: two chips and more than one page of providers.
  const weekAhead = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.goto(`/search?location=Greater+Accra&date=${weekAhead}`);
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager).toBeVisible();
  const previous = pager.getByRole("button", { name: "Previous" });
  const next = pager.getByRole("button", { name: "Next" });
  // Measured on the app's page: the Worker's HTML of it is replaced when the app starts.
  await expect(next).toBeEnabled();
  expect(Math.abs((await middleOf(previous)) - (await middleOf(next)))).toBeLessThan(2);
  await expect(pager).toContainText(/Page 1 of \d+/);

  const chips = page.getByRole("list").filter({ has: page.getByRole("button", { name: /^Remove filter:/ }) });
  await expect(chips.getByRole("listitem")).toHaveCount(2);
  const lastChip = chips.getByRole("button", { name: /^Remove filter:/ }).last();
  const clearAll = page.getByRole("button", { name: "Clear All" });
  expect(Math.abs((await middleOf(lastChip)) - (await middleOf(clearAll)))).toBeLessThan(2);
  // Still a list of the filters in use, for a screen reader.
  await clearAll.click();
  await expect(page.getByRole("button", { name: /^Remove filter:/ })).toHaveCount(0);
});
