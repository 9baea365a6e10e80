/**
 * The weekly payout run against Paystack's fake Transfer API (and the sandbox): each provider is paid
 * their completed, paid, not refunded, not yet paid visits as one transfer, exactly once.
 */
import { describe, expect, it } from "vitest";
import { db } from "../../test/fixtures.ts";
import {
  addMobileMoney,
  fakeUrl,
  itemsOf,
  ledgerOf,
  owedAndPaid,
  paystackEnv,
  paystackMoves,
  paystackWill,
  payoutsOf,
  providerWithVisits,
  sandboxEnv,
  transfersTo,
} from "../../test/payout-fixtures.ts";
import { PAYOUT_CRON, scheduledJob, SWEEP_CRON, sweep } from "../scheduled.ts";
import { recordMovement } from "./ledger.ts";
import { checkOpenPayouts, runPayouts } from "./payout-run.ts";

describe("the weekly payout run", () => {
  it("pays each provider the sum of their completed, paid visits as one transfer, and writes the ledger once", async () => {
    const kwame = await providerWithVisits();
    const [first, second] = await kwame.earned(2);
    // Not paid out: a visit still to come, a cancelled one, one never paid.
    const upcoming = await kwame.book({ status: "confirmed" });
    await kwame.book({ status: "cancelled" });
    await kwame.book({ paymentStatus: "pending", transactionId: null });
    const recipient = await addMobileMoney(paystackEnv, { cookie: kwame.cookie, providerId: kwame.provider.id });
    await paystackWill(recipient, { status: "success" });

    const result = await runPayouts(paystackEnv);

    expect(result).toMatchObject({ paid: 1, failed: 0 });
    const transfers = await transfersTo(recipient);
    expect(transfers).toMatchObject([{ amount: 27000, source: "balance", currency: "GHS", recipient, reason: "Consultation earnings" }]);
    const [payout] = await payoutsOf(kwame.provider.id);
    expect(payout).toMatchObject({ amountPesewas: 27000, status: "success", reference: transfers[0]!.reference, transferCode: transfers[0]!.transfer_code });
    expect((await itemsOf(payout!.id)).map((item) => [item.appointmentId, item.amountPesewas])).toEqual([
      [first!.id, 13500],
      [second!.id, 13500],
    ]);
    for (const visit of [first!, second!]) {
      expect((await ledgerOf(visit.id)).filter((row) => row.kind === "payout")).toMatchObject([
        { sourceRef: payout!.reference, grossPesewas: 0, payoutOwedPesewas: -13500, payoutPaidPesewas: 13500, providerId: kwame.provider.id },
      ]);
      expect(await owedAndPaid(visit.id)).toEqual({ owed: 0, paid: 13500 });
    }
    expect(await owedAndPaid(upcoming.id)).toEqual({ owed: 13500, paid: 0 });

    // Next week: nothing new is owed, so nothing is sent.
    expect(await runPayouts(paystackEnv)).toMatchObject({ paid: 0, pending: 0, failed: 0 });
    expect(await transfersTo(recipient)).toHaveLength(1);
  });

  it("pays once when two runs overlap", async () => {
    const ama = await providerWithVisits({ firstName: "Ama", lastName: "Darko" });
    const [visit] = await ama.earned(3);
    const recipient = await addMobileMoney(paystackEnv, { cookie: ama.cookie, providerId: ama.provider.id }, "055 987 6543");
    await paystackWill(recipient, { status: "success" });

    const [one, two] = await Promise.all([runPayouts(paystackEnv), runPayouts(paystackEnv)]);

    expect(one.paid + two.paid).toBe(1);
    expect(await transfersTo(recipient)).toMatchObject([{ amount: 40500 }]);
    expect(await payoutsOf(ama.provider.id)).toMatchObject([{ amountPesewas: 40500, status: "success" }]);
    expect((await ledgerOf(visit!.id)).filter((row) => row.kind === "payout")).toHaveLength(1);
  });

  it("lets providers without payout details accrue, and pays everything owed once they add them", async () => {
    const efua = await providerWithVisits({ firstName: "Efua", lastName: "Sarpong" });
    await efua.earned(2);
    await runPayouts(paystackEnv);
    expect(await payoutsOf(efua.provider.id)).toEqual([]);

    await efua.earned(1);
    const recipient = await addMobileMoney(paystackEnv, { cookie: efua.cookie, providerId: efua.provider.id }, "020 555 1234", "telecel");
    await paystackWill(recipient, { status: "success" });
    await runPayouts(paystackEnv);
    expect(await transfersTo(recipient)).toMatchObject([{ amount: 40500 }]);
  });

  it("does not pay a visit whose payment was refunded", async () => {
    const yaw = await providerWithVisits({ firstName: "Yaw", lastName: "Boateng" });
    const [kept, refunded] = await yaw.earned(2);
    await recordMovement(db(), { kind: "refund", appointmentId: refunded!.id, providerId: yaw.provider.id, sourceRef: `rfd_test_${refunded!.id}`, grossPesewas: -15000, commissionPesewas: -1500, payoutOwedPesewas: -13500, at: Date.now() });
    const recipient = await addMobileMoney(paystackEnv, { cookie: yaw.cookie, providerId: yaw.provider.id }, "026 111 2222", "airteltigo");
    await paystackWill(recipient, { status: "success" });

    await runPayouts(paystackEnv);

    const [payout] = await payoutsOf(yaw.provider.id);
    expect((await itemsOf(payout!.id)).map((item) => item.appointmentId)).toEqual([kept!.id]);
    expect(await transfersTo(recipient)).toMatchObject([{ amount: 13500 }]);
  });

  it("fails a transfer Paystack refuses and releases its visits, which the next run pays", async () => {
    const kofi = await providerWithVisits({ firstName: "Kofi", lastName: "Asante" });
    const [visit] = await kofi.earned(1);
    const recipient = await addMobileMoney(paystackEnv, { cookie: kofi.cookie, providerId: kofi.provider.id }, "054 222 3333");
    await paystackWill(recipient, { refuse: "Your balance is not enough to fulfil this request" });

    expect(await runPayouts(paystackEnv)).toMatchObject({ paid: 0, failed: 1 });
    const [failed] = await payoutsOf(kofi.provider.id);
    expect(failed).toMatchObject({ status: "failed", failureReason: "Your balance is not enough to fulfil this request", amountPesewas: 13500 });
    expect((await itemsOf(failed!.id))[0]!.releasedAt).not.toBeNull();
    expect(await owedAndPaid(visit!.id)).toEqual({ owed: 13500, paid: 0 });

    await paystackWill(recipient, { status: "success" });
    expect(await runPayouts(paystackEnv)).toMatchObject({ paid: 1 });
    const [, paid] = await payoutsOf(kofi.provider.id);
    expect(paid).toMatchObject({ status: "success", amountPesewas: 13500 });
    expect(paid!.reference).not.toBe(failed!.reference);
    expect(await owedAndPaid(visit!.id)).toEqual({ owed: 0, paid: 13500 });
  });

  it("leaves a transfer that timed out pending, and settles it from Paystack's answer later without sending it twice", async () => {
    const abena = await providerWithVisits({ firstName: "Abena", lastName: "Owusu" });
    const [visit] = await abena.earned(1);
    const recipient = await addMobileMoney(paystackEnv, { cookie: abena.cookie, providerId: abena.provider.id }, "059 444 5555");
    // Every attempt answers too late (Paystack still makes the transfer the first one asked for).
    const slowKey = `slow_transfers_${crypto.randomUUID()}`;
    await fetch(`${fakeUrl}/__faults`, { method: "POST", body: JSON.stringify({ key: slowKey, steps: [{ delayMs: 400 }, { delayMs: 400 }, { delayMs: 400 }] }) });
    const slowPaystack = { ...paystackEnv, PAYSTACK_SECRET_KEY: slowKey, OUTSIDE_CALL_TIMEOUT_MS: "100" };

    expect(await runPayouts(slowPaystack)).toMatchObject({ paid: 0, pending: 1, failed: 0 });
    const [payout] = await payoutsOf(abena.provider.id);
    expect(payout).toMatchObject({ status: "pending" });
    expect((await itemsOf(payout!.id))[0]!.releasedAt).toBeNull();

    // Still pending at Paystack: a check changes nothing, and the next run claims nothing new.
    await runPayouts(slowPaystack);
    expect(await payoutsOf(abena.provider.id)).toMatchObject([{ status: "pending" }]);

    await paystackMoves(payout!.reference, "success");
    expect(await checkOpenPayouts(slowPaystack)).toBe(1);
    expect(await payoutsOf(abena.provider.id)).toMatchObject([{ status: "success" }]);
    expect(await transfersTo(recipient)).toHaveLength(1);
    expect(await owedAndPaid(visit!.id)).toEqual({ owed: 0, paid: 13500 });
  });

  it("skips the run when no gateway pays (production without a Paystack key)", async () => {
    const production = { ...sandboxEnv, ENVIRONMENT: "production" as const };
    expect(await runPayouts(production)).toEqual({ paid: 0, pending: 0, failed: 0, amountPesewas: 0, settledEarlier: 0 });
  });
});

