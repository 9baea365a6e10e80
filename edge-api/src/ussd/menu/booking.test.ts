/**
 * Golden transcripts of booking by USSD, driven through runMenu with a desk of fixed answers: what
 * the caller reads on each screen, what the menu asks the booking core, and that the MoMo prompt is
 * asked for only after the caller has their last screen.
 */
import { DEFAULT_LANGUAGE } from "@gh/contracts/languages";
import { describe, expect, it, vi } from "vitest";
import { inLanguageOf } from "../../i18n/api-texts.ts";
import { toGsm7 } from "../gsm7.ts";
import { screenDay } from "./formats.ts";
import { at, CALLER, fixedDesk, MENSAH, NOW, OWUSU, type ListedProvider } from "./testing/fixed-desk.ts";
import { choicesOf, dial } from "./testing/session.ts";

const screen = (...lines: string[]) => lines.join("\n");

describe("a first-time caller in English", () => {
  it("chooses English, books Dr Mensah in Kumasi and is told to approve the MoMo prompt", async () => {
    const desk = fixedDesk();
    const session = await dial(desk);

    expect(session.screen.text).toBe(screen("GhanaHealth", "Choose your language:", "1 English", "2 Twi", "3 Ewe", "4 Ga", "5 Hausa"));
    expect(await session.press("1")).toBe(screen("GhanaHealth", "1 Book a doctor", "2 My Appointments", "3 Emergency", "4 Language"));
    expect(desk.callsTo("rememberLanguage")).toEqual([[CALLER, DEFAULT_LANGUAGE]]);

    expect(await session.press("1")).toBe(
      screen("Choose a service:", "1 General Practice", "2 Cardiology", "3 Dermatology", "4 Pediatrics", "5 Orthopedics", "98 More", "0 Back"),
    );
    expect(await session.press("1")).toBe(
      screen("Where? Choose a town:", "1 Accra", "2 Kumasi", "3 Tamale", "4 Takoradi", "5 Cape Coast", "Or type a town or region", "0 Back"),
    );
    expect(await session.press("2")).toBe(screen("Choose a provider:", "1 Dr Kwame Mensah, GHS 150, Fri 27 Nov", "2 Dr Ama Owusu, GHS 200, Wed 25 Nov", "0 Back"));
    expect(desk.callsTo("providers")).toEqual([[{ specialty: "general", place: "Kumasi", offset: 0, limit: 3 }, NOW]]);

    expect(await session.press("1")).toBe(screen("Choose a day:", "1 Fri 27 Nov", "2 Sat 28 Nov", "0 Back"));
    expect(await session.press("1")).toBe(screen("Fri 27 Nov: choose a time", "1 9:00 AM", "2 9:30 AM", "3 10:00 AM", "4 10:30 AM", "98 More", "0 Back"));
    expect(await session.press("2")).toBe(
      screen(
        "Dr Kwame Mensah",
        "Fri 27 Nov, 9:30 AM",
        "Fee: GHS 150",
        "Cancel 24 hours before for a full refund.",
        "1 Pay with MoMo 024xxxx567",
        "2 Pay with another MoMo number",
        "0 Back",
      ),
    );

    expect(await session.press("1")).toBe("Approve the MoMo prompt for GHS 150 on 024xxxx567. We will send an SMS.");
    expect(session.screen.end).toBe(true);
    expect(session.state).toBeNull();
    expect(desk.callsTo("hold")).toEqual([[{ phone: CALLER, providerId: MENSAH.id, startsAt: at("2026-11-27T09:30:00") }, NOW]]);

    // The prompt is asked for once the caller has their answer, never before.
    expect(desk.callsTo("requestPayment")).toEqual([]);
    await session.runEffects();
    expect(desk.callsTo("requestPayment")).toEqual([[{ appointmentId: 501, momoPhone: CALLER, network: "mtn" }]]);
  });

  it("remembers a search that found providers, after answering, to offer it first next time", async () => {
    const desk = fixedDesk();
    const session = await dial(desk);
    for (const input of ["1", "1", "1"]) await session.press(input);
    await session.press("2");
    expect(desk.callsTo("rememberSearch")).toEqual([]);
    await session.runEffects();
    expect(desk.callsTo("rememberSearch")).toEqual([[CALLER, { specialty: "general", place: "Kumasi" }]]);

    const next = await dial(desk);
    expect(next.screen.text).toContain("1 Book a doctor");
    expect(await next.press("1")).toContain("1 Again: General Practice in Kumasi\n2 General Practice");
  });

  it("pays from another MoMo number, typed in any form, once it is a Ghana mobile money number", async () => {
    const desk = fixedDesk({ languages: { [CALLER]: DEFAULT_LANGUAGE } });
    const session = await dial(desk);
    for (const input of ["1", "1", "2", "1", "1", "1"]) await session.press(input);
    expect(await session.press("2")).toBe(screen("Type the MoMo number to pay with:", "0 Back"));

    expect(await session.press("0311234567")).toBe(screen("Enter a Ghana mobile money number, e.g. 024 123 4567", "Type the MoMo number to pay with:", "0 Back"));
    expect(desk.callsTo("hold")).toEqual([]);

    expect(await session.press("+233 20 765 4321")).toBe("Approve the MoMo prompt for GHS 150 on 020xxxx321. We will send an SMS.");
    await session.runEffects();
    expect(desk.callsTo("requestPayment")).toEqual([[{ appointmentId: 501, momoPhone: "+233207654321", network: "telecel" }]]);
  });

  it("offers only another number when the caller's own is on no MoMo network", async () => {
    const desk = fixedDesk({ languages: { "+233311234567": DEFAULT_LANGUAGE } });
    const session = await dial(desk, { phone: "+233311234567", network: null });
    for (const input of ["1", "1", "2", "1", "1"]) await session.press(input);
    const confirm = await session.press("1");
    expect(confirm).toContain("1 Pay with another MoMo number");
    expect(confirm).not.toContain("Pay with MoMo 031");
    expect(await session.press("1")).toBe(screen("Type the MoMo number to pay with:", "0 Back"));
  });
});

