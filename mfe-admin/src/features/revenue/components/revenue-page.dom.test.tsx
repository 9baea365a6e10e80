// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { button, cleanup, click, container, fakeApi, render, settle, withFixedDate } from "@gh/test-support";
import { payoutTotals, revenueBooking, revenueRefunds, revenueReport } from "../test/revenue-fixture";
import RevenuePage from "./revenue-page";

const REVENUE = "GET /api/admin/revenue";
const EXPORT = "GET /api/admin/revenue.csv";
const stats = () => [...container.querySelectorAll(".revenue-stat")].map((card) => [...card.children].map((part) => part.textContent));
const figures = (section: string) =>
  [...container.querySelectorAll(`section[aria-labelledby="${section}"] .revenue-figure`)].map((figure) => [...figure.children].map((part) => part.textContent));
const growth = () => container.querySelector(".revenue-growth__value")?.textContent;
const alertText = () => container.querySelector(".revenue-export__error")?.textContent;

withFixedDate(Date.parse("2026-11-25T12:00:00Z"));

describe("the revenue dashboard", () => {
  it("shows the four totals, the recent bookings and the revenue model", async () => {
    fakeApi({ [REVENUE]: [200, revenueReport()] });
    await render(<RevenuePage />, { route: "/revenue" });

    expect(document.title).toBe("Revenue Dashboard | GhanaHealth");
    expect(stats()).toEqual([
      ["Total Revenue", "₵2,800.00", "9 paid bookings"],
      ["Your Commission", "₵280.00", "10% of every booking"],
      ["Provider Payouts", "₵2,520.00", "90% to providers"],
      ["Avg Commission", "₵31.11", "per appointment"],
    ]);

    const bookings = [...container.querySelectorAll(".revenue-booking")].map((item) => item.textContent);
    expect(bookings).toEqual([
      "Ama Owusu with Dr. Kwame Mensah23 Nov 2026, 10:30 AMFee₵150.00Commission₵15.00",
      "Kofi Asante with Efua Quartey19 Nov 2026, 2:00 PMFee₵1,200.00Commission₵120.00",
    ]);

    const model = container.querySelector(".revenue-model")!;
    expect(model.querySelector("h2")?.textContent).toBe("Revenue Model");
    expect(model.textContent).toContain("10% commission");
    expect(model.textContent).toContain("the provider receives 90%");
    expect([...model.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Mobile money: Network fees apply per transaction",
      "Card payments (Paystack): 2.9% + GHS 0.50 per transaction",
      "Card payments (alternative processor): 2.9% per transaction",
    ]);
  });

  it("shows gross revenue, refunds and net, and the refunds still pending or failed", async () => {
    fakeApi({ [REVENUE]: [200, revenueReport()] });
    await render(<RevenuePage />, { route: "/revenue" });

    expect(container.querySelector("#refunds-and-net")?.textContent).toBe("Refunds and Net");
    expect(figures("refunds-and-net")).toEqual([
      ["Gross Revenue", "₵2,800.00", "9 paid bookings"],
      ["Refunds", "₵300.00", "2 bookings refunded"],
      ["Net Revenue", "₵2,500.00", "gross revenue less refunds"],
      ["Net Commission", "₵250.00", "₵30.00 reversed by refunds"],
      ["Net Provider Payouts", "₵2,250.00", "₵270.00 reversed by refunds"],
      ["Pending Refunds", "₵150.00", "1 refund on the way to patients"],
      ["Failed Refunds", "₵1,350.00", "2 refunds waiting for a Retry"],
    ]);
    // The failed ones are a click away, on the Admin Dashboard's Refunds tab.
    const review = [...container.querySelectorAll("a")].find((link) => link.textContent === "Review failed refunds");
    expect(review?.getAttribute("href")).toBe("/admin?tab=refunds&status=failed");
    // The four totals of the spec stay as they were.
    expect(stats().map(([label]) => label)).toEqual(["Total Revenue", "Your Commission", "Provider Payouts", "Avg Commission"]);
  });

  it("offers no way to failed refunds when none failed, and says when late payments were given back", async () => {
    fakeApi({ [REVENUE]: [200, revenueReport({ refunds: revenueRefunds({ failed: { count: 0, amount: "0.00" }, latePaymentsRefunded: "75.00" }) })] });
    await render(<RevenuePage />, { route: "/revenue" });
    expect(figures("refunds-and-net").at(-1)).toEqual(["Failed Refunds", "₵0.00", "0 refunds waiting for a Retry"]);
    expect(container.textContent).not.toContain("Review failed refunds");
    expect(container.textContent).toContain("Also refunded: ₵75.00 of late or second payments, which never counted as revenue.");
  });

  it("shows the payouts to providers: paid, processing, failed with their count, and owed", async () => {
    fakeApi({ [REVENUE]: [200, revenueReport({ payouts: payoutTotals({ failedCount: 2, failed: "405.00" }) })] });
    await render(<RevenuePage />, { route: "/revenue" });
    expect(container.querySelector("#provider-payouts")?.textContent).toBe("Payouts to Providers");
    expect(figures("provider-payouts")).toEqual([
      ["Paid", "₵1,215.00", "to providers' mobile money and bank accounts"],
      ["Processing", "₵135.00", "sent, not yet confirmed"],
      ["Failed", "₵405.00", "2 payouts; their visits go into the next run"],
      ["Owed", "₵630.00", "for paid visits not yet paid out"],
    ]);
  });

  it("lists only the first ten recent bookings", async () => {
    const recent = Array.from({ length: 12 }, (_, index) => revenueBooking(100 - index, { patientName: `Patient ${index + 1}` }));
    fakeApi({ [REVENUE]: [200, revenueReport({ recent })] });
    await render(<RevenuePage />, { route: "/revenue" });
    expect(container.querySelectorAll(".revenue-booking")).toHaveLength(10);
    expect(container.textContent).not.toContain("Patient 11");
  });

  it("says the growth with the months it compares, up, down or without an earlier month", async () => {
    fakeApi({ [REVENUE]: [200, revenueReport()] });
    await render(<RevenuePage />, { route: "/revenue" });
    expect(growth()).toBe("+8.3% in November 2026 vs October 2026");
    expect(container.querySelector(".revenue-growth")?.classList).toContain("revenue-growth--up");
    cleanup();

    fakeApi({ [REVENUE]: [200, revenueReport({ growth: { percent: -12.5, month: "2026-11", previousMonth: "2026-10" } })] });
    await render(<RevenuePage />, { route: "/revenue" });
    expect(growth()).toBe("-12.5% in November 2026 vs October 2026");
    expect(container.querySelector(".revenue-growth")?.classList).toContain("revenue-growth--down");
    cleanup();

    fakeApi({ [REVENUE]: [200, revenueReport({ growth: { percent: null, month: "2026-11", previousMonth: "2026-10" } })] });
    await render(<RevenuePage />, { route: "/revenue" });
    expect(growth()).toBe("No earlier month to compare");
    expect(container.textContent).not.toContain("12.5%");
  });

  it("draws the last 12 months as a labelled picture with the months as a table", async () => {
    fakeApi({ [REVENUE]: [200, revenueReport()] });
    await render(<RevenuePage />, { route: "/revenue" });

    const chart = container.querySelector("svg[role=img]")!;
    expect(chart.getAttribute("aria-label")).toBe("Monthly revenue, December 2025 to November 2026: highest ₵1,300.00 in November 2026; November 2026 ₵1,300.00.");
    expect([...chart.querySelectorAll(".revenue-chart__label")].map((label) => label.textContent)).toEqual([
      "Dec 2025", "Jan 2026", "Feb 2026", "Mar 2026", "Apr 2026", "May 2026", "Jun 2026", "Jul 2026", "Aug 2026", "Sep 2026", "Oct 2026", "Nov 2026",
    ]);
    expect([...chart.querySelectorAll(".revenue-chart__value")].slice(-3).map((value) => value.textContent)).toEqual(["₵300", "₵1.2k", "₵1.3k"]);

    const summary = container.querySelector(".revenue-chart__months summary");
    expect(summary?.textContent).toBe("Show the months as a table");
    const rows = [...container.querySelectorAll(".revenue-table tbody tr")].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(["December 2025", "0", "₵0.00", "₵0.00", "₵0.00", "₵0.00", "₵0.00"]);
    expect(rows[11]).toEqual(["November 2026", "3", "₵1,300.00", "₵130.00", "₵1,170.00", "₵150.00", "₵1,150.00"]);
    expect([...container.querySelectorAll(".revenue-table thead th")].map((cell) => cell.textContent)).toEqual([
      "Month", "Paid bookings", "Revenue", "Commission", "Payouts", "Refunds", "Net revenue",
    ]);
  });

  it("downloads the report as revenue_{date}.csv", async () => {
    const server = fakeApi({ [REVENUE]: [200, revenueReport()], [EXPORT]: [200, "Month,Revenue"] });
    const createObjectURL = vi.fn(() => "blob:revenue");
    vi.stubGlobal("URL", Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const clickSpy = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await render(<RevenuePage />, { route: "/revenue" });
    await click(button("Export Report"));
    await settle();

    expect(server.calls.map((call) => call.url)).toContain("/api/admin/revenue.csv");
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(saved).toEqual(["revenue_2026-11-25.csv"]);
    expect(alertText()).toBe("");
    clickSpy.mockRestore();
  });

  it('alerts "Error downloading data" when the export fails', async () => {
    fakeApi({ [REVENUE]: [200, revenueReport()], [EXPORT]: [500, { error: { code: "internal", message: "Boom" } }] });
    await render(<RevenuePage />, { route: "/revenue" });
    expect(container.querySelector("[role=alert]")?.textContent).toBe("");
    await click(button("Export Report"));
    await settle();
    expect(container.querySelector("[role=alert]")?.textContent).toBe("Error downloading data");
  });

  it("offers Retry when the figures do not arrive", async () => {
    fakeApi({ [REVENUE]: [503, { error: { code: "unavailable", message: "Try later" } }] });
    await render(<RevenuePage />, { route: "/revenue" });
    expect(container.textContent).toContain("We could not load the revenue figures");
    expect(button("Retry")).toBeDefined();
  });
});
