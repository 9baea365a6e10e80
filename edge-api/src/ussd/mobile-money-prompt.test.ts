/**
 * A held USSD booking paid by a mobile-money prompt, against the local fake of Paystack's Charge API
 * and our signed webhook: every answer Paystack can give (success, pay_offline then the webhook,
 * send_otp then the voucher, failed, no answer), duplicate and replayed webhooks paying once with one
 * ledger charge, a webhook for another amount or currency refused, and the sweep settling what no
 * webhook did, the lapsed hold among it.
 */
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../app.ts";
import { db, insertProvider, outboxFor } from "../../test/fixtures.ts";
import { FAKE_KEYS, paystackSignature, type FakeFault } from "../../test/fake-providers.ts";
import { appointments, ledgerEntries, payments } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import type { Background } from "../money/refunds.ts";
import type { SandboxChargeBindings } from "../payments/sandbox-charge.ts";
import { sweep } from "../scheduled.ts";
import { bookingDesk } from "./desk.ts";
import type { MobileNetwork } from "./menu/types.ts";
import { requestMobileMoneyPayment, submitVoucher, voucherAwaited } from "./mobile-money-prompt.ts";

const fakeUrl = inject("fakeProvidersUrl");
type TestBindings = Bindings & SandboxChargeBindings;
/** The Worker's bindings with Paystack's keys, pointed at the local fake. */
const paystackEnv: TestBindings = { ...env, PAYSTACK_SECRET_KEY: FAKE_KEYS.paystack, PAYSTACK_PUBLIC_KEY: "pk_test_fake_paystack", PAYSTACK_API_URL: fakeUrl, OUTSIDE_CALL_TIMEOUT_MS: "300" };
const app = createApp();

/** Saturday 5 January 2030, 08:00 in Ghana; the caller holds the 10:00 slot then, for 15 minutes. */
const SATURDAY_MORNING = Date.UTC(2030, 0, 5, 8, 0);
const TEN_O_CLOCK = Date.UTC(2030, 0, 5, 10, 0);
/** The prompt starts a minute after the hold, once the caller has their last screen. */
const PROMPTED = SATURDAY_MORNING + 60_000;
const HOLD_LAPSED = SATURDAY_MORNING + 16 * 60_000;

let unique = 0;
/** A caller of their own per test (the fake keeps its behaviours by wallet), paying from their own number. */
function caller(prefix = "024") {
  const digits = String(Date.now() * 100 + (++unique % 100)).slice(-7);
  return { phone: `+233${prefix.slice(1)}${digits}`, local: `${prefix}${digits}` };
}

async function walletAnswers(local: string, behaviour: Record<string, unknown>) {
  await fetch(`${fakeUrl}/__paystack/charge-behaviour`, { method: "POST", body: JSON.stringify({ phone: local, ...behaviour }) });
}

/** The customer approves (or declines) the prompt on their phone. */
async function customerAnswers(reference: string, status: "success" | "failed") {
  await fetch(`${fakeUrl}/__paystack/charges/${encodeURIComponent(reference)}`, { method: "POST", body: JSON.stringify({ status }) });
}

/** Work left for after the answer, run when the test says. */
function laterWork() {
  const tasks: Promise<unknown>[] = [];
  const background: Background = (task) => void tasks.push(task);
  return { background, done: async () => { while (tasks.length) await tasks.shift(); } };
}

async function heldBooking(phone: string, bindings = paystackEnv) {
  const { provider } = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
  const hold = await bookingDesk({ env: bindings, db: db() }).hold({ phone, providerId: provider.id, startsAt: TEN_O_CLOCK }, SATURDAY_MORNING);
  if (!hold.held) throw new Error(`not held: ${hold.reason}`);
  return { provider, appointmentId: hold.appointmentId };
}

function prompt(appointmentId: number, wallet: string, network: MobileNetwork, { bindings = paystackEnv, background }: { bindings?: TestBindings; background?: Background } = {}) {
  return requestMobileMoneyPayment({ env: bindings, db: db(), background }, { appointmentId, momoPhone: wallet, network }, PROMPTED);
}

async function webhook(event: unknown) {
  const body = JSON.stringify(event);
  const response = await app.request("http://127.0.0.1/api/payments/webhook", { method: "POST", headers: { "Content-Type": "application/json", "x-paystack-signature": await paystackSignature(body) }, body }, paystackEnv);
  return (await response.json()) as { received: boolean; outcome: string };
}

