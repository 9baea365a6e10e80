/**
 * Text one user writes and others read (a provider's bio, services, training) is stored as given and
 * shown as text on every page that shows it: markup in it stays characters on the screen and never
 * runs (docs/product-rules.md#security-headers). The provider is registered through the API with hostile text in those fields.
 */
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/booking";
import { DEMO_ADMIN, registerProvider } from "./support/providers";

const SCRIPT = `<script>window.__storedTextRan = "script"</script>`;
const IMAGE = `<img src="x" onerror="window.__storedTextRan = 'img'">`;
const BIO = `Radiologist in Sunyani. ${SCRIPT} ${IMAGE} Reads X-rays and scans for the Bono Region.`;
const SERVICES = `X-ray, <b>Ultrasound</b>, ${IMAGE}`;

/** Nothing of the stored markup became an element or ran. */
async function expectInert(page: Page) {
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as { __storedTextRan?: string }).__storedTextRan)).toBeUndefined();
  await expect(page.locator('img[src="x"], main b')).toHaveCount(0);
}

test("markup stored in a provider's texts stays text on the profile, in search and on the admin's cards", async ({ page, request }) => {
  const provider = await registerProvider(request, { bio: BIO, services: SERVICES, education: `MB ChB ${SCRIPT}` });

  // The API gives the text back exactly as it was written.
  const stored = (await (await request.get(`/api/providers/${provider.id}`)).json()) as { bio: string; services: string[] | string };
  expect(stored.bio).toBe(BIO);

  await page.goto(`/provider/${provider.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(provider.lastName);
  await expect(page.getByText(BIO, { exact: false })).toBeVisible();
  await expectInert(page);

  await page.goto(`/search?location=Sunyani&specialty=radiology`);
  await expect(page.getByRole("article").filter({ hasText: provider.lastName })).toBeVisible();
  await expectInert(page);

  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/providers?search=${provider.suffix}`);
  await expect(page.locator(".admin-providers__list").getByRole("article").filter({ hasText: provider.lastName })).toBeVisible();
  await expectInert(page);
});
