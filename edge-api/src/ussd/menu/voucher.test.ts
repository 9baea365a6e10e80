/** The dial after a MoMo code SMS (Telecel Cash's voucher): the code first, given to the gateway once the caller has their answer. */
import { describe, expect, it } from "vitest";
import { CHOOSE_FROM_LIST } from "./steps.ts";
import { CALLER, fixedDesk } from "./testing/fixed-desk.ts";
import { dial } from "./testing/session.ts";

const MAIN = ["GhanaHealth", "1 Book a doctor", "2 My Appointments", "3 Emergency", "4 Language"].join("\n");
const CODE_SCREEN = "Enter the MoMo code sent to 020xxxx567 to pay GHS 150:\n0 Back";
const awaiting = () =>
  fixedDesk({ languages: { [CALLER]: "en-GH" }, vouchersAwaited: { [CALLER]: { appointmentId: 501, feePesewas: 15_000, wallet: "+233201234567" } } });

describe("a caller whose MoMo payment waits on a code", () => {
  it("is asked for the code on the dial, and it is given to the gateway only after the session ends", async () => {
    const desk = awaiting();
    const session = await dial(desk, { network: "telecel" });
    expect(session.screen.text).toBe(CODE_SCREEN);

    expect(await session.press("482913")).toBe("Thank you. We will send an SMS when it is paid.");
    expect(session.screen.end).toBe(true);
    expect(desk.callsTo("submitVoucher")).toEqual([]);
    await session.runEffects();
    expect(desk.callsTo("submitVoucher")).toEqual([[CALLER, "482913"]]);
  });

  it("shows the code screen again, saying digits only, for anything but a 4 to 8 digit code", async () => {
    const desk = awaiting();
    const session = await dial(desk, { network: "telecel" });
    for (const typed of ["12a4", "123", "123456789", ""]) {
      expect(await session.press(typed)).toBe(`Please type the code: digits only.\n${CODE_SCREEN}`);
      expect(session.pending).toEqual([]);
    }
    expect(await session.press("1234")).toBe("Thank you. We will send an SMS when it is paid.");
    await session.runEffects();
    expect(desk.callsTo("submitVoucher")).toEqual([[CALLER, "1234"]]);
  });

  it("goes to the main menu on Back, giving no code", async () => {
    const desk = awaiting();
    const session = await dial(desk, { network: "telecel" });
    expect(await session.press("0")).toBe(MAIN);
    expect(await session.press("9")).toBe(`${CHOOSE_FROM_LIST}\n${MAIN}`);
    expect(desk.callsTo("submitVoucher")).toEqual([]);
  });
});

describe("a caller with no code awaited", () => {
  it("gets the usual first screen", async () => {
    const desk = fixedDesk({ languages: { [CALLER]: "en-GH" } });
    const session = await dial(desk);
    expect(session.screen.text).toBe(MAIN);
    expect(desk.callsTo("voucherAwaited")).toHaveLength(1);
  });
});
