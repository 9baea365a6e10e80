/**
 * The administrator manages providers at /admin/providers: the search narrows the cards, an edited
 * fee reaches the public profile, and a deletion removes exactly what its dialog said (the patient
 * with the upcoming visit is told, the money stays in the ledger). Each test registers its own
 * provider through the API, so the seeded demo data stays as it is.
 */
import { expect, test, type Page } from "@playwright/test";
import { bookAndPayVisit, DEMO_PATIENT, signInAs } from "./support/booking";
import { newestMessageId } from "./support/outbox";
import { toast } from "./support/toast";
import { axeViolations } from "./support/axe";
import { DEMO_ADMIN, licensedProvider, registerProvider } from "./support/providers";

const countBadge = (page: Page) => page.locator(".admin-providers__count");

async function searchFor(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search providers" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

test.describe("the administrator manages providers", () => {
  test("search narrows the cards, and an edited fee reaches the public profile; the page and its dialog pass axe", async ({ page, request }) => {
    const provider = await registerProvider(request);
    await signInAs(page, DEMO_ADMIN);

    await page.goto("/admin/providers");
    await expect(page.getByRole("heading", { level: 1, name: "Provider Management" })).toBeVisible();
    await expect(page.getByText("Deleting a provider is permanent.")).toBeVisible();
    const all = (await (await page.request.get("/api/admin/providers?page=1&pageSize=1")).json()) as { total: number };
    expect(all.total).toBeGreaterThan(1);
    await expect(countBadge(page)).toHaveText(all.total.toLocaleString("en-GH"));
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    // Name and place together narrow to this one provider.
    await searchFor(page, `${provider.suffix} Sunyani`);
    await expect(countBadge(page)).toHaveText("1");
    const cards = page.locator(".admin-providers__list").getByRole("article");
    await expect(cards).toHaveCount(1);
    const card = page.getByRole("article", { name: provider.name });
    await expect(card).toContainText("Radiology");
    await expect(card).toContainText("9 years");
    await expect(card).toContainText("₵200.00");
    await expect(card).toContainText("No ratings");
    await expect(card).toContainText("Radiologist reading X-rays");

    await card.getByRole("button", { name: `Edit ${provider.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${provider.name}` });
    const fee = dialog.getByLabel("Consultation Fee");
    await expect(fee).toHaveValue("200.00");
    expect(await axeViolations(page)).toEqual([]);
    await fee.fill("0");
    await expect(dialog.getByText("Consultation fee must be greater than 0")).toBeVisible();
    await fee.fill("245");
    await expect(dialog.getByText("Consultation fee must be greater than 0")).toBeHidden();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page).getByText("Provider Updated Successfully", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("₵245.00");

    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
    await expect(page.getByText("₵245.00").first()).toBeVisible();
    await expect(page.getByText("₵200.00")).toHaveCount(0);
  });

  test("deleting a provider removes what the dialog counted, tells the patient and keeps the money", async ({ page, request, playwright, baseURL }) => {
    test.setTimeout(60_000);
    const provider = await licensedProvider(request);
    // The patient books in their own cookie jar, so the admin's session in `page` is untouched.
    const patient = await playwright.request.newContext({ baseURL });
    expect((await patient.post("/api/login", { data: DEMO_PATIENT })).status()).toBe(200);
    const { id: appointmentId } = await bookAndPayVisit(patient, provider.id, "Chest X-ray before surgery");

    await signInAs(page, DEMO_ADMIN);
    const revenueBefore = await (await page.request.get("/api/admin/revenue")).json();
    const preview = await (await page.request.get(`/api/admin/providers/${provider.id}/deletion`)).json();
    expect(preview).toEqual({ appointments: 1, upcomingAppointments: 1, reviews: 0 });

    await page.goto("/admin/providers");
    await searchFor(page, provider.suffix);
    const card = page.getByRole("article", { name: provider.name });

    // Cancel keeps the provider.
    await card.getByRole("button", { name: `Delete ${provider.name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${provider.name}?` });
    await expect(confirm).toContainText("1 appointment, including 1 upcoming: that patient is told by e-mail");
    await expect(confirm).toContainText("0 reviews");
    await expect(confirm).toContainText("Payment records are kept for accounting.");
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    expect((await page.request.get(`/api/providers/${provider.id}`)).status()).toBe(200);

    const lastMessageToPatient = await newestMessageId(page.request, DEMO_PATIENT.email);
    await card.getByRole("button", { name: `Delete ${provider.name}` }).click();
    await expect(confirm).toContainText("1 appointment, including 1 upcoming");
    await confirm.getByRole("button", { name: "Delete Provider" }).click();

    // The toast's counts are the server's: the same as the dialog said.
    const shown = toast(page);
    await expect(shown.getByText("Provider Deleted Successfully", { exact: true })).toBeVisible();
    await expect(shown).toContainText("Removed 1 appointment, 0 reviews and the user account.");
    await expect(page.getByRole("heading", { name: "No Providers Found" })).toBeVisible();
    await expect(countBadge(page)).toHaveText("0");

    // The patient's visit is gone and they were told; the money stays in the ledger.
    const mine = (await (await patient.get("/api/appointments/my")).json()) as { id: number }[];
    expect(mine.map((appointment) => appointment.id)).not.toContain(appointmentId);
    await expect.poll(async () => newestMessageId(page.request, DEMO_PATIENT.email)).toBeGreaterThan(lastMessageToPatient);
    const revenueAfter = await (await page.request.get("/api/admin/revenue")).json();
    expect(revenueAfter.totalRevenue).toBe(revenueBefore.totalRevenue);
    await patient.dispose();

    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { name: "Provider Not Found" })).toBeVisible();
  });
});
