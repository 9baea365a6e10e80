/**
 * Navigation (docs/product-rules.md#screens-and-texts): the signed-in patient's home shows their real recent appointments and one
 * Sign Out, the header links to My Appointments, and focus lands where the visitor will act next
 * (Email after "Sign In", the new page's heading after signing in).
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PATIENT, signInAs } from "./support/booking";

interface Listed {
  appointmentDate: string;
  provider: { user: { firstName: string; lastName: string } };
}

/** The demo patient's latest appointment (the seeded past visit, or one another test booked since). */
async function latestAppointment(page: Page): Promise<Listed> {
  const response = await page.request.get("/api/appointments/my");
  expect(response.status()).toBe(200);
  const list = (await response.json()) as Listed[];
  expect(list.length).toBeGreaterThan(0);
  return list.sort((a, b) => Date.parse(b.appointmentDate) - Date.parse(a.appointmentDate))[0]!;
}

/** Sign Out controls a visitor can see right now. */
const visibleLogouts = (page: Page) => page.getByRole("link", { name: /^Sign Out$/ }).or(page.getByRole("button", { name: /^Sign Out$/ })).filter({ visible: true });

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("signing in lands on the home's heading, which lists the patient's appointments and has one Sign Out", async ({ page }) => {
    await page.goto("/auth");
    const signIn = page.getByRole("form", { name: "Sign In" });
    await signIn.getByLabel("Email").fill(DEMO_PATIENT.email);
    await signIn.getByLabel("Password").fill(DEMO_PATIENT.password);
    await signIn.getByRole("button", { name: "Sign In", exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome back/ })).toBeFocused();

    const latest = await latestAppointment(page);
    const activity = page.getByRole("region", { name: "Recent Activity" });
    await expect(activity).toContainText(`${latest.provider.user.firstName} ${latest.provider.user.lastName}`);
    await expect(activity).not.toContainText("No recent appointments");
    await expect(activity.getByRole("link", { name: "View all appointments" })).toHaveAttribute("href", "/my-appointments");

    // No Sign Out in the page itself: the header's (in the menu on a phone) is the one.
    await expect(page.getByRole("main").getByRole("button", { name: "Sign Out", exact: true })).toHaveCount(0);
    await expect(visibleLogouts(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "My Appointments" })).toBeVisible();
    await expect(visibleLogouts(page)).toHaveCount(1);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the signed-in header links to My Appointments, and the home has one Sign Out", async ({ page }) => {
    await signInAs(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome back/ })).toBeVisible();
    await expect(visibleLogouts(page)).toHaveCount(1);
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "My Appointments" }).click();
    await expect(page).toHaveURL(/\/my-appointments$/);
    await expect(header.getByRole("link", { name: "My Appointments" })).toHaveAttribute("aria-current", "page");
  });

  test('Enter on the header\'s "Sign In" puts focus in the Email field', async ({ page }) => {
    await page.goto("/");
    const logIn = page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true });
    await expect(logIn).toBeVisible();
    await logIn.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel("Email")).toBeFocused();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("email");
  });
});
