/**
 * The sandbox's MoMo prompts as the phone simulator (/dev/ussd) reads and answers them: listed by
 * the wallet's number, approved (paying the booking once, as Paystack's webhook would) or declined
 * (the time released, the caller texted), 404 for anything not waiting on a phone, and absent from
 * production. The Worker runs with SANDBOX_CHARGE_DELAY_MS=manual, as `npm start` does, so only
 * these routes settle a prompt.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertProvider, outboxFor } from "../../../test/fixtures.ts";
import { createApp } from "../../app.ts";
import { appointments, ledgerEntries, payments } from "../../db/schema.ts";
import type { Bindings } from "../../env.ts";
import { bookingDesk } from "../../ussd/desk.ts";
import type { MobileNetwork } from "../../ussd/menu/types.ts";
import { requestMobileMoneyPayment } from "../../ussd/mobile-money-prompt.ts";
import { DEVELOPMENT_USSD_KEY } from "../ussd/callback-guard.ts";

const manual = { ...env, SANDBOX_CHARGE_DELAY_MS: "manual" } as Bindings;
const app = createApp();
const ORIGIN = "http://127.0.0.1";

/** A request as the simulator's page sends it (same origin), with the work left after the answer done. */
async function send(path: string, init: RequestInit = {}, bindings: Bindings = manual) {
  const ctx = createExecutionContext();
  const response = await app.request(`${ORIGIN}${path}`, { ...init, headers: { Origin: ORIGIN, ...init.headers } }, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

interface Prompt {
  reference: string;
  amountPesewas: number;
  phone: string;
  provider: string;
  waitingFor: "approval" | "code";
}

const promptsOn = async (phone: string) => {
  const response = await send(`/api/dev/momo-prompts?phone=${encodeURIComponent(phone)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Prompt[];
};
const answer = (reference: string, what: "approve" | "decline", bindings?: Bindings) => send(`/api/dev/momo-prompts/${encodeURIComponent(reference)}/${what}`, { method: "POST" }, bindings);

/** Saturday 5 January 2030, 08:00 in Ghana; the caller holds the 10:00 slot then. */
const SATURDAY_MORNING = Date.UTC(2030, 0, 5, 8, 0);
const TEN_O_CLOCK = Date.UTC(2030, 0, 5, 10, 0);

/** A booking held by `phone` (+233…) and its prompt sent to the same wallet, as the menu's Confirm does. */
async function promptedBooking(phone: string, network: MobileNetwork = "mtn") {
  const { provider } = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
  const hold = await bookingDesk({ env: manual, db: db() }).hold({ phone, providerId: provider.id, startsAt: TEN_O_CLOCK }, SATURDAY_MORNING);
  if (!hold.held) throw new Error(`not held: ${hold.reason}`);
  await requestMobileMoneyPayment({ env: manual, db: db() }, { appointmentId: hold.appointmentId, momoPhone: phone, network }, SATURDAY_MORNING + 60_000);
  const [payment] = await db().select().from(payments).where(eq(payments.appointmentId, hold.appointmentId));
  return { appointmentId: hold.appointmentId, reference: payment!.reference };
}

const booking = async (id: number) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0]!;
const ledgerCharges = (appointmentId: number) => db().select().from(ledgerEntries).where(and(eq(ledgerEntries.appointmentId, appointmentId), eq(ledgerEntries.kind, "charge")));
const textsTo = async (phone: string) => (await outboxFor(phone)).filter((message) => message.channel === "sms").map((message) => message.body);

describe("GET /api/dev/momo-prompts", () => {
  it("lists the prompts waiting on a phone, however its number is written, and only that phone's", async () => {
    const { reference } = await promptedBooking("+233241234563");
    await promptedBooking("+233241234564");

    const expected = [{ reference, amountPesewas: 15000, phone: "+233241234563", provider: "mtn", waitingFor: "approval" }];
    expect(await promptsOn("0241234563")).toEqual(expected);
    expect(await promptsOn("+233 24 123 4563")).toEqual(expected);
    expect(await promptsOn("0241234565")).toEqual([]);
  });

  it("shows a Telecel voucher charge as waiting for its code, and nothing for a call the sandbox never answered", async () => {
    const { reference } = await promptedBooking("+233201234566", "telecel");
    await promptedBooking("+233241234569");
    expect(await promptsOn("0201234566")).toEqual([{ reference, amountPesewas: 15000, phone: "+233201234566", provider: "vod", waitingFor: "code" }]);
    expect(await promptsOn("0241234569")).toEqual([]);
  });

  it("refuses a number that is not Ghana's, or none", async () => {
    for (const query of ["?phone=12345", "?phone=%2B254711000111", ""]) {
      const response = await send(`/api/dev/momo-prompts${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "validation_failed", fields: { phone: expect.any(String) } } });
    }
  });
});

