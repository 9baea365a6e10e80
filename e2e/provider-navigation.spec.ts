/**
 * A signed-in provider's navigation reads as one: the header's provider buttons and the provider
 * bar under it never show the same link twice, there is one Logout in sight, no patient-only
 * "Book Now", the bar keeps to one row on a 360 px phone (scrolling sideways if it must), the
 * dashboard's tabs are never cut off, and on every provider page the bar marks where the provider is.
 * The wizard fits a 360 px phone on all three steps.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectToFit } from "./support/overflow";
import { registerProvider } from "./support/providers";

/** Logout controls a visitor can see right now, whatever their wording. */
const visibleLogouts = (page: Page) => page.getByRole("link", { name: /^(Logout|Sign Out|Log Out)$/ }).or(page.getByRole("button", { name: /^(Logout|Sign Out|Log Out)$/ })).filter({ visible: true });

/** The names of the links and buttons a visitor can see in the header and the provider bar. */
async function visibleNavigation(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    // The site's header (not a page's own <header> inside main) and the provider bar.
    [...document.querySelectorAll('header:not(main header) :is(a, button, summary), nav[aria-label="Provider"] :is(a, button)')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions) && element.getBoundingClientRect().width > 0)
      .map((element) => ((element as HTMLElement).innerText || element.getAttribute("aria-label") || "").trim()),
  );
}

async function openDashboard(page: Page) {
  await page.goto("/provider/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.describe("a provider's navigation", () => {
  test("on a desktop: one of each link, one Logout and no Book Now, wherever the header's shortcuts show", async ({ page }) => {
    await registerProvider(page.request);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await openDashboard(page);
      const names = await visibleNavigation(page);
      expect(names, `at ${width} px`).not.toContain("Book Now");
      expect(names.filter((name, index) => names.indexOf(name) !== index), `links shown twice at ${width} px: ${names.join(", ")}`).toEqual([]);
      await expect(visibleLogouts(page), `at ${width} px`).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Provider" })).toBeVisible();
    }
  });

  test("the bar marks the page the provider is on, Settings included", async ({ page }) => {
    await registerProvider(page.request);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ["/provider/dashboard", "/provider/edit-profile", "/provider/reviews", "/provider/settings", "/my-appointments"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const current = page.getByRole("navigation", { name: "Provider" }).locator('[aria-current="page"]');
      await expect(current, path).toHaveCount(1);
      await expect(current, path).toHaveAttribute("href", path);
    }
  });

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("the bar keeps to one row, one Logout is in sight (the menu's when it is open), no Book Now, and the tabs are never cut", async ({ page }) => {
      await registerProvider(page.request);
      await openDashboard(page);
      const bar = page.getByRole("navigation", { name: "Provider" });
      // One row: every item's middle at the same height (a second row would sit 40 px or more lower).
      const middles = await bar.locator("a, button").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2));
      expect(middles.length).toBeGreaterThan(4);
      expect(Math.max(...middles) - Math.min(...middles), "the provider bar's items sit on one row").toBeLessThan(4);
      await expect(visibleLogouts(page)).toHaveCount(1);
      await expect(page.getByRole("link", { name: "Book Now" }).filter({ visible: true })).toHaveCount(0);

      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expect(visibleLogouts(page)).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Book Now" })).toHaveCount(0);
      await page.getByRole("button", { name: "Close menu" }).click();

      // Every tab is wholly in sight: none hides past the edge of a scrolling list.
      const tablist = page.getByRole("tablist", { name: /dashboard/i });
      const listBox = (await tablist.boundingBox())!;
      for (const tab of await tablist.getByRole("tab").all()) {
        const box = (await tab.boundingBox())!;
        const name = await tab.innerText();
        expect(box.x, `${name} starts inside the list`).toBeGreaterThanOrEqual(listBox.x - 1);
        expect(box.x + box.width, `${name} ends inside the list`).toBeLessThanOrEqual(listBox.x + listBox.width + 1);
      }
      await expect(async () => expectToFit(page, "the provider dashboard")).toPass({ timeout: 2_000 });
    });
  });
});

test.describe("the registration wizard on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("fits on each of its three steps", async ({ page }) => {
    await page.goto("/register-provider");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(async () => expectToFit(page, "the wizard's Personal Info step")).toPass({ timeout: 2_000 });
    await page.getByLabel("First name").fill("Abena");
    await page.getByLabel("Last name").fill("Owusu");
    await page.getByLabel("Email").fill(`abena.owusu.${Date.now()}@example.com.gh`);
    await page.getByLabel("Phone").fill("+233 20 765 4321");
    await page.getByLabel(/^Password( \*)?$/).fill("Akwaaba#2025");
    await page.getByLabel("Confirm password").fill("Akwaaba#2025");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("License number")).toBeVisible();
    await expect(async () => expectToFit(page, "the wizard's Professional step")).toPass({ timeout: 2_000 });
    await page.getByLabel("Specialty").selectOption({ label: "Cardiology" });
    await page.getByLabel("Regulator").selectOption({ label: "Medical and Dental Council" });
    await page.getByLabel("License number").fill("MDC/RN/54321");
    await page.getByLabel("Years of experience").fill("12");
    await page.getByLabel("Education").fill("MBChB, KNUST School of Medicine");
    await page.getByLabel("Consultation fee (GHS)").fill("250");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Full address")).toBeVisible();
    await expect(async () => expectToFit(page, "the wizard's Practice Details step")).toPass({ timeout: 2_000 });
  });
});
