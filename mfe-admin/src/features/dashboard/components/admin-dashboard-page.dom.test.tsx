// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { button, cleanup, click, container, fakeApi, field, render, settle, type } from "@gh/test-support";
import { appointment, auditEntry, page, provider, review, stats, user } from "../test/admin-fixture";
import AdminDashboardPage from "./admin-dashboard-page";

// Friday, 20 November 2026, 08:00 in Accra.
const NOW = Date.parse("2026-11-20T08:00:00Z");
const STATS = "GET /api/admin/stats";
const list = (table: string, query = "page=1&pageSize=20&sort=id&order=desc") => `GET /api/admin/${table}?${query}`;

const tab = (name: string) => [...container.querySelectorAll<HTMLButtonElement>("[role=tab]")].find((t) => t.textContent === name);
const headers = () => [...container.querySelectorAll("thead th")].map((th) => th.textContent);
const header = (name: string) => [...container.querySelectorAll<HTMLTableCellElement>("thead th")].find((th) => th.textContent === name)!;
const cells = (row = 0) => [...container.querySelectorAll("tbody tr")[row]!.querySelectorAll("td")].map((td) => td.textContent);
const showing = () => container.querySelector(".admin-tab__showing")?.textContent;
const listCalls = (server: ReturnType<typeof fakeApi>, table: string) => server.calls.filter((call) => call.url.startsWith(`/api/admin/${table}?`)).map((call) => call.url);
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  alert = vi.fn();
  vi.stubGlobal("alert", alert);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the Admin Dashboard", () => {
  it("shows the four counters from the stats, the way to the admin's other pages, and the tabs", async () => {
    fakeApi({ [STATS]: [200, stats()], [list("users")]: [200, page([user(1)])] });
    await render(<AdminDashboardPage />, { route: "/admin" });
    expect(document.title).toBe("Admin Dashboard | GhanaHealth");
    expect(container.querySelector("h1")?.textContent).toBe("Admin Dashboard");
    const counters = [...container.querySelectorAll(".admin-counter")].map((counter) => counter.textContent);
    expect(counters).toEqual(["Total Users1,234", "Providers56", "Reviews789", "Appointments4,321"]);
    const pages = container.querySelector('nav[aria-label="Administration"]')!;
    expect([...pages.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Manage Providers", "/admin/providers"],
      ["Licences", "/admin/licences"],
      ["NHIS reports", "/admin/nhis-reports"],
      ["Revenue", "/revenue"],
    ]);
    expect([...container.querySelectorAll("[role=tab]")].map((t) => t.textContent)).toEqual(["Users", "Providers", "Reviews", "Appointments", "Refunds", "Audit Log"]);
    expect(tab("Users")!.getAttribute("aria-selected")).toBe("true");
  });

  it("offers Retry when the counters do not load", async () => {
    let failing = true;
    fakeApi({ [STATS]: () => (failing ? [500, { error: { code: "internal", message: "Boom" } }] : [200, stats()]), [list("users")]: [200, page([])] });
    await render(<AdminDashboardPage />, { route: "/admin" });
    expect(container.querySelector("[role=alert]")?.textContent).toContain("We could not load the counters");
    failing = false;
    await click(button("Retry"));
    expect(container.querySelector(".admin-counter")?.textContent).toBe("Total Users1,234");
  });

  it("lists users with ID, Name, Email, Role and Created, in a labelled table that scrolls on a phone", async () => {
    fakeApi({ [STATS]: [200, stats()], [list("users")]: [200, page([user(12, { role: "provider", firstName: "Kofi", lastName: "Asante" }), user(11)], 2)] });
    await render(<AdminDashboardPage />, { route: "/admin" });
    expect(headers()).toEqual(["ID", "Name", "Email", "Role", "Created"]);
    expect(cells(0)).toEqual(["12", "Kofi Asante", "ama12@example.com", "Provider", "2 Nov 2026"]);
    expect(cells(1)).toEqual(["11", "Ama Owusu", "ama11@example.com", "Patient", "2 Nov 2026"]);
    const region = container.querySelector("[role=region]")!;
    expect(document.getElementById(region.getAttribute("aria-labelledby")!)?.tagName).toBe("CAPTION");
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(container.querySelector("caption")?.textContent).toBe("Users");
    expect(showing()).toBe("Showing 1–2 of 2");
    // Newest first, as the server orders by default.
    expect(header("ID").getAttribute("aria-sort")).toBe("descending");
  });

  it("shows each provider's licence standing and whether they accept NHIS, with fee and experience", async () => {
    const newcomer = provider(9, { isVerified: false, licenceVerifiedFor: null, licenceStanding: "pending_verification", regulator: null, yearsExperience: 1 });
    const lapsed = provider(8, { isVerified: false, licenceVerifiedFor: 2025, licenceStanding: "renewal_pending" });
    const verified = provider(7, { acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/12345" });
    fakeApi({ [STATS]: [200, stats()], [list("providers")]: [200, page([newcomer, lapsed, verified])] });
    await render(<AdminDashboardPage />, { route: "/admin?tab=providers" });
    expect(tab("Providers")!.getAttribute("aria-selected")).toBe("true");
    expect(headers()).toEqual(["ID", "Name", "Specialty", "Location", "Fee", "Experience", "Licence", "Accepts NHIS", "Joined"]);
    expect(cells(0)).toEqual(["9", "Dr. Kwame Mensah", "Cardiology", "East Legon Clinic", "₵150.00", "1 year", "Pending Verification", "No", "15 Jan 2026"]);
    expect(cells(1).slice(6, 8)).toEqual(["Licence renewal pending", "No"]);
    expect(cells(2).slice(6, 8)).toEqual(["Verified for 2026", "Yes"]);
    expect([...container.querySelectorAll("tbody .ui-badge")].map((badge) => badge.className)).toEqual([
      "ui-badge ui-badge--warning",
      "ui-badge ui-badge--warning",
      "ui-badge ui-badge--success",
    ]);
  });

  it("shows each review's rating out of 5", async () => {
    fakeApi({ [STATS]: [200, stats()], [list("reviews")]: [200, page([review(3), review(2, { rating: 4, comment: "Good" })])] });
    await render(<AdminDashboardPage />, { route: "/admin" });
    await click(tab("Reviews"));
    expect(headers()).toEqual(["ID", "Provider", "Rating", "Comment", "Date"]);
    expect(cells(0)).toEqual(["3", "Dr. Kwame Mensah", "4.5 / 5", "Very patient and thorough.", "10 Nov 2026"]);
    expect(cells(1)[2]).toBe("4 / 5");
  });

  it("lists appointments with patient, provider, date and status, and says when there are none", async () => {
    fakeApi({ [STATS]: [200, stats()], [list("appointments")]: [200, page([appointment(5, { status: "cancelled" })])] });
    await render(<AdminDashboardPage />, { route: "/admin?tab=appointments" });
    expect(headers()).toEqual(["ID", "Booking code", "Patient", "Provider", "Date", "Status", "Refund"]);
    expect(cells(0)).toEqual(["5", "K7QX4M", "Ama Owusu", "Dr. Kwame Mensah", "23 Nov 2026, 10:30 AM", "Cancelled", "Refund"]);
    cleanup();

    fakeApi({ [STATS]: [200, stats({ appointments: 0 })], [list("appointments")]: [200, page([])] });
    await render(<AdminDashboardPage />, { route: "/admin?tab=appointments" });
    expect(container.querySelector("tbody")?.textContent).toBe("No appointments found");
    expect(showing()).toBe("");
  });

  it("sorts on the server when a column header is clicked, and flips the order on a second click", async () => {
    const server = fakeApi({
      [STATS]: [200, stats()],
      [list("users")]: [200, page([user(2), user(1)])],
      [list("users", "page=1&pageSize=20&sort=name&order=asc")]: [200, page([user(1, { firstName: "Abena" }), user(2)])],
      [list("users", "page=1&pageSize=20&sort=name&order=desc")]: [200, page([user(2), user(1, { firstName: "Abena" })])],
    });
    await render(<AdminDashboardPage />, { route: "/admin" });
    await click(button("Name", header("Name")));
    expect(listCalls(server, "users").at(-1)).toBe("/api/admin/users?page=1&pageSize=20&sort=name&order=asc");
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
    expect(header("ID").hasAttribute("aria-sort")).toBe(false);
    expect(cells(0)[1]).toBe("Abena Owusu");

    await click(button("Name", header("Name")));
    expect(listCalls(server, "users").at(-1)).toBe("/api/admin/users?page=1&pageSize=20&sort=name&order=desc");
    expect(header("Name").getAttribute("aria-sort")).toBe("descending");
    expect(cells(0)[1]).toBe("Ama Owusu");
  });

  it("pages through a table with Previous, Next and page numbers", async () => {
    const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => user(from - i));
    const server = fakeApi({
      [STATS]: [200, stats({ users: 45 })],
      [list("users")]: [200, page(rows(45, 20), 45, 1)],
      [list("users", "page=2&pageSize=20&sort=id&order=desc")]: [200, page(rows(25, 20), 45, 2)],
      [list("users", "page=3&pageSize=20&sort=id&order=desc")]: [200, page(rows(5, 5), 45, 3)],
    });
    await render(<AdminDashboardPage />, { route: "/admin" });
    const pager = () => container.querySelector('nav[aria-label="Users pages"]')!;
    expect([...pager().querySelectorAll("li button")].map((b) => b.textContent)).toEqual(["1", "2", "3"]);
    expect(button("Previous", pager())!.disabled).toBe(true);
    expect(showing()).toBe("Showing 1–20 of 45");

    await click(button("Next", pager()));
    expect(showing()).toBe("Showing 21–40 of 45");
    expect(cells(0)[0]).toBe("25");
    expect(button("Page 2", pager())!.getAttribute("aria-current")).toBe("page");

    await click(button("Page 3", pager()));
    expect(showing()).toBe("Showing 41–45 of 45");
    expect(button("Next", pager())!.disabled).toBe(true);
    await click(button("Previous", pager()));
    expect(showing()).toBe("Showing 21–40 of 45");
    expect(listCalls(server, "users")).toEqual([
      "/api/admin/users?page=1&pageSize=20&sort=id&order=desc",
      "/api/admin/users?page=2&pageSize=20&sort=id&order=desc",
      "/api/admin/users?page=3&pageSize=20&sort=id&order=desc",
    ]);
  });

  it("searches users on the server once typing pauses, from the first page", async () => {
    const server = fakeApi({
      [STATS]: [200, stats()],
      [list("users", "page=2&pageSize=20&sort=id&order=desc")]: [200, page([user(2), user(1)], 22, 2)],
      [list("users", "page=1&pageSize=20&sort=id&order=desc&search=kwa")]: [200, page([user(9, { firstName: "Kwame" })], 1)],
    });
    await render(<AdminDashboardPage />, { route: "/admin?tab=users&page=2" });
    const search = field("Search users");
    type(search, "k");
    type(search, "kw");
    type(search, "kwa");
    await settle();
    expect(listCalls(server, "users")).toHaveLength(1);

    await wait(350);
    await settle();
    expect(listCalls(server, "users")).toEqual([
      "/api/admin/users?page=2&pageSize=20&sort=id&order=desc",
      "/api/admin/users?page=1&pageSize=20&sort=id&order=desc&search=kwa",
    ]);
    expect(cells(0)[1]).toBe("Kwame Owusu");
    expect(showing()).toBe("Showing 1–1 of 1");
  });

  it("has no search on the reviews and appointments tables", async () => {
    fakeApi({ [STATS]: [200, stats()], [list("reviews")]: [200, page([review(1)])] });
    await render(<AdminDashboardPage />, { route: "/admin?tab=reviews" });
    expect(container.querySelector("[role=search]")).toBeNull();
    expect(button("Download CSV")).toBeDefined();
  });

  it("downloads the whole table as {table}_{date}.csv", async () => {
    const server = fakeApi({
      [STATS]: [200, stats()],
      [list("users")]: [200, page([user(1)], 1234)],
      "GET /api/admin/users.csv": [200, "id,name\n1,Ama Owusu\n"],
    });
    const createObjectURL = vi.fn(() => "blob:users");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    await render(<AdminDashboardPage />, { route: "/admin" });
    await click(button("Download CSV"));
    expect(server.calls.map((call) => call.url)).toContain("/api/admin/users.csv");
    expect(saved).toEqual([{ href: "blob:users", download: "users_2026-11-20.csv" }]);
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts “No data available for appointments” for an empty table, without downloading", async () => {
    const server = fakeApi({ [STATS]: [200, stats({ appointments: 0 })], [list("appointments")]: [200, page([])] });
    await render(<AdminDashboardPage />, { route: "/admin?tab=appointments" });
    await click(button("Download CSV"));
    expect(alert).toHaveBeenCalledWith("No data available for appointments");
    expect(server.calls.some((call) => call.url.includes(".csv"))).toBe(false);
  });

  it("downloads the whole table even when a search finds nothing in it", async () => {
    const server = fakeApi({
      [STATS]: [200, stats({ users: 3 })],
      [list("users", "page=1&pageSize=20&sort=id&order=desc&search=zzz")]: [200, page([], 0)],
      "GET /api/admin/users.csv": [200, "id\n1\n"],
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:users"), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await render(<AdminDashboardPage />, { route: "/admin?tab=users&search=zzz" });
    expect(container.querySelector("tbody")?.textContent).toBe("No users match “zzz”");
    await click(button("Download CSV"));
    expect(alert).not.toHaveBeenCalled();
    expect(server.calls.map((call) => call.url)).toContain("/api/admin/users.csv");
  });

  it("alerts “Error downloading data” when the download fails", async () => {
    fakeApi({
      [STATS]: [200, stats()],
      [list("providers")]: [200, page([provider(1)])],
      "GET /api/admin/providers.csv": [500, { error: { code: "internal", message: "Boom" } }],
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const anchorClick = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await render(<AdminDashboardPage />, { route: "/admin?tab=providers" });
    await click(button("Download CSV"));
    expect(alert).toHaveBeenCalledWith("Error downloading data");
    expect(anchorClick).not.toHaveBeenCalled();
    expect(button("Download CSV")!.disabled).toBe(false);
  });

  it("offers Retry when a table does not load", async () => {
    let failing = true;
    fakeApi({
      [STATS]: [200, stats()],
      [list("users")]: () => (failing ? [503, { error: { code: "unavailable", message: "Try later" } }] : [200, page([user(1)])]),
    });
    await render(<AdminDashboardPage />, { route: "/admin" });
    expect(container.querySelector(".admin-tab [role=alert]")?.textContent).toContain("We could not load the users");
    failing = false;
    await click(button("Retry"));
    expect(cells(0)[0]).toBe("1");
  });

  it("lists admin changes in the Audit Log: when, who, what and the fields before and after", async () => {
    const deletion = auditEntry(2, {
      action: "provider.delete",
      entityId: 9,
      before: { title: "Dr", firstName: "Yaw", lastName: "Boateng", email: "yaw@example.com" },
      after: null,
    });
    fakeApi({ [STATS]: [200, stats()], [list("users")]: [200, page([])], "GET /api/admin/audit?page=1": [200, page([deletion, auditEntry(1)])] });
    await render(<AdminDashboardPage />, { route: "/admin" });
    await click(tab("Audit Log"));
    expect(headers()).toEqual(["When", "Admin", "Action", "What changed"]);
    expect(cells(0)).toEqual(["20 Nov 2026, 8:05 AM", "Efua Admin", "Deleted providerProvider #9", "Removed Dr. Yaw Boateng (yaw@example.com)"]);
    expect(cells(1)[3]).toBe("Fee: ₵150.00 →  changed to ₵200.00");
    expect(button("Download CSV")).toBeUndefined();
  });
});
