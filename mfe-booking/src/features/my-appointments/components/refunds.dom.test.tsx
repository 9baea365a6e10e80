// @vitest-environment happy-dom
/** Refunds as the patient sees them on My Appointments (docs/product-rules.md#refunds): the policy before cancelling and paying, then the refund's progress. */
import type { AppointmentRefund } from "@gh/contracts/refunds";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { button, cleanup, click, container, fakeApi, render, settle, shownToast } from "@gh/test-support";
import { myAppointmentsApi, patientAppointment as appointment } from "@gh/test-support/patient-appointment";
import { RETRY_LIMIT } from "@gh/query";
import { REFUND_POLL_MS } from "../api/use-my-appointments";
import MyAppointmentsPage from "./my-appointments-page";

// Friday, 20 November 2026, 08:00 in Accra.
const NOW = Date.parse("2026-11-20T08:00:00Z");
const HOUR_MS = 60 * 60 * 1000;

const FULL_REFUND = "You are cancelling at least 24 hours before the visit, so your ₵150.00 will be refunded in full to the mobile money wallet or card you paid with.";
const NO_REFUND = "Your visit starts in less than 24 hours, so your ₵150.00 will not be refunded automatically. You can still ask for a refund: contact support with your payment reference. You can reschedule instead and keep your payment.";
const POLICY = "Cancel at least 24 hours before your visit for a full refund. If the provider cancels, you are always refunded in full.";

const cards = () => [...container.querySelectorAll<HTMLLIElement>("li.appointment-card")];
const dialog = () => document.querySelector("dialog")!;
/** What a screen reader reads as the open dialog's description. */
const dialogDescription = () => document.getElementById(dialog().getAttribute("aria-describedby")!)?.textContent;
const refundStatus = (card: HTMLElement) => card.querySelector("[role=status]")?.textContent;
const listLoads = (calls: { url: string }[]) => calls.filter((call) => call.url === "/api/appointments/my/upcoming?page=1").length;

const pending: AppointmentRefund = { amount: "150.00", status: "pending", requestedAt: "2026-11-20T07:59:00.000Z", processedAt: null };
const processed: AppointmentRefund = { ...pending, status: "processed", processedAt: "2026-11-20T08:00:03.000Z" };
const cancelledWith = (id: number, refund: AppointmentRefund | null) => appointment(id, { status: "cancelled", refund });

/** A paid, confirmed visit starting `hours` from now. */
const paidVisitIn = (id: number, hours: number) => appointment(id, { appointmentDate: new Date(NOW + hours * HOUR_MS).toISOString() });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a refund on My Appointments", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });

  it("shows each refund's amount and progress, and nothing on an appointment without one", async () => {
    fakeApi({
      ...myAppointmentsApi([
        200,
        [
          cancelledWith(1, pending),
          cancelledWith(2, { ...processed, amount: "1200.00" }),
          cancelledWith(3, { ...pending, status: "failed" }),
          appointment(4),
        ],
      ]),
    });
    await render(<MyAppointmentsPage />);
    const [processing, refunded, failed, none] = cards();
    expect(refundStatus(processing!)).toBe("Refund of ₵150.00: processing");
    expect(refundStatus(refunded!)).toBe("Refund of ₵1,200.00: refunded on Friday, 20 November 2026");
    expect(refundStatus(failed!)).toBe("Refund of ₵150.00: delayed. We are retrying it and will contact you if it cannot go through.");
    expect(none!.textContent).not.toContain("Refund");
  });
});

describe("a refund on its way", () => {
  beforeEach(() => {
    // The list is asked again on an interval: the test moves that clock itself.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(NOW);
  });

  const waitForNextPoll = async () => {
    await act(async () => vi.advanceTimersByTime(REFUND_POLL_MS));
    await settle();
  };

  it("turns from processing into refunded without a reload, then stops asking", async () => {
    let settled = false;
    const server = fakeApi({ ...myAppointmentsApi(() => [200, [cancelledWith(1, settled ? processed : pending)]]) });
    await render(<MyAppointmentsPage />);
    const card = cards()[0]!;
    expect(refundStatus(card)).toBe("Refund of ₵150.00: processing");

    await waitForNextPoll();
    expect(listLoads(server.calls)).toBe(2);
    expect(refundStatus(card)).toBe("Refund of ₵150.00: processing");

    settled = true;
    await waitForNextPoll();
    // The same live region changes its words, so a screen reader announces the refund.
    expect(refundStatus(card)).toBe("Refund of ₵150.00: refunded on Friday, 20 November 2026");
    expect(listLoads(server.calls)).toBe(3);

    await waitForNextPoll();
    await waitForNextPoll();
    expect(listLoads(server.calls)).toBe(3);
  });

  it("does not ask again when no refund is pending", async () => {
    const server = fakeApi({ ...myAppointmentsApi([200, [cancelledWith(1, processed), cancelledWith(2, { ...pending, status: "failed" }), appointment(3)]]) });
    await render(<MyAppointmentsPage />);
    await waitForNextPoll();
    await waitForNextPoll();
    expect(listLoads(server.calls)).toBe(1);
  });

  it("offline, asks less and less often and then stops, still showing the list", async () => {
    let online = true;
    const server = fakeApi({
      ...myAppointmentsApi(() => {
        if (!online) throw new TypeError("Failed to fetch");
        return [200, [cancelledWith(1, pending)]];
      }),
    });
    await render(<MyAppointmentsPage />);
    online = false;
    // Ten minutes offline, a second at a time: a poll every 3 s would ask 200 times.
    const askedAfter: number[] = [];
    for (let second = 1; second <= 600; second++) {
      await act(async () => vi.advanceTimersByTime(1_000));
      askedAfter.push(listLoads(server.calls));
    }
    const gaps = askedAfter.flatMap((count, second) => (count > (askedAfter[second - 1] ?? 1) ? [second + 1] : []))
      .map((second, i, asked) => second - (asked[i - 1] ?? 0));
    expect(listLoads(server.calls)).toBe(1 + RETRY_LIMIT);
    // Each wait at least as long as the one before, the last ones longer than the usual 3 s.
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(gaps.at(-1)).toBeGreaterThan(REFUND_POLL_MS / 1000);
    await settle();
    expect(refundStatus(cards()[0]!)).toBe("Refund of ₵150.00: processing");
  });

  it("keeps showing the list when one of its refreshes fails", async () => {
    let answers = 0;
    fakeApi({ ...myAppointmentsApi(() => (answers++ === 1 ? [503] : [200, [cancelledWith(1, answers > 2 ? processed : pending)]])) });
    await render(<MyAppointmentsPage />);
    await waitForNextPoll();
    expect(container.textContent).not.toContain("We could not load your appointments");
    expect(refundStatus(cards()[0]!)).toBe("Refund of ₵150.00: processing");
    await waitForNextPoll();
    expect(refundStatus(cards()[0]!)).toBe("Refund of ₵150.00: refunded on Friday, 20 November 2026");
  });
});

