/**
 * Sessions a caller abandons (docs/product-rules.md "Basic phones"), through the real routes against
 * the test D1 at a fixed clock (Friday 4 January 2030, 07:00 in Ghana):
 * - before confirming: the caller hangs up (Hubtel's Release), the network gives up (Hubtel's
 *   Timeout), or the requests just stop (Africa's Talking sends nothing more): nothing is held, no
 *   account is made, no SMS is sent, and the time stays free for anyone;
 * - after confirming, with the MoMo prompt never approved: the hold keeps the time for its 15
 *   minutes, then the sweep (scheduled.ts) releases it, the caller is texted once, the web can book
 *   the time again, and nothing enters the ledger.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appWith, choose, fakeAfricasTalking, fakeHubtel, reachConfirm, type FakeCaller } from "../../../test/fake-aggregators.ts";
import { bookingBody, db, insertProvider, outboxFor, sendJson, signedInPatient } from "../../../test/fixtures.ts";
import { appointments, ledgerEntries, payments, users } from "../../db/schema.ts";
import type { Bindings } from "../../env.ts";
import { sweep } from "../../scheduled.ts";
import { sessionKey } from "../../ussd/session-store.ts";

const FRIDAY_MORNING = Date.UTC(2030, 0, 4, 7, 0);
const MINUTE = 60_000;
const MONDAY_TEN = Date.UTC(2030, 0, 7, 10, 0);
const CONFIRM = { provider: /Mensah/, day: "Mon 7 Jan", time: "10:00 AM" };

/** Dr Kwame Mensah, General Practice in Accra: each test's own. */
let providerId = 0;
/** A web patient books the caller's time. */
const book = (cookie: string) => sendJson("/api/appointments", bookingBody(providerId, "2030-01-07", "10:00"), { cookie });

const smsTo = async (phone: string) => (await outboxFor(phone)).filter((message) => message.channel === "sms").map((message) => message.body);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(FRIDAY_MORNING);
  providerId = (await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" })).provider.id;
});

afterEach(() => {
  vi.useRealTimers();
});

/** Nothing the caller did is kept as a booking: no hold, no prompt, no account, no SMS; the web can book the time. */
async function expectNothingBooked(phone: string) {
  expect(await db().select().from(appointments)).toEqual([]);
  expect(await db().select().from(payments)).toEqual([]);
  expect(await db().select().from(users).where(eq(users.phone, phone))).toEqual([]);
  expect(await smsTo(phone)).toEqual([]);
  const web = await signedInPatient();
  expect((await book(web.cookie)).status).toBe(201);
}

describe("a session abandoned before the caller confirms", () => {
  it.each(["Release", "Timeout"] as const)("Hubtel %s on the confirm screen: the session ends, nothing is held or made, and a late answer books nothing", async (type) => {
    const phone = "+233245550161";
    const caller = fakeHubtel(appWith(env as unknown as Bindings), `abandoned-${type}`, { mobile: phone.slice(1) });
    const confirm = await reachConfirm(caller, CONFIRM);
    expect(confirm.text).toContain("Pay with MoMo 024xxxx161");

    expect(await caller.hangUp(type)).toEqual({ Type: "Release", Message: "", Label: "", DataType: "display", FieldType: "text", ClientState: "" });
    expect(await env.USSD_SESSIONS.get(sessionKey("hubtel", `abandoned-${type}`))).toBeNull();
    // A "1" the network still delivers for the ended session is no confirmation: the menu starts again (the language is remembered).
    const late = await caller.answer("1");
    expect(late).toEqual({ end: false, text: "GhanaHealth\n1 Book a doctor\n2 My Appointments\n3 Emergency\n4 Language" });

    await expectNothingBooked(phone);
  });

  it("Africa's Talking, whose requests just stop on the confirm screen: nothing is held or made, and the next dial finds no appointment", async () => {
    const phone = "+233245550162";
    const send = appWith(env as unknown as Bindings);
    await reachConfirm(fakeAfricasTalking(send, "ATUid_abandoned", { phoneNumber: phone }), CONFIRM);

    await expectNothingBooked(phone);
    const again = fakeAfricasTalking(send, "ATUid_abandoned_again", { phoneNumber: phone });
    const mine = await choose(again, await again.dial(), "My Appointments");
    expect(mine).toEqual({ end: false, text: "You have no upcoming appointments.\n0 Back" });
  });
});

