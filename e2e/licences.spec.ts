/**
 * Licences and NHIS (docs/product-rules.md#licences-and-nhis), as the people involved see them: a
 * new provider takes no bookings until an administrator has checked their licence; they upload it
 * from Edit Profile, an administrator approves it from the verification queue, and the public profile
 * then says for which year and by which council. Patients narrow a search to providers who accept
 * NHIS and whose licence is verified.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInAs } from "./support/booking";
import { axeViolations } from "./support/axe";
import { waitForAppStart } from "./support/landing";
import { DEMO_ADMIN, LICENCE_PDF, registerProvider } from "./support/providers";
import { toast } from "./support/toast";

// Accra keeps UTC all year, so the server's year is the UTC year.
const YEAR = new Date().getUTCFullYear();
const COUNCIL = "Allied Health Professions Council";

const resultCards = (page: Page) => page.getByRole("main").getByRole("article");
/** "55 providers found", as the page says it for the API's total. */
const resultsFound = (total: number) => new RegExp(`^${total.toLocaleString("en-GH")} providers? found`);
async function totalFor(request: APIRequestContext, query: string): Promise<number> {
  return ((await (await request.get(`/api/providers/search?${query}`)).json()) as { total: number }).total;
}

test.describe("licences", () => {
  test("a provider uploads their licence, an administrator approves it, and the profile shows the badge with the year", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const provider = await registerProvider(page.request);

    // Before any check the profile is listed, but patients cannot book it.
    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Pending Verification" })).toBeVisible();
    await expect(page.getByText("Booking opens once the licence is checked").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Book Appointment/ })).toHaveCount(0);

    await page.goto("/provider/edit-profile#licence");
    const section = page.locator("#licence");
    await expect(section.getByText("You have not uploaded a licence yet.")).toBeVisible();
    await expect(section.getByText("Patients cannot book you until your licence is checked.")).toBeVisible();
    await section.getByLabel("Regulator").selectOption({ label: COUNCIL });
    await section.getByLabel("Registration number").fill(`AHPC/${provider.suffix}`);
    await section.getByLabel(`Upload your licence for ${YEAR}`).setInputFiles(LICENCE_PDF);
    await section.getByRole("button", { name: "Upload licence" }).click();
    await expect(toast(page).getByText("Licence uploaded", { exact: true })).toBeVisible();
    await expect(section.getByText(/The licence you uploaded on .+ is waiting for review\./)).toBeVisible();
    await expect(section.getByText(`${COUNCIL} · AHPC/${provider.suffix}`)).toBeVisible();

    // The administrator, in a browser of their own, finds it in the queue beside what the provider entered.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, DEMO_ADMIN);
    await admin.goto("/admin/licences");
    await expect(admin.getByRole("heading", { level: 1, name: "Licences" })).toBeVisible();
    const card = admin.getByRole("article", { name: provider.name });
    await expect(card).toContainText(COUNCIL);
    await expect(card).toContainText(`AHPC/${provider.suffix}`);
    const documentLink = card.getByRole("link", { name: /Open the PDF/ });
    const documentAnswer = await admin.request.get((await documentLink.getAttribute("href"))!);
    expect(documentAnswer.status()).toBe(200);
    expect(documentAnswer.headers()["content-type"]).toBe("application/pdf");
    // Served in a CSP sandbox, the PDF still opens in Chromium's own viewer (its extension frame).
    const [viewer] = await Promise.all([admin.waitForEvent("popup"), documentLink.click()]);
    await expect.poll(() => viewer.frames().some((frame) => frame.url().startsWith("chrome-extension://"))).toBe(true);
    await viewer.close();
    await admin.waitForLoadState("networkidle");
    expect(await axeViolations(admin)).toEqual([]);

    await card.getByRole("button", { name: `Approve ${provider.name}'s licence` }).click();
    const dialog = admin.getByRole("dialog", { name: `Approve ${provider.name}'s licence` });
    await expect(dialog.getByRole("radio", { name: String(YEAR) })).toBeChecked();
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(toast(admin).getByText(`${provider.name} is a Verified Provider for ${YEAR}.`)).toBeVisible();
    await expect(card).toBeHidden();
    await adminContext.close();

    // The public profile now carries the claim, with its year and council, and takes bookings.
    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Verified Provider" })).toBeVisible();
    await expect(page.getByText(`Licence verified for ${YEAR} · ${COUNCIL}`)).toBeVisible();
    await expect(page.getByText("Booking opens once the licence is checked")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Book Appointment/ }).first()).toBeVisible();

    // The provider sees the decision in Edit Profile.
    await page.goto("/provider/edit-profile#licence");
    await expect(section.getByText(new RegExp(`The licence you uploaded on .+ was approved for ${YEAR}\\.`))).toBeVisible();
  });

  test("a patient narrows a search to providers who accept NHIS, then to verified providers only", async ({ page, request }) => {
    const [everyone, nhis, nhisVerified] = await Promise.all([totalFor(request, ""), totalFor(request, "nhis=true"), totalFor(request, "nhis=true&verified=true")]);
    // The seed has NHIS practices whose licence is pending, rejected or expired, and practices without NHIS.
    expect(nhis).toBeLessThan(everyone);
    expect(nhisVerified).toBeGreaterThan(0);
    expect(nhisVerified).toBeLessThan(nhis);

    await page.goto("/search");
    await waitForAppStart(page);
    await expect(resultCards(page).first()).toBeVisible();

    const form = page.getByRole("search");
    await form.getByLabel("Accepts NHIS").check();
    await form.getByRole("button", { name: "Search Providers" }).click();
    await expect(page).toHaveURL(/[?&]nhis=true/);
    await expect(page.getByRole("button", { name: "Remove filter: Accepts NHIS" })).toBeVisible();
    await expect(page.getByText(resultsFound(nhis))).toBeVisible();
    for (const card of await resultCards(page).all()) await expect(card.getByText("Accepts NHIS", { exact: true })).toBeVisible();

    // A desktop keeps the form beside the results (a phone folds it under "Change search").
    await form.getByLabel("Verified providers only").check();
    await form.getByRole("button", { name: "Search Providers" }).click();
    await expect(page).toHaveURL(/[?&]verified=true/);
    await expect(page.getByRole("button", { name: "Remove filter: Verified providers only" })).toBeVisible();
    await expect(page.getByText(resultsFound(nhisVerified))).toBeVisible();
    for (const card of await resultCards(page).all()) {
      await expect(card.getByText("Accepts NHIS", { exact: true })).toBeVisible();
      await expect(card.getByText("Verified Provider", { exact: true })).toBeVisible();
    }
  });
});
