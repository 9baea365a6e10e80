import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { scrollToFeaturedProviders } from "./support/landing";

// WCAG 2.1 AA rules, colour contrast included, on the pages this release serves.
const PAGES: { path: string; ready: string; scroll?: boolean }[] = [
  { path: "/", ready: "Featured Providers", scroll: true },
  { path: "/emergency", ready: "Emergency contacts" },
  { path: "/search", ready: "All Healthcare Providers" },
  { path: "/no/such/page", ready: "404 Page Not Found" },
];

for (const { path, ready, scroll } of PAGES) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path);
    // The landing's sections below its first screen load as the visitor scrolls toward them.
    if (scroll) await scrollToFeaturedProviders(page);
    await expect(page.getByRole("heading", { name: ready })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const violations = results.violations.map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
    expect(violations).toEqual([]);
  });
}
