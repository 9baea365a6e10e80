/**
 * The Revenue Dashboard shows real money: its totals are /api/admin/revenue's and /api/admin/stats',
 * a newly paid booking moves them and the paid bookings of /api/admin/appointments.csv by exactly its
 * fee, and Export Report downloads revenue_{date}.csv.
 *
 * The revenue ledger keeps the money of deleted providers (payment records are never deleted), so
 * the paid rows of the appointments export can sum to less than the ledger; the test compares the
 * change a booking makes, which holds whatever earlier tests deleted.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { bookAndPayVisit, DEMO_PATIENT, signInAs } from "./support/booking";
import { axeViolations } from "./support/axe";
import { DEMO_ADMIN } from "./support/providers";

const DEMO_PROVIDER_ID = 1;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

interface RevenueReport {
  totalRevenue: string;
  totalCommission: string;
  totalPayouts: string;
  averageCommission: string;
  paidAppointments: number;
  recent: { id: number; patientName: string; providerName: string; fee: string }[];
  monthly: { month: string; bookings: number; revenue: string }[];
  growth: { percent: number | null; month: string; previousMonth: string };
}

interface Money {
  revenue: number;
  commission: number;
  payouts: number;
  bookings: number;
}

const pesewas = (cedis: string) => Math.round(Number(cedis) * 100);
const cedis = (value: string) => `₵${Number(value).toLocaleString("en-GH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

async function revenueOf(request: APIRequestContext): Promise<RevenueReport> {
  const response = await request.get("/api/admin/revenue");
  expect(response.status()).toBe(200);
  return (await response.json()) as RevenueReport;
}

const ledgerMoney = (report: RevenueReport): Money => ({
  revenue: pesewas(report.totalRevenue),
  commission: pesewas(report.totalCommission),
  payouts: pesewas(report.totalPayouts),
  bookings: report.paidAppointments,
});

/** The paid bookings of the whole appointments table, as its CSV export lists them. */
async function paidBookingsInExport(request: APIRequestContext): Promise<Money> {
  const response = await request.get("/api/admin/appointments.csv");
  expect(response.status()).toBe(200);
  const text = (await response.text()).replace(/^\uFEFF/, "");
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  const paid = data.filter((row) => row.Payment === "completed");
  return {
    revenue: paid.reduce((sum, row) => sum + pesewas(row["Fee (GHS)"]!), 0),
    commission: paid.reduce((sum, row) => sum + pesewas(row["Commission (GHS)"]!), 0),
    payouts: paid.reduce((sum, row) => sum + pesewas(row["Provider Payout (GHS)"]!), 0),
    bookings: paid.length,
  };
}

const difference = (after: Money, before: Money): Money => ({
  revenue: after.revenue - before.revenue,
  commission: after.commission - before.commission,
  payouts: after.payouts - before.payouts,
  bookings: after.bookings - before.bookings,
});

function growthText(growth: RevenueReport["growth"]): string {
  if (growth.percent === null) return "No earlier month to compare";
  const sign = growth.percent > 0 ? "+" : growth.percent < 0 ? "-" : "";
  return `${sign}${Math.abs(growth.percent).toFixed(1)}% in ${monthName(growth.month)} vs ${monthName(growth.previousMonth)}`;
}

test.describe("the revenue dashboard", () => {
  test("shows the API's totals, moved by exactly a new paid booking; the export downloads; the page passes axe", async ({ page, playwright, baseURL }) => {
    test.setTimeout(60_000);
    await signInAs(page, DEMO_ADMIN);
    const before = await revenueOf(page.request);
    const exportBefore = await paidBookingsInExport(page.request);

    const patient = await playwright.request.newContext({ baseURL });
    expect((await patient.post("/api/login", { data: DEMO_PATIENT })).status()).toBe(200);
    const booking = await bookAndPayVisit(patient, DEMO_PROVIDER_ID);
    await patient.dispose();

    // The booking's fee, split 10% / 90%, reaches the ledger and the export alike.
    const report = await revenueOf(page.request);
    const commission = Math.round(booking.feePesewas / 10);
    const change = { revenue: booking.feePesewas, commission, payouts: booking.feePesewas - commission, bookings: 1 };
    expect(difference(ledgerMoney(report), ledgerMoney(before))).toEqual(change);
    const exportAfter = await paidBookingsInExport(page.request);
    expect(difference(exportAfter, exportBefore)).toEqual(change);
    // Nothing is paid outside the ledger; it can only hold more (deleted providers' money).
    expect(ledgerMoney(report).revenue).toBeGreaterThanOrEqual(exportAfter.revenue);
    expect(report.recent[0]?.id).toBe(booking.id);

    const stats = (await (await page.request.get("/api/admin/stats")).json()) as Record<string, unknown>;
    expect(stats).toMatchObject({
      paidAppointments: report.paidAppointments,
      totalRevenue: report.totalRevenue,
      totalCommission: report.totalCommission,
      totalPayouts: report.totalPayouts,
    });

    await page.goto("/revenue");
    await expect(page.getByRole("heading", { level: 1, name: "Revenue Dashboard" })).toBeVisible();
    const card = (id: string) => page.locator(`[data-stat="${id}"] .revenue-stat__value`);
    await expect(card("revenue")).toHaveText(cedis(report.totalRevenue));
    await expect(card("commission")).toHaveText(cedis(report.totalCommission));
    await expect(card("payouts")).toHaveText(cedis(report.totalPayouts));
    await expect(card("average")).toHaveText(cedis(report.averageCommission));

    const recent = page.getByRole("region", { name: "Recent Bookings" }).getByRole("listitem");
    await expect(recent).toHaveCount(Math.min(10, report.recent.length));
    await expect(recent.first()).toContainText(`Ama Owusu with ${report.recent[0]!.providerName}`);
    await expect(recent.first()).toContainText(cedis(report.recent[0]!.fee));

    await expect(page.locator(".revenue-growth__value")).toHaveText(growthText(report.growth));
    const chart = page.getByRole("img", { name: /^Monthly revenue, / });
    await expect(chart).toBeVisible();
    await page.getByText("Show the months as a table").click();
    const rows = page.getByRole("region", { name: "Monthly revenue table" }).locator("tbody tr");
    await expect(rows).toHaveCount(12);
    const thisMonth = report.monthly.at(-1)!;
    await expect(rows.last()).toContainText(monthName(thisMonth.month));
    await expect(rows.last()).toContainText(cedis(thisMonth.revenue));
    await expect(page.getByRole("region", { name: "Revenue Model" })).toContainText("2.9% + GHS 0.50 per transaction");

    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Report" }).click()]);
    expect(download.suggestedFilename()).toBe(`revenue_${new Date().toISOString().slice(0, 10)}.csv`);
    const csv = readFileSync(await download.path(), "utf8");
    const lines = csv.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines[0]).toBe("Month,Paid bookings,Revenue (GHS),Commission (GHS),Provider payouts (GHS),Refunds (GHS),Net revenue (GHS)");
    expect(lines).toHaveLength(14);
    expect(lines[12]!.startsWith(`${thisMonth.month},${thisMonth.bookings},${thisMonth.revenue}`)).toBe(true);
    await expect(page.getByRole("alert").filter({ hasText: "Error downloading data" })).toHaveCount(0);
  });

  test('says "Error downloading data" when the export fails', async ({ page }) => {
    await signInAs(page, DEMO_ADMIN);
    await page.route("**/api/admin/revenue.csv", (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
    await page.goto("/revenue");
    await page.getByRole("button", { name: "Export Report" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error downloading data" })).toBeVisible();
  });
});