describe("a session confirmed whose MoMo prompt is never approved", () => {
  const manual = { ...env, SANDBOX_CHARGE_DELAY_MS: "manual" } as unknown as Bindings;
  it.each([
    { prompt: "unanswered (wallet ending 9)", phone: "+233245550179", bindings: env as unknown as Bindings, dialVia: "hubtel" },
    { prompt: "unapproved (manual sandbox)", phone: "+233245550173", bindings: manual, dialVia: "africastalking" },
  ] as const)("a prompt $prompt: the hold keeps the time 15 minutes, then lapses at the sweep; the caller is texted once, the web can book, nothing enters the ledger", async ({ phone, bindings, dialVia }) => {
    const send = appWith(bindings);
    const caller: FakeCaller = dialVia === "hubtel" ? fakeHubtel(send, `unpaid-${phone}`, { mobile: phone.slice(1) }) : fakeAfricasTalking(send, `ATUid_unpaid_${phone}`, { phoneNumber: phone });
    const end = await choose(caller, await reachConfirm(caller, CONFIRM), /^Pay with MoMo /);
    expect(end).toEqual({ end: true, text: `Approve the MoMo prompt for GHS 150 on 024xxxx${phone.slice(-3)}. We will send an SMS.` });

    const [held] = await db().select().from(appointments);
    expect(held).toMatchObject({ startsAt: MONDAY_TEN, status: "pending", paymentStatus: "pending", holdExpiresAt: FRIDAY_MORNING + 15 * MINUTE });
    expect(await db().select().from(payments)).toMatchObject([{ appointmentId: held!.id, status: "pending", gateway: "sandbox", channel: "mobile_money" }]);
    const web = await signedInPatient();

    // Ten minutes on, the sweep leaves the hold alone: the time is still the caller's.
    vi.setSystemTime(FRIDAY_MORNING + 10 * MINUTE);
    expect(await sweep(bindings, Date.now())).toMatchObject({ lapsedHolds: 0, mobileMoneyPromptsSettled: 0 });
    expect((await book(web.cookie)).status).toBe(409);
    expect(await smsTo(phone)).toEqual([]);

    // Past 15 minutes the sweep releases it and tells the caller.
    vi.setSystemTime(FRIDAY_MORNING + 16 * MINUTE);
    expect(await sweep(bindings, Date.now())).toMatchObject({ lapsedHolds: 1, mobileMoneyPromptsSettled: 1 });
    const [lapsed] = await db().select().from(appointments).where(eq(appointments.id, held!.id));
    expect(lapsed).toMatchObject({ status: "cancelled", cancellationReason: "payment_hold_lapsed", paymentStatus: "pending", holdExpiresAt: null });
    expect(await db().select().from(payments)).toMatchObject([{ appointmentId: held!.id, status: "failed" }]);
    expect(await smsTo(phone)).toEqual(["GhanaHealth: no MoMo payment came for Dr. Kwame Mensah, Monday, 7 January 2030 at 10:00 AM, so the time was released."]);
    expect((await book(web.cookie)).status).toBe(201);

    // Later sweeps say nothing more, and no money was ever recorded.
    vi.setSystemTime(FRIDAY_MORNING + 21 * MINUTE);
    expect(await sweep(bindings, Date.now())).toMatchObject({ lapsedHolds: 0, mobileMoneyPromptsSettled: 0 });
    expect(await smsTo(phone)).toHaveLength(1);
    expect(await db().select().from(ledgerEntries)).toEqual([]);
  });
});
