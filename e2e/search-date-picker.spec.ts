/**
 * The search form's date: a calendar in Ghana's day-month order, usable by keyboard alone, loaded
 * only when opened; typing a date still works ("28/11/26", "28 Nov 2026").
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { dayFirst } from "./support/dates";
import { waitForAppStart } from "./support/landing";

const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a keyboard user picks a date from the calendar and searches it", async ({ page }) => {
  await page.goto("/");
  await waitForAppStart(page);
  const form = page.getByRole("search", { name: "Find Healthcare Providers" });
  await form.getByLabel(/^Date/).focus();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Choose date from calendar" })).toBeFocused();
  await page.keyboard.press("Enter");

  const calendar = page.getByRole("dialog", { name: "Choose a date" });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole("columnheader")).toHaveText(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);
  expect(await axeViolations(page)).toEqual([]);
  // Today has the focus; a week on, then a day back.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  await expect(form.getByLabel(/^Date/)).toHaveValue(dayFirst(isoInDays(6)));
  await expect(form.getByRole("button", { name: "Choose date from calendar" })).toBeFocused();

  await form.getByLabel("Location").fill("Kumasi");
  await form.getByRole("button", { name: "Search Providers" }).press("Enter");
  await expect(page).toHaveURL(`/search?location=Kumasi&date=${isoInDays(6)}`);
});

test("Escape closes the calendar without changing the date; a typed two-digit year or month name still searches", async ({ page }) => {
  await page.goto("/search");
  // The calendar is the app's (disabled in the Worker's HTML): type once the app has drawn the page.
  await waitForAppStart(page);
  const form = page.getByRole("search", { name: "Find Healthcare Providers" });
  const next = new Date(Date.now() + 40 * 86_400_000);
  const [day, month, year] = [next.getUTCDate(), next.toLocaleString("en-GB", { month: "short", timeZone: "UTC" }), next.getUTCFullYear()];
  await form.getByLabel(/^Date/).fill(`${day} ${month} ${year}`);
  await expect(form.getByLabel(/^Date/)).toHaveValue(`${day} ${month} ${year}`);
  await form.getByRole("button", { name: "Choose date from calendar" }).click();
  const calendar = page.getByRole("dialog", { name: "Choose a date" });
  await expect(calendar.getByRole("button", { name: new RegExp(`^\\w+, ${day} \\w+ ${year}$`) })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await form.getByRole("button", { name: "Search Providers" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${isoInDays(40)}`));

  const shortYear = dayFirst(isoInDays(41)).replace(/\/20(\d\d)$/, "/$1");
  await form.getByLabel(/^Date/).fill(shortYear);
  await form.getByRole("button", { name: "Search Providers" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${isoInDays(41)}`));
});
