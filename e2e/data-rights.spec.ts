/**
 * The patient's data rights (docs/product-rules.md#data-rights; Ghana Data Protection Act 2012): on /profile a patient
 * downloads everything held about them, changes the password (another device is signed out), and
 * deletes the account with the keyboard: a wrong password is said under the field, the right one
 * signs them out and sends them home.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { latestCode } from "./support/outbox";
import { toast } from "./support/toast";

async function registerPatient(request: APIRequestContext, email: string, password: string) {
  expect((await request.post("/api/register", { data: { email, password, firstName: "Efua", lastName: "Ankrah" } })).status()).toBe(201);
  expect((await request.post("/api/verify-email", { data: { email, code: await latestCode(request, email) } })).status()).toBe(200);
  await request.post("/api/logout");
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page).getByText("Login Successful", { exact: true })).toBeVisible();
}

test("a patient downloads their data, changes the password and deletes the account", async ({ browser, request }) => {
  const email = `efua.${Date.now()}@example.com.gh`;
  await registerPatient(request, email, "first-secret");

  // Two browsers of one patient. Their service workers are blocked: installing one precaches the
  // whole app, over a hundred downloads still in flight when the test ends and closes them, and
  // wrangler dev has then left the next test's page waiting on an asset that never came.
  const phoneBrowser = await browser.newContext({ serviceWorkers: "block" });
  const phone = await phoneBrowser.newPage();
  await signIn(phone, email, "first-secret");
  const laptop = await browser.newContext({ serviceWorkers: "block" });
  const page = await laptop.newPage();
  await signIn(page, email, "first-secret");

  await page.goto("/profile");
  const rights = page.getByRole("region", { name: "Privacy & Security" });
  await expect(rights).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Download my data: a JSON file with the account in it.
  const [download] = await Promise.all([page.waitForEvent("download"), rights.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ghanahealth-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const held = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"))) as { account: { email: string; firstName: string }; signIns: unknown[] };
  expect(held.account).toMatchObject({ email, firstName: "Efua" });
  expect(held.signIns).toHaveLength(2);

  // Change password: the phone is signed out, this browser stays.
  await rights.getByLabel("Current password").fill("first-secret");
  await rights.getByLabel(/^New password/).fill("second-secret");
  await rights.getByLabel("Confirm new password").fill("second-secret");
  await rights.getByRole("button", { name: "Change Password" }).click();
  await expect(toast(page).getByText("Password Changed", { exact: true })).toBeVisible();
  expect((await phone.request.get("/api/user")).status()).toBe(401);
  expect((await page.request.get("/api/user")).status()).toBe(200);

  // Delete my account, keyboard only: a wrong password first.
  await rights.getByRole("button", { name: "Delete my account" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your password")).toBeFocused();
  await page.keyboard.type("first-secret");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Your password is not correct.")).toBeVisible();
  await expect(dialog.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel("Your password").fill("second-secret");
  await page.keyboard.press("Enter");
  await expect(toast(page).getByText("Account Deleted", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In", exact: true }).first()).toBeVisible();
  expect((await page.request.get("/api/user")).status()).toBe(401);

  // The old password opens nothing, and the old session's data download is refused. (That the
  // address is free for a new sign-up is tested in the API's data-rights tests: here a new sign-up
  // would wait out the 60 s between codes to one address.)
  expect((await request.post("/api/login", { data: { email, password: "second-secret" } })).status()).toBe(401);
  expect((await page.request.get("/api/user/export")).status()).toBe(401);
  await Promise.all([phoneBrowser.close(), laptop.close()]);
});

test("the privacy page says how to use these rights and links to the profile", async ({ page }) => {
  await page.goto("/privacy");
  const rights = page.getByRole("region", { name: "Your rights" });
  await expect(rights.getByText(/Download my data/)).toBeVisible();
  await expect(rights.getByText(/Delete my account/)).toBeVisible();
  await expect(rights.getByRole("link", { name: "your profile" })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("region", { name: "How long we keep it" })).toBeVisible();
});
