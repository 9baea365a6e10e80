/** Golden transcripts of "My appointments" by USSD: the list, one booking, cancelling it under the refund policy. */
import { DEFAULT_LANGUAGE } from "@gh/contracts/languages";
import { describe, expect, it } from "vitest";
import type { DeskAppointment } from "./types.ts";
import { at, CALLER, fixedDesk, NOW } from "./testing/fixed-desk.ts";
import { dial } from "./testing/session.ts";

const screen = (...lines: string[]) => lines.join("\n");

const PAID_FRIDAY: DeskAppointment = {
  id: 71,
  bookingCode: "GH7K2Q",
  providerName: "Dr Kwame Mensah",
  startsAt: at("2026-11-27T09:30:00"),
  status: "confirmed",
  paid: true,
  feePesewas: 15_000,
};
/** Tomorrow morning: less than 24 hours away. */
const PAID_TOMORROW: DeskAppointment = { ...PAID_FRIDAY, id: 72, bookingCode: "GH8M3R", providerName: "Dr Ama Owusu", startsAt: at("2026-11-25T07:00:00"), status: "pending" };
const UNPAID: DeskAppointment = { ...PAID_FRIDAY, id: 73, bookingCode: "GH9N4S", providerName: "Dr Kofi Boateng", startsAt: at("2026-12-01T14:00:00"), status: "pending", paid: false };

async function myAppointments(upcoming: DeskAppointment[], cancelRefusal?: string) {
  const desk = fixedDesk({ languages: { [CALLER]: DEFAULT_LANGUAGE }, upcoming, cancelRefusal });
  const session = await dial(desk);
  await session.press("2");
  return { desk, session };
}

describe("My appointments", () => {
  it("lists the bookings to come; one cancelled a week ahead is refunded in full, as the screen said first", async () => {
    const { desk, session } = await myAppointments([PAID_TOMORROW, PAID_FRIDAY, UNPAID]);
    expect(session.screen.text).toBe(
      screen(
        "Your appointments:",
        "1 Wed 25 Nov, 7:00 AM: Dr Ama Owusu",
        "2 Fri 27 Nov, 9:30 AM: Dr Kwame Mensah",
        "3 Tue 1 Dec, 2:00 PM: Dr Kofi Boateng",
        "0 Back",
      ),
    );
    expect(await session.press("2")).toBe(screen("Dr Kwame Mensah", "Fri 27 Nov, 9:30 AM", "GHS 150 paid. Confirmed.", "Code: GH7K2Q", "1 Cancel", "0 Back"));
    expect(await session.press("1")).toBe(screen("Cancel Fri 27 Nov, 9:30 AM with Dr Kwame Mensah?", "You will get GHS 150 back.", "1 Yes, cancel", "0 Back"));
    expect(desk.callsTo("cancel")).toEqual([]);

    expect(await session.press("1")).toBe("Cancelled. GHS 150 will go back to the wallet or card you paid with.");
    expect(session.screen.end).toBe(true);
    expect(desk.callsTo("cancel")).toEqual([[CALLER, PAID_FRIDAY.id, NOW]]);
  });

  it("says before and after cancelling that a visit less than 24 hours away is not refunded automatically", async () => {
    const { session } = await myAppointments([PAID_TOMORROW]);
    expect(await session.press("1")).toContain("GHS 150 paid. Waiting for the provider to confirm.");
    expect(await session.press("1")).toBe(
      screen("Cancel Wed 25 Nov, 7:00 AM with Dr Ama Owusu?", "It starts in less than 24 hours, so it is not refunded automatically.", "1 Yes, cancel", "0 Back"),
    );
    expect(await session.press("1")).toBe(
      screen(
        "Cancelled. No automatic refund: it was less than 24 hours before the visit.",
        "You can still ask for a refund: contact support with your payment reference.",
      ),
    );
  });

  it("cancels an unpaid booking with nothing said about money", async () => {
    const { session } = await myAppointments([UNPAID]);
    expect(await session.press("1")).toContain("GHS 150, not paid yet");
    expect(await session.press("1")).toBe(screen("Cancel Tue 1 Dec, 2:00 PM with Dr Kofi Boateng?", "1 Yes, cancel", "0 Back"));
    expect(await session.press("1")).toBe("Your appointment is cancelled.");
  });

  it("gives the booking core's reason when it cannot cancel", async () => {
    const { session } = await myAppointments([PAID_FRIDAY], "Only pending or confirmed appointments can be changed.");
    await session.press("1");
    await session.press("1");
    expect(await session.press("1")).toBe("We could not cancel it: Only pending or confirmed appointments can be changed.");
  });

  it("goes back from the cancel question without cancelling, back to the list, and back to the main menu", async () => {
    const { desk, session } = await myAppointments([PAID_FRIDAY]);
    await session.press("1");
    await session.press("1");
    expect(await session.press("0")).toContain("1 Cancel");
    expect(await session.press("0")).toContain("Your appointments:");
    expect(await session.press("0")).toContain("1 Book a doctor");
    expect(desk.callsTo("cancel")).toEqual([]);
  });

  it("says when there are none, with Back", async () => {
    const { session } = await myAppointments([]);
    expect(session.screen.text).toBe(screen("You have no upcoming appointments.", "0 Back"));
    expect(await session.press("0")).toContain("2 My Appointments");
  });

  it("pages a long list with More and Back, as many to a screen as fit in 160 characters", async () => {
    const week = Array.from({ length: 7 }, (_, index) => ({ ...PAID_FRIDAY, id: 100 + index, startsAt: at(`2026-12-0${index + 1}T10:00:00`) }));
    const { session } = await myAppointments(week);
    const first = screen(
      "Your appointments:",
      "1 Tue 1 Dec, 10:00 AM: Dr Kwame Mensah",
      "2 Wed 2 Dec, 10:00 AM: Dr Kwame Mensah",
      "3 Thu 3 Dec, 10:00 AM: Dr Kwame Mensah",
      "98 More",
      "0 Back",
    );
    expect(session.screen.text).toBe(first);
    expect(await session.press("98")).toBe(
      screen(
        "Your appointments:",
        "1 Fri 4 Dec, 10:00 AM: Dr Kwame Mensah",
        "2 Sat 5 Dec, 10:00 AM: Dr Kwame Mensah",
        "3 Sun 6 Dec, 10:00 AM: Dr Kwame Mensah",
        "98 More",
        "0 Back",
      ),
    );
    expect(await session.press("98")).toBe(screen("Your appointments:", "1 Mon 7 Dec, 10:00 AM: Dr Kwame Mensah", "0 Back"));
    await session.press("0");
    expect(await session.press("0")).toBe(first);
    await session.press("98");
    expect(await session.press("2")).toContain("Sat 5 Dec, 10:00 AM");
  });
});
