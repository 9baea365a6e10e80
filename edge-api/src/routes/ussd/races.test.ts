/**
 * A USSD caller and a web patient after the same slot (docs/product-rules.md "Slots": a slot is sold
 * once): the caller, on the confirm screen, chooses to pay while the web patient posts the same
 * provider and instant to POST /api/appointments. Exactly one holds it, whoever is first. A web
 * patient who loses gets the API's 409 and sees the time taken; a caller who loses is told the time
 * was just taken and offered the day's other times, and can book one of them. Through the real
 * routes against the test D1, at a fixed clock (Friday 4 January 2030, 07:00 in Ghana).
 */
import { env } from "cloudflare:workers";
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appWith, choose, fakeAfricasTalking, fakeHubtel, reachConfirm, type FakeCaller, type UssdScreen } from "../../../test/fake-aggregators.ts";
import { api, bookingBody, db, insertProvider, sendJson, signedInPatient } from "../../../test/fixtures.ts";
import { appointments, users } from "../../db/schema.ts";
import type { Bindings } from "../../env.ts";

const FRIDAY_MORNING = Date.UTC(2030, 0, 4, 7, 0);
const MONDAY = "2030-01-07";
const at = (time: string) => Date.parse(`${MONDAY}T${time}:00.000Z`);
/** The day and a time as the USSD screens write them. */
const SCREEN_DAY = "Mon 7 Jan";
const screenTime = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
};

/** The prompt is left on the caller's phone: nothing approves it while the test runs. */
const bindings = { ...env, SANDBOX_CHARGE_DELAY_MS: "manual" } as unknown as Bindings;
const SLOT_TAKEN = "This time slot has just been taken. Please choose another time.";

const book = (cookie: string, time: string, providerId: number) => sendJson("/api/appointments", bookingBody(providerId, MONDAY, time), { cookie });

/** Appointments still holding a slot (pending or confirmed) at `time` with the provider. */
const holdersOf = (providerId: number, time: string) =>
  db()
    .select()
    .from(appointments)
    .where(and(eq(appointments.providerId, providerId), eq(appointments.startsAt, at(time)), inArray(appointments.status, ["pending", "confirmed"])));

/** The caller's phone-only account, once made. */
const accountOf = async (phone: string) => (await db().select().from(users).where(eq(users.phone, phone)))[0];

/** What the web's slot picker shows for Monday: each time and whether it can be chosen. */
async function webSlots(providerId: number, cookie: string) {
  const response = await api(`/api/providers/${providerId}/availability?date=${MONDAY}`, { headers: { Cookie: cookie } });
  const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] };
  return Object.fromEntries(slots.map((slot) => [slot.time, slot.available]));
}

/** A caller on the confirm screen for Monday at `time` with Dr Mensah; `pay` confirms with their own MoMo number. */
async function callerAtConfirm(caller: FakeCaller, time: string) {
  const confirm = await reachConfirm(caller, { provider: /Mensah/, day: SCREEN_DAY, time: screenTime(time) });
  expect(confirm.text).toContain(`${SCREEN_DAY}, ${screenTime(time)}`);
  return { pay: () => choose(caller, confirm, /^Pay with MoMo /) };
}

/** The times a screen offers ("1 9:00 AM" → "9:00 AM"). */
const timesOn = (screen: UssdScreen) => screen.text.split("\n").flatMap((line) => /^[1-5] (\d{1,2}:\d{2} [AP]M)$/.exec(line)?.[1] ?? []);