describe("cancelling a paid visit says first whether the money comes back", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });

  it("promises a full refund three days ahead, then says the refund is on its way and shows it processing", async () => {
    let cancelled = false;
    const server = fakeApi({
      ...myAppointmentsApi(() => [200, [cancelled ? cancelledWith(1, pending) : paidVisitIn(1, 72)]]),
      "PUT /api/appointments/1": () => {
        cancelled = true;
        return [200, cancelledWith(1, pending)];
      },
    });
    await render(<MyAppointmentsPage />);
    await click(button("Cancel"));
    expect(dialogDescription()).toBe(`Are you sure you want to cancel this appointment? ${FULL_REFUND}`);
    expect(server.posts()).toEqual([]);

    await click(button("Yes, cancel it"));
    expect(server.posts()).toEqual([{ method: "PUT", url: "/api/appointments/1", body: { status: "cancelled" } }]);
    expect(shownToast()).toMatchObject({
      title: "Appointment Cancelled",
      description: "Your refund of ₵150.00 is on its way to the mobile money wallet or card you paid with. My Appointments shows when it arrives.",
    });
    expect(refundStatus(cards()[0]!)).toBe("Refund of ₵150.00: processing");
  });

  it.each([
    { startsIn: "exactly 24 hours", ms: 24 * HOUR_MS, notice: FULL_REFUND },
    { startsIn: "24 hours and a minute", ms: 24 * HOUR_MS + 60_000, notice: FULL_REFUND },
    { startsIn: "a minute under 24 hours", ms: 24 * HOUR_MS - 60_000, notice: NO_REFUND },
    { startsIn: "about 2 hours", ms: 2 * HOUR_MS, notice: NO_REFUND },
  ])("a visit starting in $startsIn: $notice", async ({ ms, notice }) => {
    fakeApi({ ...myAppointmentsApi([200, [appointment(1, { appointmentDate: new Date(NOW + ms).toISOString() })]]) });
    await render(<MyAppointmentsPage />);
    await click(button("Cancel"));
    expect(dialogDescription()).toBe(`Are you sure you want to cancel this appointment? ${notice}`);
  });

  it("changes its word when the 24-hour mark passes while the dialog is open", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(NOW);
    fakeApi({ ...myAppointmentsApi([200, [appointment(1, { appointmentDate: new Date(NOW + 24 * HOUR_MS + 10_000).toISOString() })]]) });
    await render(<MyAppointmentsPage />);
    await click(button("Cancel"));
    expect(dialogDescription()).toContain(FULL_REFUND);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(dialogDescription()).toContain(NO_REFUND);
  });

  it("after a late cancel, says it is cancelled and nothing about a refund", async () => {
    fakeApi({
      ...myAppointmentsApi([200, [paidVisitIn(1, 2)]]),
      "PUT /api/appointments/1": [200, cancelledWith(1, null)],
    });
    await render(<MyAppointmentsPage />);
    await click(button("Cancel"));
    await click(button("Yes, cancel it"));
    expect(shownToast()).toMatchObject({ title: "Appointment Cancelled" });
    expect(shownToast()?.description).toBeUndefined();
  });

  it("says nothing about refunds for a booking that was never paid", async () => {
    fakeApi({
      ...myAppointmentsApi([200, [appointment(1, { status: "confirmed", paymentStatus: "pending", transactionId: null, appointmentDate: new Date(NOW + 72 * HOUR_MS).toISOString() })]]),
    });
    await render(<MyAppointmentsPage />);
    await click(button("Cancel"));
    expect(dialogDescription()).toBe("Are you sure you want to cancel this appointment?");
    expect(dialog().textContent).not.toMatch(/refund/i);
  });
});

describe("paying for a held booking", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });

  it("states the cancellation policy before the patient pays", async () => {
    fakeApi({
      ...myAppointmentsApi([200, [appointment(5, { status: "pending", paymentStatus: "pending", transactionId: null, holdExpiresAt: "2026-11-20T08:15:00.000Z" })]]),
      "GET /api/payments/config": [200, { gateway: "sandbox", publicKey: null }],
    });
    await render(<MyAppointmentsPage />);
    await click(button("Complete payment"));
    expect(dialog().textContent).toContain(POLICY);
    expect(button("Pay ₵150.00", dialog())).toBeDefined();
  });
});
