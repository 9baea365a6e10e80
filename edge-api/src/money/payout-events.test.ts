/**
 * Paystack's transfer webhooks as the webhook hands them over (signature already checked):
 * transfer.success settles a payout and moves the ledger once, transfer.failed releases its visits,
 * transfer.reversed undoes a paid one; repeats and strangers change nothing.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  addMobileMoney,
  itemsOf,
  ledgerOf,
  owedAndPaid,
  paystackEnv,
  paystackWill,
  payoutsOf,
  providerWithVisits,
  transfersTo,
} from "../../test/payout-fixtures.ts";
import { db } from "../../test/fixtures.ts";
import { paystackSignature } from "../../test/fake-providers.ts";
import { createApp } from "../app.ts";
import { applyTransferEvent } from "./payout-events.ts";
import { payoutTotals } from "./payout-reports.ts";
import { runPayouts } from "./payout-run.ts";

/** A provider whose two visits (₵135 each to them) went out in a transfer Paystack has queued. */
async function queuedPayout(phone: string) {
  const provider = await providerWithVisits();
  const visits = await provider.earned(2);
  const recipient = await addMobileMoney(paystackEnv, { cookie: provider.cookie, providerId: provider.provider.id }, phone);
  await paystackWill(recipient, { status: "pending" });
  await runPayouts(paystackEnv);
  const [payout] = await payoutsOf(provider.provider.id);
  return { ...provider, visits, recipient, payout: payout! };
}

const event = (name: string, reference: string, extra: Record<string, unknown> = {}) => ({
  event: name,
  data: { amount: 27000, currency: "GHS", domain: "test", reference, reason: "Consultation earnings", status: name.split(".")[1], transfer_code: "TRF_fromwebhook", ...extra },
});

const payoutRows = async (appointmentId: number) => (await ledgerOf(appointmentId)).filter((row) => row.kind === "payout" || row.kind === "payout_reversal");

describe("transfer webhooks", () => {
  it("transfer.success pays the payout and moves each visit's share from owed to paid, once", async () => {
    const { payout, visits, provider } = await queuedPayout("024 700 0001");
    expect(payout).toMatchObject({ status: "pending", amountPesewas: 27000 });
    const totalsBefore = await payoutTotals(db());

    expect(await applyTransferEvent(db(), event("transfer.success", payout.reference))).toBe("paid");
    expect(await applyTransferEvent(db(), event("transfer.success", payout.reference))).toBe("unchanged");

    expect(await payoutsOf(provider.id)).toMatchObject([{ status: "success", transferCode: "TRF_fromwebhook" }]);
    for (const visit of visits) {
      expect(await payoutRows(visit.id)).toMatchObject([{ kind: "payout", sourceRef: payout.reference, payoutOwedPesewas: -13500, payoutPaidPesewas: 13500 }]);
    }
    const totalsAfter = await payoutTotals(db());
    expect(Number(totalsAfter.paid) - Number(totalsBefore.paid)).toBeCloseTo(270);
    expect(Number(totalsBefore.owed) - Number(totalsAfter.owed)).toBeCloseTo(270);
  });

  it("transfer.failed releases the visits for the next run, and a late success then changes nothing", async () => {
    const { payout, visits, provider, recipient } = await queuedPayout("024 700 0002");
    const totalsBefore = await payoutTotals(db());

    expect(await applyTransferEvent(db(), event("transfer.failed", payout.reference, { gateway_response: "Account not registered for mobile money" }))).toBe("failed");
    expect(await applyTransferEvent(db(), event("transfer.failed", payout.reference))).toBe("unchanged");
    expect(await applyTransferEvent(db(), event("transfer.success", payout.reference))).toBe("unchanged");

    expect(await payoutsOf(provider.id)).toMatchObject([{ status: "failed", failureReason: "Account not registered for mobile money" }]);
    expect((await itemsOf(payout.id)).every((item) => item.releasedAt !== null)).toBe(true);
    for (const visit of visits) expect(await payoutRows(visit.id)).toEqual([]);
    const totalsAfter = await payoutTotals(db());
    expect(totalsAfter.failedCount - totalsBefore.failedCount).toBe(1);
    expect(Number(totalsAfter.failed) - Number(totalsBefore.failed)).toBeCloseTo(270);
    expect(Number(totalsBefore.processing) - Number(totalsAfter.processing)).toBeCloseTo(270);

    await paystackWill(recipient, { status: "success" });
    await runPayouts(paystackEnv);
    expect((await transfersTo(recipient)).map((transfer) => transfer.amount)).toEqual([27000, 27000]);
    expect(await payoutsOf(provider.id)).toMatchObject([{ status: "failed" }, { status: "success", amountPesewas: 27000 }]);
  });

  it("transfer.reversed after a success puts the money back as owed and frees the visits, once", async () => {
    const { payout, visits, provider } = await queuedPayout("024 700 0003");
    await applyTransferEvent(db(), event("transfer.success", payout.reference));

    expect(await applyTransferEvent(db(), event("transfer.reversed", payout.reference))).toBe("reversed");
    expect(await applyTransferEvent(db(), event("transfer.reversed", payout.reference))).toBe("unchanged");

    expect(await payoutsOf(provider.id)).toMatchObject([{ status: "reversed", failureReason: "Transfer reversed" }]);
    for (const visit of visits) {
      expect(await payoutRows(visit.id)).toMatchObject([
        { kind: "payout", payoutOwedPesewas: -13500, payoutPaidPesewas: 13500 },
        { kind: "payout_reversal", sourceRef: payout.reference, grossPesewas: 0, payoutOwedPesewas: 13500, payoutPaidPesewas: -13500 },
      ]);
      expect(await owedAndPaid(visit.id)).toEqual({ owed: 13500, paid: 0 });
    }
    expect((await itemsOf(payout.id)).every((item) => item.releasedAt !== null)).toBe(true);
  });

  it("ignores other events and references that are not our payouts", async () => {
    const { payout, provider } = await queuedPayout("024 700 0004");
    expect(await applyTransferEvent(db(), { event: "charge.success", data: { reference: payout.reference } })).toBe("ignored");
    expect(await applyTransferEvent(db(), event("transfer.success", "apt_12_1795372800000"))).toBe("ignored");
    expect(await applyTransferEvent(db(), event("transfer.success", "pyt_1_1795372800000_00000000"))).toBe("unchanged");
    expect(await applyTransferEvent(db(), { event: "transfer.success" })).toBe("ignored");
    expect(await applyTransferEvent(db(), "not an event")).toBe("ignored");
    expect(await payoutsOf(provider.id)).toMatchObject([{ status: "pending" }]);
  });
});