const chargeSuccess = (reference: string, amount = 15000, currency = "GHS") => ({
  event: "charge.success",
  data: { id: 302961, status: "success", reference, amount, currency, channel: "mobile_money", paid_at: "2030-01-05T08:02:00.000Z", customer: { email: "phone-233241234567@ussd.invalid" } },
});

const booking = async (id: number) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0]!;
const paymentRows = (appointmentId: number) => db().select().from(payments).where(eq(payments.appointmentId, appointmentId));
const ledgerCharges = (appointmentId: number) => db().select().from(ledgerEntries).where(and(eq(ledgerEntries.appointmentId, appointmentId), eq(ledgerEntries.kind, "charge")));
const smsTo = async (phone: string) => (await outboxFor(phone)).filter((message) => message.channel === "sms").map((message) => message.body);
/** The reference of the booking's one prompt. */
const referenceOf = async (appointmentId: number) => (await paymentRows(appointmentId))[0]!.reference;

describe("a USSD booking paid by a mobile-money prompt (Paystack's Charge API, against the local fake)", () => {
  it("asks Paystack for the booking's fee and pays at once when it answers success: one payment, one ledger charge, the booking SMS", async () => {
    const { phone, local } = caller();
    await walletAnswers(local, { status: "success" });
    const { appointmentId } = await heldBooking(phone);
    // Through the desk, as the menu's effect calls it.
    await bookingDesk({ env: paystackEnv, db: db() }).requestPayment({ appointmentId, momoPhone: phone, network: "mtn" });

    const reference = (await booking(appointmentId)).transactionId!;
    expect(reference).toMatch(new RegExp(`^apt_${appointmentId}_\\d+$`));
    const [charge] = (await (await fetch(`${fakeUrl}/__paystack/charges?phone=${local}`)).json()) as { amount: number; currency: string; email: string; provider: string }[];
    expect(charge).toMatchObject({ amount: 15000, currency: "GHS", email: `phone-${phone.slice(1)}@ussd.invalid`, provider: "mtn" });
    expect(await booking(appointmentId)).toMatchObject({ status: "pending", paymentStatus: "completed", holdExpiresAt: null });
    expect(await paymentRows(appointmentId)).toMatchObject([{ reference, status: "success", gateway: "paystack", amountPesewas: 15000, currency: "GHS", channel: "mobile_money" }]);
    expect(await ledgerCharges(appointmentId)).toMatchObject([{ grossPesewas: 15000, commissionPesewas: 1500, payoutOwedPesewas: 13500 }]);
    const [sms, ...more] = await smsTo(phone);
    expect(more).toEqual([]);
    expect(sms).toMatch(/^GhanaHealth: booked with Dr\. Kwame Mensah/);
  });

  it("waits after pay_offline, then the signed webhook pays once: the same event twice at once and replayed later make one payment and one ledger charge", async () => {
    const { phone } = caller();
    const { appointmentId } = await heldBooking(phone);
    await prompt(appointmentId, phone, "mtn");

    // Nothing is paid until Paystack says so; the attempt is on record for the sweep.
    const reference = await referenceOf(appointmentId);
    expect(await paymentRows(appointmentId)).toMatchObject([{ reference, status: "pending", gateway: "paystack", amountPesewas: 15000 }]);
    expect(await booking(appointmentId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await smsTo(phone)).toEqual([]);

    await customerAnswers(reference, "success");
    const outcomes = await Promise.all([webhook(chargeSuccess(reference)), webhook(chargeSuccess(reference))]);
    expect(outcomes.map((receipt) => receipt.outcome).sort()).toEqual(["already_paid", "paid"]);
    expect(await webhook(chargeSuccess(reference))).toMatchObject({ received: true, outcome: "already_paid" });

    expect(await booking(appointmentId)).toMatchObject({ paymentStatus: "completed", transactionId: reference });
    expect(await paymentRows(appointmentId)).toMatchObject([{ reference, status: "success", gateway: "paystack" }]);
    expect(await ledgerCharges(appointmentId)).toHaveLength(1);
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it("refuses a webhook for another amount or currency: the booking stays unpaid and nothing enters the ledger", async () => {
    const { phone } = caller();
    const { appointmentId } = await heldBooking(phone);
    await prompt(appointmentId, phone, "mtn");
    const reference = await referenceOf(appointmentId);

    expect(await webhook(chargeSuccess(reference, 100))).toMatchObject({ outcome: "not_applied" });
    expect(await webhook(chargeSuccess(reference, 15000, "NGN"))).toMatchObject({ outcome: "not_applied" });
    expect(await booking(appointmentId)).toMatchObject({ status: "pending", paymentStatus: "pending", transactionId: null });
    expect(await paymentRows(appointmentId)).toMatchObject([{ reference, status: "pending" }]);
    expect(await ledgerCharges(appointmentId)).toEqual([]);
  });

  it("texts the caller for Telecel's code (send_otp), refuses a wrong code by SMS, and the right one leads to the prompt the webhook pays", async () => {
    const { phone, local } = caller("020");
    await walletAnswers(local, { status: "send_otp", otp: "482913" });
    const { appointmentId } = await heldBooking(phone);
    await prompt(appointmentId, phone, "telecel");
    const context = { env: paystackEnv, db: db() };

    expect(await smsTo(phone)).toEqual([
      `GhanaHealth: a code was sent to ${local.slice(0, 3)}xxxx${local.slice(-3)} to pay GHS 150.00 for your visit on Saturday, 5 January 2030 at 10:00 AM. Dial us again and enter it.`,
    ]);
    // On the next dial the menu learns a code is wanted, for which booking.
    expect(await voucherAwaited(context, phone, PROMPTED)).toEqual({ appointmentId, feePesewas: 15000, wallet: phone });
    expect(await voucherAwaited(context, caller().phone, PROMPTED)).toBeNull();

    expect(await submitVoucher(context, phone, "000000", PROMPTED)).toBe("refused");
    expect((await smsTo(phone))[0]).toBe(`GhanaHealth: that code was not accepted. Dial us again and enter the code sent to ${local.slice(0, 3)}xxxx${local.slice(-3)}.`);
    expect(await voucherAwaited(context, phone, PROMPTED)).not.toBeNull();

    expect(await submitVoucher(context, phone, " 482913 ", PROMPTED)).toBe("awaiting_approval");
    expect(await voucherAwaited(context, phone, PROMPTED)).toBeNull();
    expect(await submitVoucher(context, phone, "482913", PROMPTED)).toBe("nothing_waiting");

    const reference = await referenceOf(appointmentId);
    await customerAnswers(reference, "success");
    expect(await webhook(chargeSuccess(reference))).toMatchObject({ outcome: "paid" });
    expect(await ledgerCharges(appointmentId)).toHaveLength(1);
  });

  it("releases the time when the charge fails, as a lapsed hold is, and texts the caller once; nothing enters the ledger", async () => {
    const { phone, local } = caller("026");
    await walletAnswers(local, { status: "failed" });
    const { provider, appointmentId } = await heldBooking(phone);
    await prompt(appointmentId, phone, "airteltigo");

    expect(await booking(appointmentId)).toMatchObject({ status: "cancelled", cancellationReason: "payment_hold_lapsed", paymentStatus: "pending", holdExpiresAt: null });
    expect(await paymentRows(appointmentId)).toMatchObject([{ status: "failed" }]);
    expect(await ledgerCharges(appointmentId)).toEqual([]);
    expect(await smsTo(phone)).toEqual(["GhanaHealth: MoMo payment for Dr. Kwame Mensah, Saturday, 5 January 2030 at 10:00 AM did not go through. The time was released."]);
    // The slot is free for anyone again.
    const slots = await bookingDesk({ env: paystackEnv, db: db() }).freeSlots(provider.id, "2030-01-05", SATURDAY_MORNING, phone);
    expect(slots.map((slot) => slot.startsAt)).toContain(TEN_O_CLOCK);
    // A later sweep has nothing more to say.
    await sweep(paystackEnv, HOLD_LAPSED);
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it("keeps a charge Paystack did not answer in time pending (asked once); the sweep then releases the lapsed hold and texts the caller once", async () => {
    const secretKey = `sk_test_prompt_${crypto.randomUUID()}`;
    await fetch(`${fakeUrl}/__faults`, { method: "POST", body: JSON.stringify({ key: secretKey, steps: [{ delayMs: 1_000 } satisfies FakeFault] }) });
    const slowPaystack: TestBindings = { ...paystackEnv, PAYSTACK_SECRET_KEY: secretKey, OUTSIDE_CALL_TIMEOUT_MS: "150" };
    const { phone } = caller();
    const { appointmentId } = await heldBooking(phone, slowPaystack);
    await prompt(appointmentId, phone, "mtn", { bindings: slowPaystack });

    expect(((await (await fetch(`${fakeUrl}/__faults/${secretKey}`)).json()) as { requests: number }).requests).toBe(1);
    expect(await booking(appointmentId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await paymentRows(appointmentId)).toMatchObject([{ status: "pending" }]);

    // Before the hold lapses the sweep asks and waits (the prompt is still on the phone).
    expect(await sweep(slowPaystack, PROMPTED + 5 * 60_000)).toMatchObject({ mobileMoneyPromptsSettled: 0 });
    expect(await sweep(slowPaystack, HOLD_LAPSED)).toMatchObject({ lapsedHolds: 1, mobileMoneyPromptsSettled: 1 });
    expect(await booking(appointmentId)).toMatchObject({ status: "cancelled", cancellationReason: "payment_hold_lapsed", paymentStatus: "pending" });
    expect(await paymentRows(appointmentId)).toMatchObject([{ status: "failed" }]);
    expect(await smsTo(phone)).toEqual(["GhanaHealth: no MoMo payment came for Dr. Kwame Mensah, Saturday, 5 January 2030 at 10:00 AM, so the time was released."]);
    expect(await sweep(slowPaystack, HOLD_LAPSED + 5 * 60_000)).toMatchObject({ mobileMoneyPromptsSettled: 0 });
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it("pays at the sweep a prompt approved whose webhook never came (Paystack's verify), once", async () => {
    const { phone } = caller();
    const { appointmentId } = await heldBooking(phone);
    await prompt(appointmentId, phone, "mtn");
    const reference = await referenceOf(appointmentId);
    await customerAnswers(reference, "success");

    expect(await sweep(paystackEnv, PROMPTED + 3 * 60_000)).toMatchObject({ mobileMoneyPromptsSettled: 1 });
    expect(await booking(appointmentId)).toMatchObject({ paymentStatus: "completed", transactionId: reference });
    // The webhook arriving late changes nothing more.
    expect(await webhook(chargeSuccess(reference))).toMatchObject({ outcome: "already_paid" });
    expect(await sweep(paystackEnv, PROMPTED + 8 * 60_000)).toMatchObject({ mobileMoneyPromptsSettled: 0 });
    expect(await paymentRows(appointmentId)).toMatchObject([{ status: "success" }]);
    expect(await ledgerCharges(appointmentId)).toHaveLength(1);
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it("releases at the sweep a prompt the customer declined, before the hold would lapse", async () => {
    const { phone } = caller();
    const { appointmentId } = await heldBooking(phone);
    await prompt(appointmentId, phone, "mtn");
    await customerAnswers(await referenceOf(appointmentId), "failed");

    expect(await sweep(paystackEnv, PROMPTED + 3 * 60_000)).toMatchObject({ lapsedHolds: 0, mobileMoneyPromptsSettled: 1 });
    expect(await booking(appointmentId)).toMatchObject({ status: "cancelled", cancellationReason: "payment_hold_lapsed" });
    expect(await smsTo(phone)).toEqual([expect.stringContaining("did not go through. The time was released.")]);
  });

  it("starts no prompt for a booking that no longer waits for payment", async () => {
    const { phone } = caller();
    const { appointmentId } = await heldBooking(phone);
    await db().update(appointments).set({ status: "cancelled", cancellationReason: "patient_cancelled" }).where(eq(appointments.id, appointmentId));
    await prompt(appointmentId, phone, "mtn");
    expect(await paymentRows(appointmentId)).toEqual([]);
    expect(await smsTo(phone)).toEqual([]);
  });
});

describe("the sandbox's prompt (development and tests, no Paystack key)", () => {
  /** A caller whose number ends in `last`, the digit that chooses the sandbox's answer. */
  const sandboxCaller = (last: string, prefix = "024") => {
    const { phone } = caller(prefix);
    return `${phone.slice(0, -1)}${last}`;
  };
  const sandboxEnv: TestBindings = { ...env, SANDBOX_CHARGE_DELAY_MS: "0" };

  it("approves a pay_offline prompt a moment later and pays the booking as the webhook would", async () => {
    const phone = sandboxCaller("3");
    const aMomentLater: TestBindings = { ...sandboxEnv, SANDBOX_CHARGE_DELAY_MS: "300" };
    const { appointmentId } = await heldBooking(phone, aMomentLater);
    const later = laterWork();
    await prompt(appointmentId, phone, "mtn", { bindings: aMomentLater, background: later.background });
    expect(await booking(appointmentId)).toMatchObject({ paymentStatus: "pending" });

    await later.done();
    expect(await booking(appointmentId)).toMatchObject({ paymentStatus: "completed" });
    expect(await paymentRows(appointmentId)).toMatchObject([{ status: "success", gateway: "sandbox", channel: "mobile_money", amountPesewas: 15000 }]);
    expect(await ledgerCharges(appointmentId)).toHaveLength(1);
    expect(await smsTo(phone)).toEqual([expect.stringMatching(/^GhanaHealth: booked with Dr\. Kwame Mensah/)]);
  });

  it("pays at once for a number ending in 0, declines one ending in 8, and leaves one ending in 9 unanswered until the sweep lapses it", async () => {
    const paid = sandboxCaller("0");
    const declined = sandboxCaller("8");
    const unanswered = sandboxCaller("9");
    const bookings = {} as Record<string, number>;
    for (const phone of [paid, declined, unanswered]) {
      bookings[phone] = (await heldBooking(phone, sandboxEnv)).appointmentId;
      await prompt(bookings[phone]!, phone, "mtn", { bindings: sandboxEnv });
    }
    expect(await booking(bookings[paid]!)).toMatchObject({ paymentStatus: "completed" });
    expect(await booking(bookings[declined]!)).toMatchObject({ status: "cancelled", cancellationReason: "payment_hold_lapsed" });
    expect(await smsTo(declined)).toEqual([expect.stringContaining("did not go through")]);
    expect(await booking(bookings[unanswered]!)).toMatchObject({ status: "pending", paymentStatus: "pending" });

    await sweep(sandboxEnv, HOLD_LAPSED);
    expect(await booking(bookings[unanswered]!)).toMatchObject({ status: "cancelled", cancellationReason: "payment_hold_lapsed" });
    expect(await smsTo(unanswered)).toEqual([expect.stringContaining("no MoMo payment came")]);
  });

  it("asks a number ending in 6 for a code: 123456 is taken and the prompt approved, another is refused", async () => {
    const phone = sandboxCaller("6", "020");
    const { appointmentId } = await heldBooking(phone, sandboxEnv);
    const later = laterWork();
    await prompt(appointmentId, phone, "telecel", { bindings: sandboxEnv, background: later.background });
    const context = { env: sandboxEnv, db: db(), background: later.background };
    expect(await submitVoucher(context, phone, "111111", PROMPTED)).toBe("refused");
    expect(await submitVoucher(context, phone, "123456", PROMPTED)).toBe("awaiting_approval");
    await later.done();
    expect(await booking(appointmentId)).toMatchObject({ paymentStatus: "completed" });
    expect(await ledgerCharges(appointmentId)).toHaveLength(1);
  });

  it("leaves the prompt to a person with SANDBOX_CHARGE_DELAY_MS=manual: approving twice pays once, declining releases and texts", async () => {
    const { approveSandboxCharge, declineSandboxCharge } = await import("../payments/sandbox-charge.ts");
    const manual: TestBindings = { ...env, SANDBOX_CHARGE_DELAY_MS: "manual" };
    const approved = sandboxCaller("1");
    const declined = sandboxCaller("2");
    const first = await heldBooking(approved, manual);
    const second = await heldBooking(declined, manual);
    await prompt(first.appointmentId, approved, "mtn", { bindings: manual });
    await prompt(second.appointmentId, declined, "mtn", { bindings: manual });
    // Nothing settles it by itself, not even the sweep.
    await sweep(manual, PROMPTED + 3 * 60_000);
    expect(await booking(first.appointmentId)).toMatchObject({ status: "pending", paymentStatus: "pending" });

    const reference = await referenceOf(first.appointmentId);
    expect(await approveSandboxCharge(manual, db(), reference)).toBe("paid");
    expect(await approveSandboxCharge(manual, db(), reference)).toBe("not_waiting");
    expect(await paymentRows(first.appointmentId)).toMatchObject([{ status: "success" }]);
    expect(await ledgerCharges(first.appointmentId)).toHaveLength(1);

    expect(await declineSandboxCharge(manual, db(), await referenceOf(second.appointmentId))).toBe("unpaid");
    expect(await booking(second.appointmentId)).toMatchObject({ status: "cancelled", cancellationReason: "payment_hold_lapsed" });
    expect(await smsTo(declined)).toEqual([expect.stringContaining("did not go through")]);
  });

  it("approves at the sweep a due prompt no task was left to settle", async () => {
    const phone = sandboxCaller("5");
    const { appointmentId } = await heldBooking(phone, sandboxEnv);
    await prompt(appointmentId, phone, "mtn", { bindings: sandboxEnv });
    expect(await booking(appointmentId)).toMatchObject({ paymentStatus: "pending" });
    expect(await sweep(sandboxEnv, PROMPTED + 3 * 60_000)).toMatchObject({ mobileMoneyPromptsSettled: 1 });
    expect(await booking(appointmentId)).toMatchObject({ paymentStatus: "completed" });
  });
});
