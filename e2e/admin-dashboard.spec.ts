/**
 * The Admin Dashboard with the seeded admin: counters from /api/admin/stats, every tab's full CSV,
 * sorting and paging on the server, axe on each tab; and the admin area kept from patients and
 * providers: they are sent home and their browser never downloads the admin remote.
 */
import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { DEMO_PATIENT, signInAs } from "./support/booking";
import { DEMO_ADMIN, registerProvider } from "./support/providers";
import { axeViolations } from "./support/axe";

const TABLES = [
  { table: "users", tab: "Users" },
  { table: "providers", tab: "Providers" },
  { table: "reviews", tab: "Reviews" },
  { table: "appointments", tab: "Appointments" },
] as const;

interface AdminStats {
  users: number;
  providers: number;
  reviews: number;
  appointments: number;
}
interface AdminPage {
  items: { id: number }[];
  total: number;
}

async function adminApi<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The IDs in the table on screen, top to bottom. */
async function shownIds(page: Page): Promise<number[]> {
  const cells = await page.getByRole("tabpanel").locator("tbody tr td:first-child").allTextContents();
  return cells.map(Number);
}

/** Every request the page makes for the admin remote's files. */
function watchAdminRemote(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/mfe/admin/")) requested.push(request.url());
  });
  return requested;
}

