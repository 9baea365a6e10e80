/**
 * The administrator's side of refunds and payouts (docs/product-rules.md#refunds and docs/product-rules.md#payouts): the Revenue Dashboard shows gross,
 * refunds and net and the payouts to providers as /api/admin/revenue reports them; and an admin
 * refunds a paid visit the patient cancelled too late for an automatic refund, from the Appointments
 * tab, by keyboard, then follows it on the Refunds tab until the sandbox has processed it.
 *
 * The sandbox refund gateway has no way to make a refund fail (edge-api/src/payments/sandbox-refunds.ts),
 * so a failed refund's Retry is covered by the DOM tests, not here.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { DEMO_PATIENT, freeSlots, signInAs } from "./support/booking";
import { moveAppointmentTo, offSlotMinute } from "./support/test-database";
import { toast } from "./support/toast";
import { DEMO_ADMIN } from "./support/providers";

const DEMO_PROVIDER_ID = 1;
const HOUR_MS = 60 * 60 * 1000;

interface Figures {
  totalRevenue: string;
  refunds: { totalRefunded: string; refundedAppointments: number; netRevenue: string; netCommission: string; netPayouts: string; pending: { count: number; amount: string }; failed: { count: number; amount: string } };
  payouts: { paid: string; processing: string; failed: string; failedCount: number; owed: string };
}

interface Refund {
  id: number;
  appointmentId: number;
  amount: string;
  reason: string;
  status: string;
}

const cedis = (value: string) => `₵${Number(value).toLocaleString("en-GH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pesewas = (value: string) => Math.round(Number(value) * 100);

async function revenueOf(request: APIRequestContext): Promise<Figures> {
  const response = await request.get("/api/admin/revenue");
  expect(response.status()).toBe(200);
  return (await response.json()) as Figures;
}

async function refundOf(request: APIRequestContext, appointmentId: number, status: string): Promise<Refund | undefined> {
  const response = await request.get(`/api/admin/refunds?status=${status}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Refund[] }).items.find((refund) => refund.appointmentId === appointmentId);
}

/**
 * The demo patient books and pays one of the demo provider's free slots, which is then moved to about
 * two hours from now (no slot is bookable that near at every hour of the week), and cancels it: too
 * late for an automatic refund.
 */
async function lateCancelledPaidVisit(patient: APIRequestContext): Promise<{ id: number; fee: string }> {
  const [slot] = await freeSlots(patient, DEMO_PROVIDER_ID, 1);
  const startsAt = `${slot!.date}T${slot!.time}:00Z`;
  const booked = await patient.post("/api/appointments", {
    data: { providerId: DEMO_PROVIDER_ID, appointmentDate: startsAt, reason: "Fever since yesterday", patientName: "Ama Owusu", patientPhone: "0241234567", patientEmail: DEMO_PATIENT.email },
  });
  expect(booked.status()).toBe(201);
  const { id, amountPesewas } = (await booked.json()) as { id: number; amountPesewas: number };
  const reference = `apt_${id}_${Date.now()}`;
  expect((await patient.post("/api/payments/sandbox/charge", { data: { reference, amountPesewas, channel: "mtn", phone: "024 123 4567", outcome: "success" } })).status()).toBe(200);
  expect((await patient.post("/api/payments/verify", { data: { reference, appointmentId: id } })).status()).toBe(200);

  moveAppointmentTo(id, offSlotMinute(2 * HOUR_MS));
  const cancelled = await patient.put(`/api/appointments/${id}`, { data: { status: "cancelled" } });
  expect(cancelled.status()).toBe(200);
  expect(await cancelled.json()).toMatchObject({ status: "cancelled", paymentStatus: "completed", refund: null });
  return { id, fee: (amountPesewas / 100).toFixed(2) };
}