describe("a returning caller", () => {
  const returning = () => fixedDesk({ languages: { [CALLER]: "ak" }, lastSearches: { [CALLER]: { specialty: "general", place: "Kumasi" } } });

  it("in Twi, books again within six screens of the main menu's Book, every one in Twi's day names and GSM-7", async () => {
    const desk = returning();
    const session = await dial(desk);
    // The language is remembered: the first screen is the main menu.
    expect(choicesOf(session.screen.text)).toEqual(["1", "2", "3", "4"]);
    expect(desk.callsTo("rememberLanguage")).toEqual([]);

    const before = session.screens.length;
    const specialties = await session.press("1");
    expect(specialties).toContain("Kumasi");
    expect(choicesOf(specialties)).toEqual(["1", "2", "3", "4", "5"]);
    expect(choicesOf(await session.press("1"))).toEqual(["1", "2"]);
    const days = await session.press("1");
    const friday = inLanguageOf("ak", () => toGsm7(screenDay("2026-11-27")));
    expect(friday).not.toBe("Fri 27 Nov");
    expect(days).toContain(`1 ${friday}`);
    expect(choicesOf(await session.press("1"))).toEqual(["1", "2", "3", "4"]);
    const confirm = await session.press("1");
    expect(confirm).toContain(friday);
    expect(confirm).toContain("GHS 150");
    expect(choicesOf(confirm)).toEqual(["1", "2"]);
    const end = await session.press("1");

    expect(session.screen.end).toBe(true);
    expect(end).toContain("GHS 150");
    expect(end).toContain("024xxxx567");
    expect(session.screens.length - before).toBeLessThanOrEqual(6);
    expect(desk.callsTo("hold")).toEqual([[{ phone: CALLER, providerId: MENSAH.id, startsAt: at("2026-11-27T09:00:00") }, NOW]]);
  });

  it("may type the whole way at once (1*1*1*1*1) and lands on the confirm screen", async () => {
    const desk = returning();
    const session = await dial(desk);
    const confirm = await session.press("1*1*1*1*1");
    expect(session.screens).toHaveLength(2);
    expect(confirm).toContain("Dr Kwame Mensah");
    expect(confirm).toContain("GHS 150");
    expect(choicesOf(confirm)).toEqual(["1", "2"]);
  });
});

describe("a slot taken meanwhile", () => {
  it("says the time was just taken and shows the day's times again, without it", async () => {
    const taken = at("2026-11-27T09:30:00");
    const desk = fixedDesk({ languages: { [CALLER]: DEFAULT_LANGUAGE }, takenByOthers: [taken] });
    const session = await dial(desk);
    for (const input of ["1", "1", "2", "1", "1", "2"]) await session.press(input);

    expect(await session.press("1")).toBe(
      screen(
        "This time slot has just been taken. Please choose another time.",
        "Fri 27 Nov: choose a time",
        "1 9:00 AM",
        "2 10:00 AM",
        "3 10:30 AM",
        "4 2:00 PM",
        "98 More",
        "0 Back",
      ),
    );
    expect(session.screen.end).toBe(false);
    expect(desk.callsTo("requestPayment")).toEqual([]);

    await session.press("2");
    expect(await session.press("1")).toBe("Approve the MoMo prompt for GHS 150 on 024xxxx567. We will send an SMS.");
    expect(desk.callsTo("hold").at(-1)).toEqual([{ phone: CALLER, providerId: MENSAH.id, startsAt: at("2026-11-27T10:00:00") }, NOW]);
  });

  it("says when the day has no free time left, with Back to the days", async () => {
    const desk = fixedDesk({ languages: { [CALLER]: DEFAULT_LANGUAGE }, takenByOthers: [at("2026-11-28T11:00:00")] });
    const session = await dial(desk);
    for (const input of ["1", "1", "2", "1", "2", "1"]) await session.press(input);
    expect(await session.press("1")).toBe(
      screen("This time slot has just been taken. Please choose another time.", "No free times left on Sat 28 Nov.", "0 Back"),
    );
    expect(await session.press("0")).toBe(screen("Choose a day:", "1 Fri 27 Nov", "2 Sat 28 Nov", "0 Back"));
  });

  it("ends the session when the caller has too many unpaid bookings", async () => {
    const desk = fixedDesk({ languages: { [CALLER]: DEFAULT_LANGUAGE } });
    desk.hold = async () => ({ held: false, reason: "too_many_holds" });
    const session = await dial(desk);
    for (const input of ["1", "1", "2", "2", "1", "1"]) await session.press(input);
    expect(await session.press("1")).toBe(
      "You have unpaid bookings waiting. Complete their payment, or wait 15 minutes for them to lapse, before booking more.",
    );
    expect(session.screen.end).toBe(true);
    expect(session.pending).toEqual([]);
  });
});