test.describe("the Admin Dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO_ADMIN);
  });

  test("the counters are the stats; each tab downloads its whole table as {table}_{date}.csv; every tab passes axe", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const stats = await adminApi<AdminStats>(page, "/api/admin/stats");
    const counters = page.getByRole("region", { name: "The platform at a glance" });
    for (const [table, label] of [["users", "Total Users"], ["providers", "Providers"], ["reviews", "Reviews"], ["appointments", "Appointments"]] as const) {
      await expect(counters.locator(`[data-counter="${table}"]`)).toHaveText(`${label}${stats[table].toLocaleString("en-GH")}`);
    }
    await expect(page.getByRole("link", { name: "Manage Providers" })).toHaveAttribute("href", "/admin/providers");
    await expect(page.getByRole("link", { name: "Revenue" })).toHaveAttribute("href", "/revenue");

    const today = new Date().toISOString().slice(0, 10);
    for (const { table, tab } of TABLES) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${table}`));
      const { total } = await adminApi<AdminPage>(page, `/api/admin/${table}?page=1`);
      expect(total, `${table} has rows to export`).toBeGreaterThan(0);
      expect(total).toBe(stats[table]);
      const panel = page.getByRole("tabpanel", { name: tab });
      await expect(panel.getByRole("status").filter({ hasText: "Showing" })).toHaveText(`Showing 1–${Math.min(20, total)} of ${total.toLocaleString("en-GH")}`);
      await expect(panel.getByRole("region", { name: tab }).getByRole("table")).toBeVisible();

      const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Download CSV" }).click()]);
      expect(download.suggestedFilename()).toBe(`${table}_${today}.csv`);
      const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
      const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
      expect(parsed.errors, `${table}.csv parses`).toEqual([]);
      expect(parsed.data, `${table}.csv holds the whole table`).toHaveLength(total);

      expect(await axeViolations(page), `axe on the ${tab} tab`).toEqual([]);
    }

    await page.getByRole("tab", { name: "Audit Log" }).click();
    await expect(page.getByRole("tabpanel", { name: "Audit Log" }).getByRole("table")).toBeVisible();
    expect(await axeViolations(page), "axe on the Audit Log tab").toEqual([]);
  });

  test("a header click sorts and the pages move through the rows, both on the server", async ({ page }) => {
    await page.goto("/admin?tab=users");
    const firstPage = await adminApi<AdminPage>(page, "/api/admin/users?page=1&pageSize=20&sort=id&order=desc");
    expect(firstPage.total, "the seed has more than one page of users").toBeGreaterThan(20);
    await expect.poll(() => shownIds(page)).toEqual(firstPage.items.map((user) => user.id));
    const table = page.getByRole("tabpanel", { name: "Users" }).getByRole("table");
    await expect(table.getByRole("columnheader", { name: "ID" })).toHaveAttribute("aria-sort", "descending");

    await table.getByRole("button", { name: "Email" }).click();
    await expect(page).toHaveURL(/sort=email&order=asc/);
    await expect(table.getByRole("columnheader", { name: "Email" })).toHaveAttribute("aria-sort", "ascending");
    const byEmail = await adminApi<AdminPage>(page, "/api/admin/users?page=1&pageSize=20&sort=email&order=asc");
    await expect.poll(() => shownIds(page)).toEqual(byEmail.items.map((user) => user.id));
    expect(byEmail.items.map((user) => user.id)).not.toEqual(firstPage.items.map((user) => user.id));

    await table.getByRole("button", { name: "Email" }).click();
    await expect(table.getByRole("columnheader", { name: "Email" })).toHaveAttribute("aria-sort", "descending");
    const byEmailDesc = await adminApi<AdminPage>(page, "/api/admin/users?page=1&pageSize=20&sort=email&order=desc");
    await expect.poll(() => shownIds(page)).toEqual(byEmailDesc.items.map((user) => user.id));

    const pages = page.getByRole("navigation", { name: "Users pages" });
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    const secondPage = await adminApi<AdminPage>(page, "/api/admin/users?page=2&pageSize=20&sort=email&order=desc");
    await expect.poll(() => shownIds(page)).toEqual(secondPage.items.map((user) => user.id));
    await expect(page.getByRole("tabpanel", { name: "Users" }).getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      `Showing 21–40 of ${firstPage.total.toLocaleString("en-GH")}`,
    );
    await expect(pages.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

    await pages.getByRole("button", { name: "Page 1", exact: true }).click();
    await expect.poll(() => shownIds(page)).toEqual(byEmailDesc.items.map((user) => user.id));
  });

  test("searching providers narrows the rows on the server", async ({ page }) => {
    await page.goto("/admin?tab=providers");
    const panel = page.getByRole("tabpanel", { name: "Providers" });
    await panel.getByRole("searchbox", { name: "Search providers" }).fill("Mensah");
    await expect(page).toHaveURL(/search=Mensah/);
    const found = await adminApi<AdminPage>(page, "/api/admin/providers?page=1&pageSize=20&sort=id&order=desc&search=Mensah");
    expect(found.total).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page)).toEqual(found.items.map((provider) => provider.id));
  });
});

test.describe("the Admin Dashboard on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a wide table scrolls inside its own region; the page does not scroll sideways", async ({ page }) => {
    await signInAs(page, DEMO_ADMIN);
    await page.goto("/admin?tab=providers");
    const region = page.getByRole("tabpanel", { name: "Providers" }).getByRole("region", { name: "Providers" });
    await expect(region.getByRole("table")).toBeVisible();
    const widths = await region.evaluate((element) => ({
      region: element.clientWidth,
      table: element.scrollWidth,
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.table).toBeGreaterThan(widths.region);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    if (process.env.ADMIN_SCREENSHOT) await page.screenshot({ path: process.env.ADMIN_SCREENSHOT, fullPage: true });
  });
});

test.describe("the admin area is kept from other roles", () => {
  for (const [role, signIn] of [
    ["a patient", (page: Page) => signInAs(page, DEMO_PATIENT)],
    ["a provider", (page: Page) => registerProvider(page.request)],
    ["an anonymous visitor", async () => undefined],
  ] as const) {
    test(`${role} opening /admin is sent away and never downloads the admin remote`, async ({ page }) => {
      await signIn(page);
      const adminFiles = watchAdminRemote(page);
      for (const path of ["/admin", "/admin/providers", "/revenue"]) {
        await page.goto(path);
        await expect(page).toHaveURL(role === "an anonymous visitor" ? /\/auth\?next=/ : /\/$/);
        await page.waitForLoadState("networkidle");
      }
      expect(adminFiles).toEqual([]);
    });
  }
});