describe("payout items", () => {
  it("hold an appointment in at most one live payout", async () => {
    const { payout, visits } = await queuedPayout("024 700 0005");
    const claimAgain = () =>
      env.DB.prepare("INSERT INTO payouts (provider_id, amount_pesewas, reference, recipient_code, created_at, updated_at) VALUES (?, 13500, ?, 'RCP_x', 0, 0)")
        .bind(payout.providerId, `pyt_again_${crypto.randomUUID()}`)
        .run()
        .then(({ meta }) => env.DB.prepare("INSERT INTO payout_items (payout_id, appointment_id, amount_pesewas) VALUES (?, ?, 13500)").bind(meta.last_row_id, visits[0]!.id).run());
    await expect(claimAgain()).rejects.toThrow(/UNIQUE constraint failed/);

    await applyTransferEvent(db(), event("transfer.failed", payout.reference));
    await expect(claimAgain()).resolves.toBeTruthy();
  });
});

describe("transfer webhooks through POST /api/payments/webhook", () => {
  const app = createApp();
  async function signedWebhook(body: string, secret: string) {
    const signature = await paystackSignature(body, secret);
    return app.request("http://127.0.0.1/api/payments/webhook", { method: "POST", headers: { "Content-Type": "application/json", "x-paystack-signature": signature }, body }, paystackEnv);
  }

  it("settles the payout when Paystack's signature is right, and changes nothing when it is not", async () => {
    const { payout, provider } = await queuedPayout("024 700 0009");
    const body = JSON.stringify(event("transfer.success", payout.reference));

    const forged = await signedWebhook(body, "sk_test_not_ours");
    expect(forged.status).toBe(401);
    expect(await payoutsOf(provider.id)).toMatchObject([{ status: "pending" }]);

    const genuine = await signedWebhook(body, paystackEnv.PAYSTACK_SECRET_KEY!);
    expect(genuine.status).toBe(200);
    expect(await genuine.json()).toEqual({ received: true, outcome: "paid" });
    expect(await payoutsOf(provider.id)).toMatchObject([{ status: "success" }]);
  });
});
