/**
 * Shortcuts and search that keep their promise, on a 360 px phone (docs/product-rules.md#search): a misspelt town is
 * named as not recognised with "Did you mean" links, and Quick Access uses Ghana's spelling.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";

test.use({ viewport: { width: 360, height: 740 } });

test("a misspelt town says it was not recognised and its suggestion finds that town's providers", async ({ page }) => {
  await page.goto("/search?location=Kumassi");
  await expect(page.getByText("No providers found")).toBeVisible();
  await expect(page.getByText("We did not recognise the town “Kumassi”.")).toBeVisible();
  await expect(page.getByText("Did you mean Kumasi?")).toBeVisible();
  // The distance advice would not help with a misspelling.
  await expect(page.getByText(/larger distance/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Kumasi", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?location=Kumasi$/);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/\d+ providers? found/)).toBeVisible();
  await expect(page.getByText("We did not recognise", { exact: false })).toHaveCount(0);
  for (const card of (await cards.all()).slice(0, 5)) await expect(card).toContainText("Kumasi");
});

test("a place far from every town says so, with no suggestion", async ({ page }) => {
  await page.goto("/search?location=Atlantis");
  await expect(page.getByText("We did not recognise the town “Atlantis”.")).toBeVisible();
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
});

test("the Quick Access shortcut reads Emergency Centres", async ({ page }) => {
  await page.goto("/");
  const quickAccess = page.getByRole("link", { name: "Emergency Centres", exact: true });
  await expect(quickAccess).toBeVisible();
  await expect(page.getByText("Emergency Centers")).toHaveCount(0);
});
