// @vitest-environment happy-dom
import type { AdminRefund } from "@gh/contracts/refunds";
import { afterEach, describe, expect, it, vi } from "vitest";
import { button, click, container, fakeApi, render, settle, shownToast, withFixedDate } from "@gh/test-support";
import { appointment, page, refund, stats } from "../test/admin-fixture";
import AdminDashboardPage from "./admin-dashboard-page";

// Friday, 20 November 2026, 08:00 in Accra.
const NOW = Date.parse("2026-11-20T08:00:00Z");
const STATS = "GET /api/admin/stats";
const REFUNDS = (status: string, page = 1) => `GET /api/admin/refunds?status=${status}${page > 1 ? `&page=${page}` : ""}`;
/** A page of the list as the server answers it (20 a page). */
const list = (status: string, items: AdminRefund[], total = items.length, page = 1) => ({ status, items, total, page, pageSize: 20 });
const APPOINTMENTS = "GET /api/admin/appointments?page=1&pageSize=20&sort=id&order=desc";

const tab = (name: string) => [...container.querySelectorAll<HTMLButtonElement>("[role=tab]")].find((t) => t.textContent === name);
const headers = () => [...container.querySelectorAll("thead th")].map((th) => th.textContent);
const rows = () => [...container.querySelectorAll("tbody tr")].map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent));
const showing = () => container.querySelector(".admin-tab__showing")?.textContent;
const dialog = () => document.querySelector("dialog[open]") as HTMLDialogElement | null;
const filter = (name: string) => button(name, container.querySelector('[role=group][aria-label="Which refunds"]')!);