describe("a provider with no free day soon", () => {
  it("is listed as such, and choosing them says so with Back", async () => {
    const away: ListedProvider = { ...OWUSU, id: 13, name: "Dr Esi Quaye", soonestDay: null, slots: {} };
    const desk = fixedDesk({ languages: { [CALLER]: DEFAULT_LANGUAGE }, providers: [MENSAH, away] });
    const session = await dial(desk);
    for (const input of ["1", "1"]) await session.press(input);
    expect(await session.press("2")).toContain("2 Dr Esi Quaye, GHS 200, no free day soon");
    expect(await session.press("2")).toBe(screen("No free days soon. Please choose another provider.", "0 Back"));
    expect(await session.press("0")).toContain("1 Dr Kwame Mensah");
  });
});

describe("the MoMo prompt", () => {
  it("is asked for after the answer, and a gateway failure never fails the session's last screen", async () => {
    const desk = fixedDesk({ languages: { [CALLER]: DEFAULT_LANGUAGE } });
    desk.requestPayment = async () => {
      throw new Error("gateway down");
    };
    const session = await dial(desk);
    for (const input of ["1", "1", "2", "1", "1", "1"]) await session.press(input);
    expect(await session.press("1")).toContain("Approve the MoMo prompt");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(session.runEffects()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith("ussd menu: asking for the MoMo payment of appointment 501 failed", new Error("gateway down"));
    logged.mockRestore();
  });
});

describe("every language", () => {
  it("keeps every screen of a whole booking and of My appointments within 160 GSM-7 characters", async () => {
    for (const [index, language] of (["en-GH", "ak", "ee", "gaa", "ha"] as const).entries()) {
      const desk = fixedDesk({ upcoming: [{ id: 9, bookingCode: "GH9", providerName: MENSAH.name, startsAt: at("2026-11-27T09:30:00"), status: "confirmed", paid: true, feePesewas: 15_000 }] });
      const booking = await dial(desk);
      // Every screen is checked as it arrives (testing/session.ts); a wrong answer on each adds the notice.
      for (const input of [String(index + 1), "1", "x", "1", "x", "2", "x", "1", "x", "1", "x", "2", "x", "2", "x", "0541234567"]) await booking.press(input);
      expect(booking.screen.end).toBe(true);
      expect(desk.callsTo("rememberLanguage")).toEqual([[CALLER, language]]);

      const appointments = await dial(desk);
      for (const input of ["2", "x", "1", "x", "1", "x", "1"]) await appointments.press(input);
      expect(appointments.screen.end).toBe(true);
      expect(desk.callsTo("cancel")).toHaveLength(1);
    }
  });
});

describe("a place with no providers", () => {
  it("says so, offers the places nearest to what was typed, and Back", async () => {
    const desk = fixedDesk({ languages: { [CALLER]: DEFAULT_LANGUAGE } });
    const session = await dial(desk);
    for (const input of ["1", "1"]) await session.press(input);
    expect(await session.press("Kumsi")).toBe(screen("No General Practice providers found in Kumsi.", "Did you mean:", "1 Kumasi", "0 Back"));
    expect(session.pending).toEqual([]);
    expect(await session.press("1")).toContain(`2 ${OWUSU.name}, GHS 200, Wed 25 Nov`);
  });

  it("says so with only Back when nothing is near what was typed", async () => {
    const desk = fixedDesk({ languages: { [CALLER]: DEFAULT_LANGUAGE } });
    const session = await dial(desk);
    for (const input of ["1", "2"]) await session.press(input);
    expect(await session.press("Tamale")).toBe(screen("No Cardiology providers found in Tamale.", "0 Back"));
    expect(await session.press("0")).toContain("Where? Choose a town:");
  });
});
