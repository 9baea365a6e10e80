/**
 * The reconciliation check (docs/decisions/0005-money-ledger.md and docs/product-rules.md#ledger): a ledger written by bookings, a refund and a payout balances
 * and its totals are what the admin revenue page shows; each way the money could go wrong is named.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { AdminRevenueReport } from "@gh/contracts/payouts";
import { beforeEach, describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, insertUser, sendJson, signIn } from "../../test/fixtures.ts";
import { emptyMoneyTables } from "../../test/ledger-reset.ts";
import { addMobileMoney, providerWithVisits, sandboxEnv } from "../../test/payout-fixtures.ts";
import { appointments, payments, refunds } from "../db/schema.ts";
import { recordMovement } from "./ledger.ts";
import { runPayouts } from "./payout-run.ts";
import { reconcileLedger, type LedgerReport } from "./reconcile.ts";
import { settleDueSandboxRefunds } from "./refunds.ts";

const rulesBroken = (report: LedgerReport) => [...new Set(report.problems.map((problem) => problem.rule))].sort();

/** A provider paid out for two visits, a third visit cancelled by them and refunded, a fourth still to come. */
async function moneyThatMoved() {
  const kwame = await providerWithVisits();
  const [first, second] = await kwame.earned(2);
  await addMobileMoney(sandboxEnv, { cookie: kwame.cookie, providerId: kwame.provider.id });
  await runPayouts(sandboxEnv);
  const cancelled = await kwame.book({ status: "confirmed", startsAt: Date.now() + 72 * 3_600_000, transactionId: "apt_cancel_1" });
  const upcoming = await kwame.book({ status: "confirmed", startsAt: Date.now() + 96 * 3_600_000, transactionId: "apt_upcoming_1" });
  const response = await sendJson(`/api/providers/appointments/${cancelled.id}`, { status: "cancelled", reason: "The doctor is unwell" }, { method: "PATCH", cookie: kwame.cookie });
  expect(response.status).toBe(200);
  await settleDueSandboxRefunds(env, db(), { now: Date.now() + 60_000 });
  return { kwame, paidOut: [first!, second!], cancelled, upcoming };
}

beforeEach(emptyMoneyTables);

describe("reconcileLedger", () => {
  it("finds nothing wrong in money that moved the ordinary ways, and its totals are the revenue page's", async () => {
    await moneyThatMoved();
    const report = await reconcileLedger(db());
    expect(report.problems).toEqual([]);
    // Four visits of ₵150 charged, one refunded; two paid out (₵135 each), one still owed.
    expect(report.totals).toEqual({
      bookings: 4,
      gross: 60000,
      refunds: 15000,
      netRevenue: 45000,
      commission: 6000,
      netCommission: 4500,
      payoutsOwed: 13500,
      payoutsPaid: 27000,
      held: 0,
    });
    expect(report.checked).toMatchObject({ refunds: 1, payouts: 1, appointments: 4 });

    const admin = await insertUser({ role: "admin" });
    const page = (await (await api("/api/admin/revenue", { headers: { Cookie: await signIn(admin.id) } })).json()) as AdminRevenueReport;
    expect(page).toMatchObject({
      totalRevenue: "600.00",
      totalCommission: "60.00",
      refunds: { totalRefunded: "150.00", netRevenue: "450.00", netCommission: "45.00" },
      payouts: { owed: "135.00", paid: "270.00" },
    });
  });

  it("names a charge that no longer matches its appointment's fee split", async () => {
    const { upcoming } = await moneyThatMoved();
    await db().update(appointments).set({ commissionPesewas: 2000, payoutPesewas: 13000 }).where(eq(appointments.id, upcoming.id));
    const report = await reconcileLedger(db());
    expect(report.problems).toEqual([expect.objectContaining({ rule: "booking_charge", appointmentId: upcoming.id, reference: `apt_${upcoming.id}` })]);
  });

  it("names a refund marked processed without its ledger row, and the refunds the page would then show wrong", async () => {
    const kwame = await providerWithVisits();
    const visit = await kwame.book({ status: "confirmed", startsAt: Date.now() + 72 * 3_600_000, transactionId: "apt_refund_2" });
    await sendJson(`/api/providers/appointments/${visit.id}`, { status: "cancelled", reason: "The doctor is unwell" }, { method: "PATCH", cookie: kwame.cookie });
    await db().update(refunds).set({ status: "processed" }).where(eq(refunds.appointmentId, visit.id));
    expect(rulesBroken(await reconcileLedger(db()))).toEqual(["refund_ledger", "revenue_figures"]);
  });

  it("names money given back twice and a payout paid twice", async () => {
    const { paidOut, upcoming } = await moneyThatMoved();
    // A refund of a visit that was never cancelled, and a second payout of an already paid visit.
    await recordMovement(db(), { kind: "refund", appointmentId: upcoming.id, providerId: null, sourceRef: "rfd_stray", grossPesewas: -15000, commissionPesewas: -1500, payoutOwedPesewas: -13500, at: Date.now() });
    await recordMovement(db(), { kind: "payout", appointmentId: paidOut[0]!.id, providerId: null, sourceRef: "pyt_stray", grossPesewas: 0, payoutOwedPesewas: -13500, payoutPaidPesewas: 13500, at: Date.now() });
    const report = await reconcileLedger(db());
    expect(rulesBroken(report)).toEqual(["negative_part", "payout_ledger", "revenue_figures", "stray_refund_row"]);
    expect(report.problems).toContainEqual(expect.objectContaining({ rule: "negative_part", appointmentId: paidOut[0]!.id }));
    expect(report.problems).toContainEqual(expect.objectContaining({ rule: "stray_refund_row", appointmentId: upcoming.id, reference: "rfd_stray" }));
  });

  it("names money held for a payment that nobody is refunding", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    const lapsed = await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "cancelled", cancellationReason: "payment_hold_lapsed" });
    await db().insert(payments).values({ appointmentId: lapsed.id, reference: `apt_${lapsed.id}_1`, gateway: "sandbox", amountPesewas: 15000, status: "success" });
    expect((await reconcileLedger(db())).problems).toEqual([expect.objectContaining({ rule: "held_without_refund", appointmentId: lapsed.id })]);
  });

  it("names running totals and revenue months that drifted from the ledger", async () => {
    await moneyThatMoved();
    await env.DB.batch([
      env.DB.prepare("UPDATE ledger_totals SET payout_owed_pesewas = payout_owed_pesewas + 100"),
      env.DB.prepare("UPDATE revenue_months SET fee_pesewas = fee_pesewas + 500"),
    ]);
    const details = (await reconcileLedger(db())).problems.map((problem) => `${problem.rule}: ${problem.detail}`);
    expect(details).toEqual([
      "running_totals: payout owed: ledger_totals says 13600, the ledger sums to 13500",
      "revenue_figures: total revenue (gross): the page says 60500, the ledger sums to 60000",
      "revenue_figures: net revenue: the page says 45500, the ledger sums to 45000",
      "revenue_figures: payouts owed: the page says 13600, the ledger sums to 13500",
    ]);
  });
});