describe("sandbox transfers (development, no Paystack key)", () => {
  it("pay at once", async () => {
    const esi = await providerWithVisits({ firstName: "Esi", lastName: "Appiah" });
    const [visit] = await esi.earned(1);
    await addMobileMoney(sandboxEnv, { cookie: esi.cookie, providerId: esi.provider.id });
    expect(await runPayouts(sandboxEnv)).toMatchObject({ paid: 1, amountPesewas: 13500 });
    expect(await owedAndPaid(visit!.id)).toEqual({ owed: 0, paid: 13500 });
  });

  it("with a delay stay pending, then the sweep's check settles them through the webhook's function", async () => {
    const nana = await providerWithVisits({ firstName: "Nana", lastName: "Osei" });
    const [visit] = await nana.earned(1);
    const delayed = { ...sandboxEnv, SANDBOX_TRANSFER_DELAY_MS: "50" };
    await addMobileMoney(delayed, { cookie: nana.cookie, providerId: nana.provider.id });

    expect(await runPayouts(delayed)).toMatchObject({ paid: 0, pending: 1 });
    expect(await payoutsOf(nana.provider.id)).toMatchObject([{ status: "pending" }]);
    await new Promise((resolve) => setTimeout(resolve, 80));

    expect(await sweep(delayed)).toMatchObject({ payoutsSettled: 1 });
    expect(await payoutsOf(nana.provider.id)).toMatchObject([{ status: "success" }]);
    expect(await owedAndPaid(visit!.id)).toEqual({ owed: 0, paid: 13500 });
    expect(await sweep(delayed)).toMatchObject({ payoutsSettled: 0 });
  });
});

describe("the Cron Triggers", () => {
  it("run the payout run on the Monday 06:00 trigger and the sweep on the 5-minute one", async () => {
    const kojo = await providerWithVisits({ firstName: "Kojo", lastName: "Annan" });
    await kojo.earned(1);
    await addMobileMoney(sandboxEnv, { cookie: kojo.cookie, providerId: kojo.provider.id });

    expect(await scheduledJob(SWEEP_CRON, sandboxEnv)).toMatchObject({ lapsedHolds: expect.any(Number) });
    expect(await payoutsOf(kojo.provider.id)).toEqual([]);
    expect(await scheduledJob(PAYOUT_CRON, sandboxEnv)).toMatchObject({ paid: 1, amountPesewas: 13500 });
  });
});