withFixedDate(NOW);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Refunds tab", () => {
  it("lists the failed refunds: appointment, patient, amount, reason in words, why it failed and the attempts", async () => {
    fakeApi({
      [STATS]: [200, stats()],
      [REFUNDS("failed")]: [200, list("failed", [refund(2, { reason: "patient_cancelled", attempts: 3 }), refund(1, { patientName: null, patientEmail: null, reason: "provider_time_off" })])],
    });
    await render(<AdminDashboardPage />, { route: "/admin" });
    await click(tab("Refunds"));

    expect(tab("Refunds")!.getAttribute("aria-selected")).toBe("true");
    expect(filter("Failed")!.getAttribute("aria-pressed")).toBe("true");
    expect(showing()).toBe("2 failed refunds");
    expect(headers()).toEqual(["Appointment", "Patient", "Amount", "Reason", "Status", "Failure reason", "Attempts", "Created", "Action"]);
    expect(rows()).toEqual([
      ["#42", "Ama Owusuama@example.com", "₵150.00", "Patient cancelled 24+ hours ahead", "Failed", "Mobile money wallet is not active", "3", "19 Nov 2026, 9:00 AM", "Retry"],
      ["#41", "Former patient", "₵150.00", "Provider took the day off", "Failed", "Mobile money wallet is not active", "1", "19 Nov 2026, 9:00 AM", "Retry"],
    ]);
    expect(button("Retry refund of ₵150.00 to Ama Owusu")).toBeDefined();
  });

  it("switches to the pending and processed refunds, kept in the address, without a Retry", async () => {
    const server = fakeApi({
      [STATS]: [200, stats()],
      [REFUNDS("failed")]: [200, list("failed", [])],
      [REFUNDS("processed")]: [200, list("processed", [refund(5, { status: "processed", failureReason: null, processedAt: "2026-11-19T09:05:00.000Z", reason: "admin" })])],
      [REFUNDS("pending")]: [200, list("pending", [])],
    });
    await render(<AdminDashboardPage />, { route: "/admin?tab=refunds" });
    expect(container.querySelector("tbody")?.textContent).toBe("No failed refunds: every refund reached the payment provider.");

    await click(filter("Processed"));
    expect(filter("Processed")!.getAttribute("aria-pressed")).toBe("true");
    expect(rows()).toEqual([["#45", "Ama Owusuama@example.com", "₵150.00", "Refunded by an admin", "Processed 19 Nov 2026", "—", "1", "19 Nov 2026, 9:00 AM", ""]]);
    expect(button(/^Retry refund/)).toBeUndefined();

    await click(filter("Pending"));
    expect(container.querySelector("tbody")?.textContent).toBe("No refunds on their way.");
    expect(server.calls.map((call) => call.url).filter((url) => url.startsWith("/api/admin/refunds"))).toEqual([
      "/api/admin/refunds?status=failed",
      "/api/admin/refunds?status=processed",
      "/api/admin/refunds?status=pending",
    ]);
  });

  it("opens on the list the address names", async () => {
    fakeApi({ [STATS]: [200, stats()], [REFUNDS("pending")]: [200, list("pending", [refund(3, { status: "pending", failureReason: null })])] });
    await render(<AdminDashboardPage />, { route: "/admin?tab=refunds&status=pending" });
    expect(filter("Pending")!.getAttribute("aria-pressed")).toBe("true");
    expect(showing()).toBe("1 pending refund");
    expect(rows()[0]![4]).toBe("Pending");
  });

  it("retries a failed refund: the row shows it on its way and a toast says so", async () => {
    const server = fakeApi({
      [STATS]: [200, stats()],
      [REFUNDS("failed")]: [200, list("failed", [refund(1)])],
      "POST /api/admin/refunds/1/retry": [200, refund(1, { status: "pending", failureReason: null, attempts: 2, gatewayRefundId: "sbx_rfd_1", requestedAt: "2026-11-20T08:00:00.000Z" })],
    });
    await render(<AdminDashboardPage />, { route: "/admin?tab=refunds" });
    await click(button("Retry refund of ₵150.00 to Ama Owusu"));

    expect(server.posts().map((call) => call.url)).toEqual(["/api/admin/refunds/1/retry"]);
    expect(rows()[0]).toEqual(["#41", "Ama Owusuama@example.com", "₵150.00", "Provider cancelled", "Pending", "—", "2", "19 Nov 2026, 9:00 AM", ""]);
    expect(shownToast()).toMatchObject({ title: "Refund sent again", description: "₵150.00 to Ama Owusu is on its way.", variant: "success" });
  });

  it("shows the server's words when a refund cannot be retried (409), and the list as it now is", async () => {
    let retried = false;
    fakeApi({
      [STATS]: [200, stats()],
      [REFUNDS("failed")]: () => [200, list("failed", retried ? [] : [refund(1)])],
      "POST /api/admin/refunds/1/retry": () => {
        retried = true;
        return [409, { error: { code: "conflict", message: "This refund is already processed or on its way." } }];
      },
    });
    await render(<AdminDashboardPage />, { route: "/admin?tab=refunds" });
    await click(button("Retry refund of ₵150.00 to Ama Owusu"));
    await settle();

    expect(shownToast()).toMatchObject({ title: "Retry not possible", description: "This refund is already processed or on its way.", variant: "destructive" });
    expect(container.querySelector("tbody")?.textContent).toBe("No failed refunds: every refund reached the payment provider.");
  });

  it("pages on the server: 45 failed refunds are three pages, the page kept in the address", async () => {
    const server = fakeApi({
      [STATS]: [200, stats()],
      [REFUNDS("failed")]: [200, list("failed", [refund(45)], 45)],
      [REFUNDS("failed", 2)]: [200, list("failed", [refund(25)], 45, 2)],
    });
    await render(<AdminDashboardPage />, { route: "/admin?tab=refunds" });
    expect(showing()).toBe("45 failed refunds");
    const pages = container.querySelector('nav[aria-label="Refunds pages"]');
    expect([...pages!.querySelectorAll("li button")].map((b) => b.textContent)).toEqual(["1", "2", "3"]);

    await click(button("Page 2", pages!));
    expect(server.calls.map((call) => call.url).at(-1)).toBe("/api/admin/refunds?status=failed&page=2");
    expect(button("Page 2", container.querySelector('nav[aria-label="Refunds pages"]')!)!.getAttribute("aria-current")).toBe("page");
    expect(rows()[0]![0]).toBe(`#${refund(25).appointmentId}`);
  });

  it("offers Retry when the list does not load", async () => {
    fakeApi({ [STATS]: [200, stats()], [REFUNDS("failed")]: [503, { error: { code: "unavailable", message: "Try later" } }] });
    await render(<AdminDashboardPage />, { route: "/admin?tab=refunds" });
    expect(container.querySelector(".admin-tab [role=alert]")?.textContent).toContain("We could not load the refunds");
  });
});