test.describe("money on the admin's side", () => {
  test("the revenue page shows gross, refunds and net, and the payouts to providers; it passes axe", async ({ page }) => {
    await signInAs(page, DEMO_ADMIN);
    const report = await revenueOf(page.request);
    await page.goto("/revenue");

    const refunds = page.getByRole("region", { name: "Refunds and Net" });
    const figure = (id: string) => refunds.locator(`[data-figure="${id}"] .revenue-figure__value`);
    await expect(figure("gross")).toHaveText(cedis(report.totalRevenue));
    await expect(figure("refunded")).toHaveText(cedis(report.refunds.totalRefunded));
    await expect(figure("net-revenue")).toHaveText(cedis(report.refunds.netRevenue));
    await expect(figure("net-commission")).toHaveText(cedis(report.refunds.netCommission));
    await expect(figure("net-payouts")).toHaveText(cedis(report.refunds.netPayouts));
    await expect(figure("pending-refunds")).toHaveText(cedis(report.refunds.pending.amount));
    await expect(figure("failed-refunds")).toHaveText(cedis(report.refunds.failed.amount));
    await expect(refunds.locator('[data-figure="failed-refunds"]')).toContainText(`${report.refunds.failed.count} refund`);

    const payouts = page.getByRole("region", { name: "Payouts to Providers" });
    const payout = (id: string) => payouts.locator(`[data-figure="${id}"] .revenue-figure__value`);
    await expect(payout("paid")).toHaveText(cedis(report.payouts.paid));
    await expect(payout("processing")).toHaveText(cedis(report.payouts.processing));
    await expect(payout("failed")).toHaveText(cedis(report.payouts.failed));
    await expect(payouts.locator('[data-figure="failed"]')).toContainText(`${report.payouts.failedCount} payout`);
    await expect(payout("owed")).toHaveText(cedis(report.payouts.owed));

    // The spec's four totals and Export Report stay.
    await expect(page.locator('[data-stat="revenue"] .revenue-stat__value')).toHaveText(cedis(report.totalRevenue));
    await expect(page.getByRole("button", { name: "Export Report" })).toBeVisible();

    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an admin refunds, by keyboard, a paid visit the patient cancelled too late for an automatic refund", async ({ page, playwright, baseURL }) => {
    test.setTimeout(60_000);
    const patient = await playwright.request.newContext({ baseURL });
    expect((await patient.post("/api/login", { data: DEMO_PATIENT })).status()).toBe(200);
    const visit = await lateCancelledPaidVisit(patient);

    await signInAs(page, DEMO_ADMIN);
    const before = await revenueOf(page.request);
    await page.goto("/admin?tab=appointments");
    const refundButton = page.getByRole("button", { name: `Refund appointment ${visit.id}`, exact: true });
    await refundButton.focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("alertdialog", { name: `Refund ${cedis(visit.fee)} to Ama Owusu?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("cancelled without an automatic refund");
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    const confirm = dialog.getByRole("button", { name: `Refund ${cedis(visit.fee)}` });
    // Money moves only on a deliberate second choice: the focus starts on Cancel.
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText("Refund started");
    await expect(toast(page)).toContainText(`${cedis(visit.fee)} is on its way back to Ama Owusu`);
    const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: String(visit.id), exact: true }) });
    await expect(row).toContainText("Refund started");

    // The sandbox processes the refund a few seconds later; the Refunds tab then lists it as processed.
    await expect.poll(async () => (await refundOf(page.request, visit.id, "processed"))?.status, { timeout: 20_000 }).toBe("processed");
    await page.goto("/admin?tab=refunds");
    await page.getByRole("group", { name: "Which refunds" }).getByRole("button", { name: "Processed" }).click();
    await expect(page).toHaveURL(/[?&]status=processed/);
    const refunded = page.getByRole("row").filter({ hasText: `#${visit.id}` });
    await expect(refunded).toContainText("Refunded by an admin");
    await expect(refunded).toContainText(cedis(visit.fee));
    await expect(refunded).toContainText("Processed");

    // The patient sees it; the revenue takes it off gross revenue.
    const mine = (await (await patient.get("/api/appointments/my")).json()) as { id: number; refund: { amount: string; status: string } | null }[];
    expect(mine.find((appointment) => appointment.id === visit.id)?.refund).toMatchObject({ amount: visit.fee, status: "processed" });
    await patient.dispose();
    const after = await revenueOf(page.request);
    expect(pesewas(after.refunds.totalRefunded) - pesewas(before.refunds.totalRefunded)).toBe(pesewas(visit.fee));
    expect(pesewas(after.refunds.netRevenue)).toBe(pesewas(after.totalRevenue) - pesewas(after.refunds.totalRefunded));
    await page.goto("/revenue");
    await expect(page.locator('[data-figure="refunded"] .revenue-figure__value')).toHaveText(cedis(after.refunds.totalRefunded));

    // The Appointments table now says how the refund stands instead of offering another, and the
    // server refuses a second refund of the same payment in any case.
    await page.goto("/admin?tab=appointments");
    const refundedRow = page.getByRole("row").filter({ has: page.getByRole("cell", { name: String(visit.id), exact: true }) });
    await expect(refundedRow).toContainText("Refund processed");
    await expect(page.getByRole("button", { name: `Refund appointment ${visit.id}`, exact: true })).toHaveCount(0);
    const again = await page.request.post(`/api/admin/appointments/${visit.id}/refund`);
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ error: { message: "This payment already has a refund." } });
  });
});
