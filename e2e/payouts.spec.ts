/**
 * The provider's side of payouts (docs/product-rules.md#payouts): a provider adds a mobile money number, completes a paid
 * visit, the Monday payout run pays it (the sandbox transfer succeeds at once) and the dashboard's
 * Earnings tab shows the payout as paid, with the visit.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { bookAndPayVisit, clock, DEMO_PATIENT, longDate } from "./support/booking";
import { licensedProvider } from "./support/providers";
import { toast } from "./support/toast";
import { moveAppointmentTo, offSlotMinute } from "./support/test-database";

const HOUR_MS = 60 * 60 * 1000;

/**
 * wrangler.toml's weekly payout Cron, fired by `wrangler dev --test-scheduled` (package.json
 * "e2e:server"; wrangler.toml lets /__scheduled reach the Worker rather than the static assets).
 */
const PAYOUT_RUN = "/__scheduled?cron=0+6+*+*+1";

test.describe("a provider is paid for their visits", () => {
  test("adds an MTN MoMo number, completes a visit, and after the Monday run the dashboard shows the payout paid with the visit", async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    // A provider of this test's own (signed in on `page`), so the run pays exactly this visit.
    const provider = await licensedProvider(page.request);

    // Without payout details the Earnings tab says so and links to Settings.
    await page.goto("/provider/dashboard?tab=earnings");
    const notice = page.getByRole("complementary", { name: "Payout details" });
    await expect(notice).toContainText("Add your payout details to be paid.");
    await notice.getByRole("link", { name: "Add payout details" }).click();
    await expect(page).toHaveURL(/\/provider\/settings$/);

    // Settings: an MTN mobile money number, checked by the server, then shown masked.
    const payout = page.getByRole("region", { name: "Payout Details" });
    await expect(payout.getByRole("radio", { name: "Mobile money" })).toBeChecked();
    await payout.getByLabel("Network").selectOption({ label: "MTN Mobile Money" });
    await payout.getByLabel("Mobile money number").fill("020 212 3456");
    await payout.getByLabel("Account name").fill(`Efua ${provider.lastName}`);
    await payout.getByRole("button", { name: "Save Payout Details" }).click();
    // A Telecel number is not an MTN wallet: the form says so under the field.
    await expect(payout.getByLabel("Mobile money number")).toHaveAttribute("aria-invalid", "true");
    await expect(payout).toContainText("This is a Telecel number. For MTN Mobile Money enter an MTN number (024, 054, 055, 059, 025 or 053), or choose Telecel Cash.");
    await payout.getByLabel("Mobile money number").fill("024 555 0142");
    // Where the money goes changes only with the password: a wrong one is refused by the server, under the field.
    await payout.getByLabel("Your password").fill("not-my-password");
    await payout.getByRole("button", { name: "Save Payout Details" }).click();
    await expect(payout).toContainText("This password is not correct. Your payout details were not changed.");
    await expect(payout.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
    await payout.getByLabel("Your password").fill(provider.password);
    await payout.getByRole("button", { name: "Save Payout Details" }).click();
    await expect(toast(page).getByText("Payout Details Saved", { exact: true })).toBeVisible();
    await expect(payout).toContainText("MTN Mobile Money ••••••0142");
    await expect(payout).not.toContainText("024 555 0142");
    await expect(payout.getByRole("button", { name: "Change Payout Details" })).toBeFocused();
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    // The demo patient books and pays for a visit, in their own cookie jar.
    const patient = await playwright.request.newContext({ baseURL });
    expect((await patient.post("/api/login", { data: DEMO_PATIENT })).status()).toBe(200);
    const { id: appointmentId } = await bookAndPayVisit(patient, provider.id, "Ultrasound of the abdomen");
    expect((await page.request.patch(`/api/providers/appointments/${appointmentId}`, { data: { status: "confirmed" } })).status()).toBe(200);

    // The visit took place an hour ago; the provider marks it completed on the dashboard.
    const startsAt = offSlotMinute(-HOUR_MS);
    moveAppointmentTo(appointmentId, startsAt);
    const visitDay = longDate(new Date(startsAt).toISOString().slice(0, 10));
    const visitTime = clock(new Date(startsAt).toISOString().slice(11, 16));
    await page.goto("/provider/dashboard?tab=appointments");
    const visit = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Ama Owusu" }) });
    await visit.getByRole("button", { name: "Mark Completed" }).click();
    await page.getByRole("alertdialog", { name: "Mark Appointment Completed" }).getByRole("button", { name: "Mark Completed" }).click();
    await expect(toast(page).getByText("Appointment Completed", { exact: true })).toBeVisible();

    // Earnings: the provider's 90% of the ₵200 fee is owed, nothing paid yet.
    await page.getByRole("tab", { name: "Earnings" }).click();
    const figure = (label: string) => page.locator("[data-figure]").filter({ has: page.getByText(label, { exact: true }) });
    await expect(figure("Pending")).toContainText("₵180.00");
    await expect(figure("Paid Out")).toContainText("₵0.00");
    await expect(page.getByText("No payouts yet.")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Payout details" })).toHaveCount(0);

    // Monday, 06:00: the payout run. It finishes in the background (ctx.waitUntil), so wait for the API to show it.
    const run = await page.request.get(PAYOUT_RUN);
    expect(run.status()).toBe(200);
    expect(await run.text()).toBe("Ran scheduled event");
    await expect
      .poll(async () => ((await (await page.request.get("/api/providers/earnings?page=1")).json()) as { paidOut: string }).paidOut)
      .toBe("180.00");

    await page.reload();
    await expect(figure("Paid Out")).toContainText("₵180.00");
    await expect(figure("Pending")).toContainText("₵0.00");
    const payouts = page.getByRole("region", { name: "Payouts" }).getByRole("listitem");
    await expect(payouts).toHaveCount(1);
    const paid = payouts.first();
    await expect(paid.getByRole("heading", { name: "₵180.00" })).toBeVisible();
    await expect(paid.getByText("Paid", { exact: true })).toBeVisible();
    const row = paid.getByRole("row").filter({ hasText: "Ama Owusu" });
    await expect(row.getByRole("cell")).toHaveText([`${visitDay}, ${visitTime}`, "Ama Owusu", "₵180.00"]);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    await patient.dispose();
  });
});
