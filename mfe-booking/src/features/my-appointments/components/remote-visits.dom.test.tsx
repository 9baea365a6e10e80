// @vitest-environment happy-dom
/** Audio and video visits on My Appointments (docs/product-rules.md#remote-visits): their kind, Join while the window is open, and the provider's note. */
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, container, fakeApi, render } from "@gh/test-support";
import { myAppointmentsApi, patientAppointment as appointment } from "@gh/test-support/patient-appointment";
import { CLOCK_TICK_MS } from "../hooks/use-minute-clock";
import MyAppointmentsPage from "./my-appointments-page";

// Friday, 20 November 2026, 08:00 in Accra.
const NOW = Date.parse("2026-11-20T08:00:00Z");
const MINUTE_MS = 60_000;

const cards = () => [...container.querySelectorAll<HTMLLIElement>("li.appointment-card")];
const joinLinks = (card: HTMLElement) => [...card.querySelectorAll("a")].filter((link) => link.textContent === "Join");
/** A paid, confirmed visit starting `minutes` from now. */
const visitIn = (id: number, minutes: number, overrides: Parameters<typeof appointment>[1] = {}) =>
  appointment(id, { appointmentDate: new Date(NOW + minutes * MINUTE_MS).toISOString(), visitNote: null, ...overrides });

beforeEach(() => {
  // The card reads the clock again once a minute: its timer is faked too, to move time on.
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a remote visit on My Appointments", () => {
  it("offers Join for a paid, confirmed audio visit inside its window, as the primary action", async () => {
    fakeApi({ ...myAppointmentsApi([200, [visitIn(1, 10, { visitType: "audio" })]]) });
    await render(<MyAppointmentsPage />);
    const [card] = cards();
    expect(card!.querySelector(".appointment-card__visit-type")?.textContent).toBe("Audio visit");
    // Nowhere to travel to.
    expect(card!.textContent).not.toContain("Location");

    const [join] = joinLinks(card!);
    expect(join?.getAttribute("href")).toBe("/visits/1");
    expect(join?.getAttribute("aria-label")).toBe("Join audio visit with Dr. Kwame Mensah");
    expect(join?.className).toContain("ui-button--primary");
    expect(card!.textContent).not.toContain("You can join from");
  });

  it("says when Join opens before the window, and shows it then without a reload", async () => {
    // At 10:00 AM: Join opens at 9:45 AM.
    fakeApi({ ...myAppointmentsApi([200, [visitIn(2, 120, { visitType: "video" })]]) });
    await render(<MyAppointmentsPage />);
    const [card] = cards();
    expect(card!.querySelector(".appointment-card__visit-type")?.textContent).toBe("Video visit");
    expect(joinLinks(card!)).toEqual([]);
    expect(card!.textContent).toContain("You can join from 9:45 AM.");

    // 9:44 AM: not yet.
    await act(async () => vi.advanceTimersByTime(104 * MINUTE_MS));
    expect(joinLinks(cards()[0]!)).toEqual([]);
    // 9:45 AM: Join appears, the notice goes.
    await act(async () => vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(joinLinks(cards()[0]!).map((link) => link.getAttribute("aria-label"))).toEqual(["Join video visit with Dr. Kwame Mensah"]);
    expect(cards()[0]!.textContent).not.toContain("You can join from");
  });

  it("offers nothing to join for an in-person visit, an unpaid remote one, one awaiting confirmation, or after the window", async () => {
    fakeApi({
      ...myAppointmentsApi([
        200,
        [
          visitIn(3, 10),
          visitIn(4, 10, { visitType: "audio", status: "pending", paymentStatus: "pending", transactionId: null, holdExpiresAt: "2026-11-20T08:15:00.000Z" }),
          visitIn(5, 10, { visitType: "audio", status: "pending" }),
          // Began 61 minutes ago: its slot ended 31 minutes ago.
          visitIn(6, -61, { visitType: "audio" }),
        ],
      ]),
    });
    await render(<MyAppointmentsPage />);
    const [inPerson, unpaid, unconfirmed, over] = cards();
    for (const card of [inPerson, unpaid, unconfirmed, over]) {
      expect(joinLinks(card!)).toEqual([]);
      expect(card!.textContent).not.toContain("You can join from");
    }
    expect(inPerson!.querySelector(".appointment-card__visit-type")).toBeNull();
    expect(inPerson!.textContent).toContain("East Legon Clinic, Accra, Greater Accra");
    expect(unpaid!.querySelector(".appointment-card__visit-type")?.textContent).toBe("Audio visit");
  });

  it("shows the provider's note after the visit", async () => {
    const note = "Take the tablets twice a day.\nCome back in two weeks if the pain returns.";
    fakeApi({ ...myAppointmentsApi([200, []], [200, [visitIn(7, -3 * 24 * 60, { visitType: "audio", status: "completed", visitNote: note })]]) });
    await render(<MyAppointmentsPage />);
    const [card] = cards();
    const terms = [...card!.querySelectorAll("dt")];
    const noteTerm = terms.find((term) => term.textContent === "Note from your provider");
    expect(noteTerm?.nextElementSibling?.textContent).toBe(note);
    expect(joinLinks(card!)).toEqual([]);
  });
});
