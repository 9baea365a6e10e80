import { expect, test, type Page } from "@playwright/test";
import { scrollToFeaturedProviders } from "./support/landing";

/** Holds GET /api/user until the test lets it through, to see the app while the auth state loads. */
async function holdCurrentUser(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/user", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("while the auth state loads", () => {
  test("a signed-in page shows the spinner, then an anonymous visitor is sent to sign in", async ({ page }) => {
    const release = await holdCurrentUser(page);
    await page.goto("/my-appointments");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/auth\?next=%2Fmy-appointments$/);
  });

  test("public pages that do not depend on who is signed in do not wait for it", async ({ page }) => {
    const release = await holdCurrentUser(page);
    await page.goto("/emergency");
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    release();
    await expect(page.getByRole("link", { name: "Sign In", exact: true }).first()).toBeVisible();
  });

  test("the home page shows its prerendered first screen, and the rest once it knows who is signed in", async ({ page }) => {
    const release = await holdCurrentUser(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Find trusted healthcare providers across Ghana" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured Providers" })).toHaveCount(0);
    release();
    await scrollToFeaturedProviders(page);
  });

  test("a signed-in visitor's home page waits with the spinner (it may be their dashboard)", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "gh_session", value: "x".repeat(43), url: baseURL }]);
    const release = await holdCurrentUser(page);
    await page.goto("/");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Find trusted healthcare providers across Ghana" })).toHaveCount(0);
    release();
    // The made-up session is refused (401), so this visitor is anonymous after all.
    await scrollToFeaturedProviders(page);
  });
});