describe("answering a prompt: POST /api/dev/momo-prompts/{reference}/approve and /decline", () => {
  it("pays a booking made on the phone once when its prompt is approved: one payment, one ledger charge, one SMS, no prompt left", async () => {
    const { provider } = await insertProvider({ specialtyId: "general" }, { firstName: "Kwame", lastName: "Mensah" });
    // The caller books through the Hubtel callback, as the simulator dials it.
    let sequence = 0;
    const dial = async (message: string) => {
      sequence += 1;
      const response = await send(`/api/ussd/hubtel?key=${DEVELOPMENT_USSD_KEY}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ Type: sequence === 1 ? "Initiation" : "Response", Message: message, SessionId: "simulator-session", Sequence: sequence, Mobile: "233241234567", Operator: "mtn", ServiceCode: "*713#" }),
      });
      return ((await response.json()) as { Type: string; Message: string });
    };
    const choose = async (screen: { Message: string }, label: RegExp) => {
      const line = screen.Message.split("\n").find((text) => /^\d+ /.test(text) && label.test(text.replace(/^\d+ /, "")));
      if (!line) throw new Error(`no ${label} on the screen:\n${screen.Message}`);
      return dial(line.split(" ")[0]!);
    };
    let screen = await dial("*713#");
    screen = await choose(screen, /^English$/);
    screen = await choose(screen, /^Book a doctor$/);
    while (!/General Practice/.test(screen.Message)) screen = await dial("98");
    screen = await choose(screen, /^General Practice$/);
    screen = await choose(screen, /^Accra$/);
    screen = await choose(screen, /Mensah/);
    screen = await dial("1");
    screen = await dial("1");
    const end = await choose(screen, /^Pay with MoMo/);
    expect(end.Type).toBe("Release");

    const [held] = await db().select().from(appointments).where(eq(appointments.providerId, provider.id));
    expect(held).toMatchObject({ status: "pending", paymentStatus: "pending" });
    const [prompt] = await promptsOn("0241234567");
    expect(prompt).toMatchObject({ amountPesewas: held!.feePesewas, waitingFor: "approval", reference: expect.stringMatching(new RegExp(`^apt_${held!.id}_`)) });

    const approved = await answer(prompt!.reference, "approve");
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ reference: prompt!.reference, settlement: "paid" });
    // The same tap again, and a decline after it, find nothing waiting.
    expect((await answer(prompt!.reference, "approve")).status).toBe(404);
    expect((await answer(prompt!.reference, "decline")).status).toBe(404);

    expect(await booking(held!.id)).toMatchObject({ paymentStatus: "completed", holdExpiresAt: null });
    expect(await db().select().from(payments).where(eq(payments.appointmentId, held!.id))).toMatchObject([{ reference: prompt!.reference, status: "success", gateway: "sandbox" }]);
    expect(await ledgerCharges(held!.id)).toHaveLength(1);
    expect(await textsTo("+233241234567")).toEqual([expect.stringMatching(/^GhanaHealth: booked with Dr\. Kwame Mensah, .* Booking [A-Z0-9]+\.$/)]);
    expect(await promptsOn("0241234567")).toEqual([]);
  });

  it("declines a prompt: nothing paid, the time released, the caller texted, and nothing left to answer", async () => {
    const phone = "+233241234562";
    const { appointmentId, reference } = await promptedBooking(phone);
    const declined = await answer(reference, "decline");
    expect(declined.status).toBe(200);
    expect(await declined.json()).toEqual({ reference, settlement: "unpaid" });

    expect(await booking(appointmentId)).toMatchObject({ status: "cancelled", cancellationReason: "payment_hold_lapsed", paymentStatus: "pending" });
    expect(await ledgerCharges(appointmentId)).toEqual([]);
    expect(await textsTo(phone)).toEqual([expect.stringContaining("did not go through")]);
    expect((await answer(reference, "approve")).status).toBe(404);
    expect(await promptsOn(phone)).toEqual([]);
  });

  it("answers 404 for a reference no phone shows, changing nothing: unknown, or a call the sandbox never answered", async () => {
    const { appointmentId, reference } = await promptedBooking("+233241234569");
    for (const unknown of [reference, "apt_999_1"]) {
      for (const what of ["approve", "decline"] as const) {
        const response = await answer(unknown, what);
        expect(response.status, `${what} ${unknown}`).toBe(404);
        expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
      }
    }
    expect(await booking(appointmentId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
  });

  it("refuses an answer sent from another site's page", async () => {
    const { appointmentId, reference } = await promptedBooking("+233241234561");
    const response = await send(`/api/dev/momo-prompts/${reference}/approve`, { method: "POST", headers: { Origin: "https://elsewhere.example" } });
    expect(response.status).toBe(403);
    expect(await booking(appointmentId)).toMatchObject({ paymentStatus: "pending" });
    expect(await promptsOn("0241234561")).toHaveLength(1);
  });
});

describe("in production", () => {
  it("has no prompt routes: 404 like any unknown path, and the prompt stays as it was", async () => {
    const { reference } = await promptedBooking("+233241234563");
    const production = { ...manual, ENVIRONMENT: "production" } as Bindings;
    const list = await send("/api/dev/momo-prompts?phone=0241234563", {}, production);
    expect(list.status).toBe(404);
    expect(await list.json()).toMatchObject({ error: { code: "not_found" } });
    for (const what of ["approve", "decline"] as const) expect((await answer(reference, what, production)).status).toBe(404);
    expect(await promptsOn("0241234563")).toHaveLength(1);
  });
});
