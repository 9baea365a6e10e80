import { expect, test } from "@playwright/test";
import { touchToStartApp } from "./support/landing";

test.describe("on a phone", () => {
  test("the menu opens from its button and lists the main links and sign-in", async ({ page }) => {
    await page.goto("/");
    // The first screen is prerendered HTML; on a phone the app starts at the first touch.
    await touchToStartApp(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await menuButton.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Find Doctors", "Emergency", "For Providers", "Sign In", "Sign Up", "Book Now"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Emergency", exact: true }).click();
    await expect(page).toHaveURL(/\/emergency$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("the footer carries the quick links, the Accra contact block and this year's copyright", async ({ page }) => {
    await page.goto("/emergency");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Find Doctors", "My Appointments", "Emergency Services", "For Healthcare Providers"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    await expect(footer).toContainText("Accra");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});