/** The caller lost the slot: told so, and offered the day's other times, without it. */
function expectToldTakenAndOfferedOthers(screen: UssdScreen, time: string) {
  expect(screen.end).toBe(false);
  expect(screen.text.split("\n").slice(0, 2)).toEqual([SLOT_TAKEN, `${SCREEN_DAY}: choose a time`]);
  expect(timesOn(screen)).not.toContain(screenTime(time));
  expect(timesOn(screen).length).toBeGreaterThan(0);
  expect(screen.text.length).toBeLessThanOrEqual(160);
}

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function expectWebRefused(response: Response) {
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({ error: { code: "conflict", message: SLOT_TAKEN, fields: { appointmentDate: SLOT_TAKEN } } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(FRIDAY_MORNING);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a USSD caller and a web patient booking the same slot", () => {
  it("the web books a moment before the caller confirms: the caller is told it was just taken, offered the other times, and books one", async () => {
    const { provider } = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
    const web = await signedInPatient();
    const caller = fakeAfricasTalking(appWith(bindings), "ATUid_race_web_first", { phoneNumber: "+233245550121" });
    const { pay } = await callerAtConfirm(caller, "10:00");

    expect((await book(web.cookie, "10:00", provider.id)).status).toBe(201);
    const told = await pay();
    expectToldTakenAndOfferedOthers(told, "10:00");

    // The caller takes the first time offered instead and pays for it.
    const confirm = await caller.answer("1");
    expect(confirm.text).toContain(`${SCREEN_DAY}, ${timesOn(told)[0]}`);
    const end = await choose(caller, confirm, /^Pay with MoMo /);
    expect(end).toMatchObject({ end: true, text: "Approve the MoMo prompt for GHS 150 on 024xxxx121. We will send an SMS." });

    const [webHold] = await holdersOf(provider.id, "10:00");
    expect(webHold).toMatchObject({ patientId: web.patient.id, status: "pending" });
    const account = await accountOf("+233245550121");
    expect(await db().select().from(appointments).where(eq(appointments.patientId, account!.id))).toMatchObject([{ providerId: provider.id, startsAt: at("09:00"), status: "pending" }]);
  });

  it("the caller confirms a moment before the web books: the caller holds it, the web gets 409 and sees the time taken", async () => {
    const { provider } = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
    const web = await signedInPatient();
    const caller = fakeHubtel(appWith(bindings), "race-ussd-first", { mobile: "233245550122" });
    const { pay } = await callerAtConfirm(caller, "10:00");

    expect(await pay()).toMatchObject({ end: true, text: "Approve the MoMo prompt for GHS 150 on 024xxxx122. We will send an SMS." });
    await expectWebRefused(await book(web.cookie, "10:00", provider.id));

    const account = await accountOf("+233245550122");
    expect(await holdersOf(provider.id, "10:00")).toMatchObject([{ patientId: account!.id, status: "pending", paymentStatus: "pending" }]);
    // The web's picker offers every other time, not that one.
    const slots = await webSlots(provider.id, web.cookie);
    expect(slots).toMatchObject({ "09:30": true, "10:00": false, "10:30": true });
  });

  it("both at once, either a few milliseconds ahead: each time exactly one holds the slot, and the other is told as above", async () => {
    const { provider } = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
    const send = appWith(bindings);
    // Each round one side starts first and the other a few milliseconds later, while the first is still
    // in flight (a booking takes some 30 ms here): which wins is the database's to decide.
    const rounds = [
      { time: "09:00", webAfterMs: 0 },
      { time: "10:00", webAfterMs: 0, ussdAfterMs: 2 },
      { time: "11:00", webAfterMs: 0, ussdAfterMs: 5 },
      { time: "14:00", webAfterMs: 0, ussdAfterMs: 10 },
      { time: "15:00", webAfterMs: 5, ussdAfterMs: 0 },
    ];
    for (const [round, { time, webAfterMs, ussdAfterMs = 0 }] of rounds.entries()) {
      const web = await signedInPatient();
      const phone = `+23324555014${round + 1}`; // ending 1 to 5: the sandbox leaves the prompt waiting
      const caller = fakeHubtel(send, `race-at-once-${round}`, { mobile: phone.slice(1) });
      const { pay } = await callerAtConfirm(caller, time);

      const [ussd, webAnswer] = await Promise.all([after(ussdAfterMs).then(pay), after(webAfterMs).then(() => book(web.cookie, time, provider.id))]);

      const holders = await holdersOf(provider.id, time);
      expect(holders, time).toHaveLength(1);
      if (webAnswer.status === 201) {
        expect(holders[0]!.patientId).toBe(web.patient.id);
        expectToldTakenAndOfferedOthers(ussd, time);
      } else {
        expect(ussd).toMatchObject({ end: true, text: expect.stringMatching(/^Approve the MoMo prompt for GHS 150 on 024xxxx14\d\. We will send an SMS\.$/) });
        expect(holders[0]!.patientId).toBe((await accountOf(phone))!.id);
        await expectWebRefused(webAnswer);
      }
    }
    // One booking per time, whoever won it: nobody was sold a slot twice.
    expect(await db().select().from(appointments).where(inArray(appointments.status, ["pending", "confirmed"]))).toHaveLength(rounds.length);
  });
});
