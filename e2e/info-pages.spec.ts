/**
 * Footer and trust (docs/product-rules.md#screens-and-texts): Privacy Policy, Terms of Service and Help & Support are real pages
 * (axe clean, at 360 px), Help gives the emergency numbers as call links, and the copyright year is
 * the current one.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";

test.use({ viewport: { width: 360, height: 740 } });

const PAGES = [
  { link: "Privacy Policy", path: "/privacy", mentions: "Data Protection Act, 2012" },
  { link: "Terms of Service", path: "/terms", mentions: "For providers" },
  { link: "Help & Support", path: "/help", mentions: "refunded in full" },
] as const;

for (const info of PAGES) {
  test(`the footer's ${info.link} link opens its page`, async ({ page }) => {
    // Not a prerendered page: the app is running once the results show, so the link is the app's.
    await page.goto("/search");
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: info.link }).click();
    await expect(page).toHaveURL(new RegExp(`${info.path}$`));
    const heading = page.getByRole("heading", { level: 1, name: info.link });
    await expect(heading).toBeFocused();
    await expect(page.getByRole("main")).toContainText(info.mentions);
    await expect(page).toHaveTitle(`${info.link} | GhanaHealth`);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("Help explains refunds and gives Ghana's emergency numbers as call links", async ({ page }) => {
  await page.goto("/help");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Help & Support" })).toBeVisible();
  for (const number of ["112", "193", "191", "192"]) {
    await expect(main.getByRole("link", { name: new RegExp(`^Call ${number}:`) })).toHaveAttribute("href", `tel:${number}`);
  }
  const refunds = main.getByRole("region", { name: "Refunds" });
  await expect(refunds).toContainText("at least 24 hours before the visit, you are refunded in full");
  await expect(refunds).toContainText("mobile money wallet or card you paid with");
  await expect(main.getByRole("region", { name: "Paying" })).toContainText("sandbox");
});

test("the pages open directly too, and the footer shows the current year", async ({ page }) => {
  const year = new Date().getFullYear();
  for (const info of PAGES) {
    await page.goto(info.path);
    await expect(page.getByRole("heading", { level: 1, name: info.link })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year} GhanaHealth`);
  }
});
