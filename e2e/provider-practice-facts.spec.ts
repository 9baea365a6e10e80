/**
 * Shortcuts that keep their promise (docs/product-rules.md#search): whether a practice takes walk-ins is the provider's
 * own fact. On a 360 px phone the demo provider changes "Accept walk-in patients" on their edit form,
 * and their public profile follows ("Walk-ins welcome" or not). The test flips the box and flips it
 * back, so the demo provider ends as the seed made them, whichever way that was.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PROVIDER, signInAsProvider } from "./support/providers";
import { toast } from "./support/toast";
import { axeViolations } from "./support/axe";


test.use({ viewport: { width: 360, height: 740 } });

async function acceptsWalkIns(request: APIRequestContext): Promise<boolean> {
  const answer = await request.get(`/api/providers/${DEMO_PROVIDER.id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { acceptsWalkIns: boolean }).acceptsWalkIns;
}

/** Ticks or unticks the box on /provider/edit-profile, saves, and checks what the public profile now says. */
async function setWalkIns(page: Page, accept: boolean, { checkAxe = false } = {}) {
  await page.goto("/provider/edit-profile");
  const box = page.getByRole("checkbox", { name: "Accept walk-in patients" });
  await expect(box).toBeChecked({ checked: !accept });
  await expect(page.getByRole("checkbox", { name: "Open 24 hours" })).toBeVisible();
  if (checkAxe) {
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  }

  await box.setChecked(accept);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page).getByText("Profile Updated", { exact: true })).toBeVisible();
  expect(await acceptsWalkIns(page.request)).toBe(accept);

  await page.goto(`/provider/${DEMO_PROVIDER.id}`);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_PROVIDER.name })).toBeVisible();
  await expect(page.getByRole("main").getByText("Walk-ins welcome", { exact: true })).toHaveCount(accept ? 1 : 0);

  // The edit form opens with the saved answer.
  await page.goto("/provider/edit-profile");
  await expect(page.getByRole("checkbox", { name: "Accept walk-in patients" })).toBeChecked({ checked: accept });
}

test("the provider says whether they take walk-ins, and their public profile follows", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsProvider(page, page.request);
  const seeded = await acceptsWalkIns(page.request);

  await setWalkIns(page, !seeded, { checkAxe: true });
  await setWalkIns(page, seeded);
});