describe("refunding a cancelled, paid appointment", () => {
  const refundButton = (id: number) => button(`Refund appointment ${id}`);

  it("offers Refund only beside cancelled appointments that were paid and not refunded; a refunded one says how its refund stands", async () => {
    fakeApi({
      [STATS]: [200, stats()],
      [APPOINTMENTS]: [
        200,
        page([
          appointment(7, { status: "cancelled" }),
          appointment(6, { status: "cancelled", paymentStatus: "pending" }),
          appointment(5),
          appointment(4, { status: "completed" }),
          appointment(3, { status: "cancelled", refundStatus: "processed" }),
          appointment(2, { status: "cancelled", refundStatus: "failed" }),
        ]),
      ],
    });
    await render(<AdminDashboardPage />, { route: "/admin?tab=appointments" });
    expect(rows().map((row) => row.at(-1))).toEqual(["Refund", "", "", "", "Refund processed", "Refund failed"]);
    expect(refundButton(3)).toBeUndefined();
    expect(refundButton(7)).toBeDefined();
  });

  it("asks first, saying what will happen, with focus on Cancel; Cancel refunds nothing", async () => {
    const server = fakeApi({ [STATS]: [200, stats()], [APPOINTMENTS]: [200, page([appointment(7, { status: "cancelled" })])] });
    await render(<AdminDashboardPage />, { route: "/admin?tab=appointments" });
    // As from the keyboard: the button has the focus when it is pressed.
    refundButton(7)!.focus();
    await click(refundButton(7));

    expect(dialog()?.getAttribute("role")).toBe("alertdialog");
    expect(dialog()?.querySelector("h2")?.textContent).toBe("Refund ₵150.00 to Ama Owusu?");
    expect(dialog()?.textContent).toContain("cancelled without an automatic refund");
    expect([...dialog()!.querySelectorAll(".admin-refund-summary dd")].map((dd) => dd.textContent)).toEqual(["#7", "Ama Owusu", "Dr. Kwame Mensah", "23 Nov 2026, 10:30 AM"]);
    expect(document.activeElement?.textContent).toBe("Cancel");

    await click(button("Cancel", dialog()!));
    expect(dialog()).toBeNull();
    expect(server.posts()).toEqual([]);
    // Back where the admin was, to carry on with the keyboard.
    expect(document.activeElement).toBe(refundButton(7));
  });

  it("refunds on confirm: a toast says the money is on its way, and the row says the refund started", async () => {
    const server = fakeApi({
      [STATS]: [200, stats()],
      [APPOINTMENTS]: [200, page([appointment(7, { status: "cancelled" })])],
      "POST /api/admin/appointments/7/refund": [201, refund(9, { appointmentId: 7, reason: "admin", status: "pending", failureReason: null })],
    });
    await render(<AdminDashboardPage />, { route: "/admin?tab=appointments" });
    await click(refundButton(7));
    await click(button("Refund ₵150.00", dialog()!));

    expect(server.posts()).toEqual([{ method: "POST", url: "/api/admin/appointments/7/refund", body: undefined }]);
    expect(dialog()).toBeNull();
    expect(shownToast()).toMatchObject({ title: "Refund started", description: "₵150.00 is on its way back to Ama Owusu. Follow it under Refunds.", variant: "success" });
    expect(refundButton(7)).toBeUndefined();
    expect(rows()[0]!.at(-1)).toBe("Refund started");
    // The note takes the button's place in the focus, so the keyboard does not fall back to the page's top.
    expect(document.activeElement?.textContent).toBe("Refund started");
  });

  it("shows the server's words when it refuses (409): the payment already has a refund", async () => {
    fakeApi({
      [STATS]: [200, stats()],
      [APPOINTMENTS]: [200, page([appointment(7, { status: "cancelled" })])],
      "POST /api/admin/appointments/7/refund": [409, { error: { code: "conflict", message: "This payment already has a refund." } }],
    });
    await render(<AdminDashboardPage />, { route: "/admin?tab=appointments" });
    await click(refundButton(7));
    await click(button("Refund ₵150.00", dialog()!));

    expect(shownToast()).toMatchObject({ title: "Refund not made", description: "This payment already has a refund.", variant: "destructive" });
    expect(dialog()).toBeNull();
  });

  it("keeps the dialog open to try again when the refund call fails otherwise", async () => {
    fakeApi({
      [STATS]: [200, stats()],
      [APPOINTMENTS]: [200, page([appointment(7, { status: "cancelled" })])],
      "POST /api/admin/appointments/7/refund": [503, { error: { code: "unavailable", message: "Refunds are not available right now." } }],
    });
    await render(<AdminDashboardPage />, { route: "/admin?tab=appointments" });
    await click(refundButton(7));
    await click(button("Refund ₵150.00", dialog()!));

    expect(shownToast()).toMatchObject({ title: "Refund not made", description: "Refunds are not available right now." });
    expect(dialog()).not.toBeNull();
    expect(button("Refund ₵150.00", dialog()!)!.disabled).toBe(false);
  });
});
