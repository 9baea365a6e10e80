// @vitest-environment happy-dom
import { PAYOUT_PROVIDER_TEXTS } from "@gh/contracts/payouts";
import { button, click, container, fakeApi, render, withFixedDate } from "@gh/test-support";
import { describe, expect, it } from "vitest";
import { providerDashboard } from "../test/dashboard-fixture";
import { payout, providerEarnings } from "../test/earnings-fixture";
import ProviderDashboardPage from "./provider-dashboard-page";

// Friday, 20 November 2026, 08:00 in Accra.
const NOW = Date.parse("2026-11-20T08:00:00Z");
const DASHBOARD = "GET /api/providers/dashboard?page=1";
const EARNINGS = "GET /api/providers/earnings?page=1";

const figures = () => [...container.querySelectorAll("[data-figure]")].map((figure) => figure.textContent);
const payouts = () => [...container.querySelectorAll<HTMLLIElement>("li.dashboard-payout")];
const visits = (item: Element) => [...item.querySelectorAll("tbody tr")].map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent));
const earningsCalls = (server: ReturnType<typeof fakeApi>) => server.calls.filter((call) => call.url.startsWith("/api/providers/earnings")).map((call) => call.url);

withFixedDate(NOW);

async function openEarnings(earnings: Parameters<typeof fakeApi>[0]) {
  const server = fakeApi({ [DASHBOARD]: [200, providerDashboard()], ...earnings });
  await render(<ProviderDashboardPage />, { route: "/provider/dashboard?tab=earnings" });
  return server;
}

describe("the provider's earnings", () => {
  it("shows what is owed, on its way and paid, and the next payout day", async () => {
    await openEarnings({ [EARNINGS]: [200, providerEarnings({ processing: "135.00" })] });
    expect(container.querySelector('[role=tab][aria-selected="true"]')?.textContent).toBe("Earnings");
    expect(figures()).toEqual([
      "Pending₵270.00Owed for completed visits",
      "Processing₵135.00Sent, awaiting confirmation",
      "Paid Out₵1,350.00In all",
      "Next PayoutMonday, 23 November 2026Paid every Monday",
    ]);
    expect(container.querySelector(".dashboard-notice")).toBeNull();
  });

  it("lists each payout newest first with its status and the visits it paid", async () => {
    const paid = payout(2, {
      amount: "270.00",
      appointments: [
        { appointmentId: 21, startsAt: "2026-11-12T10:30:00.000Z", patientName: "Ama Owusu", amount: "135.00" },
        { appointmentId: 22, startsAt: "2026-11-13T14:00:00.000Z", patientName: "Kofi Asante", amount: "135.00" },
      ],
    });
    const failed = payout(1, { status: "failed", failureReason: "Account is not active", createdAt: "2026-11-09T06:00:00.000Z", settledAt: "2026-11-09T06:01:00.000Z" });
    const sent = payout(3, { status: "pending", amount: "90.00", createdAt: "2026-11-20T06:00:00.000Z", settledAt: null, appointments: [{ appointmentId: 31, startsAt: null, patientName: null, amount: "90.00" }] });
    await openEarnings({ [EARNINGS]: [200, providerEarnings({ payouts: { items: [sent, paid, failed], total: 3, page: 1, pageSize: 10 } })] });

    expect(container.textContent).toContain("Showing 1–3 of 3 payouts");
    const [first, second, third] = payouts();
    expect(first!.querySelector("h3")?.textContent).toBe("₵90.00");
    expect(first!.querySelector(".ui-badge")?.textContent).toBe("Processing");
    expect(first!.textContent).toContain("Sent on 20 November 2026");
    expect(visits(first!)).toEqual([["Appointment removed", "Former patient", "₵90.00"]]);

    expect(second!.querySelector(".ui-badge")?.textContent).toBe("Paid");
    expect(second!.textContent).toContain("Paid on 16 November 2026");
    expect([...second!.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual(["Date", "Patient", "Amount"]);
    expect(visits(second!)).toEqual([
      ["Thursday, 12 November 2026, 10:30 AM", "Ama Owusu", "₵135.00"],
      ["Friday, 13 November 2026, 2:00 PM", "Kofi Asante", "₵135.00"],
    ]);

    expect(third!.querySelector(".ui-badge")?.textContent).toBe("Failed");
    expect(third!.textContent).toContain(`${PAYOUT_PROVIDER_TEXTS.failed} (Account is not active)`);
  });

  it("says payouts wait for payout details, with the way to add them", async () => {
    await openEarnings({ [EARNINGS]: [200, providerEarnings({ hasPayoutDetails: false, paidOut: "0.00", payouts: { items: [], total: 0, page: 1, pageSize: 10 } })] });
    const notice = container.querySelector(".dashboard-notice")!;
    expect(notice.textContent).toContain(PAYOUT_PROVIDER_TEXTS.noDetailsNotice);
    expect(notice.querySelector("a")?.getAttribute("href")).toBe("/provider/settings");
    expect(figures()[3]).toBe("Next PayoutMonday, 23 November 2026Add payout details to be paid");
    expect(container.textContent).toContain(PAYOUT_PROVIDER_TEXTS.noPayouts);
    expect(payouts()).toEqual([]);
  });

  it("asks the server for the next page of payouts", async () => {
    const ten = Array.from({ length: 10 }, (_, index) => payout(20 - index));
    const server = await openEarnings({
      [EARNINGS]: [200, providerEarnings({ payouts: { items: ten, total: 12, page: 1, pageSize: 10 } })],
      "GET /api/providers/earnings?page=2": [200, providerEarnings({ payouts: { items: [payout(10), payout(9)], total: 12, page: 2, pageSize: 10 } })],
    });
    expect(container.textContent).toContain("Showing 1–10 of 12 payouts");
    const pages = container.querySelector('nav[aria-label="Payout pages"]')!;
    await click(button("Page 2", pages));
    expect(earningsCalls(server)).toEqual(["/api/providers/earnings?page=1", "/api/providers/earnings?page=2"]);
    expect(container.textContent).toContain("Showing 11–12 of 12 payouts");
    expect(payouts()).toHaveLength(2);
    expect(button("Page 2", pages)?.getAttribute("aria-current")).toBe("page");
  });

  it("offers Retry when the earnings do not arrive", async () => {
    let answer: [number, unknown?] = [500];
    const server = await openEarnings({ [EARNINGS]: () => answer });
    expect(container.querySelector('[role="alert"]')?.textContent).toContain("We could not load your earnings");
    answer = [200, providerEarnings()];
    await click(button("Retry"));
    expect(earningsCalls(server)).toHaveLength(2);
    expect(payouts()).toHaveLength(1);
  });
});
