/**
 * The ledger always balances (docs/decisions/0005-money-ledger.md and docs/product-rules.md#ledger): fast-check plays a random mix of 200 operations
 * through the API and the money functions (bookings, sandbox payments paid twice or after the hold
 * lapsed, patient cancellations 24 hours ahead or later, provider cancellations, time off, completed
 * visits, refunds settling, failing and retried, payout runs, transfer webhooks that succeed, fail or
 * reverse, a provider deleted), then reconcileLedger finds nothing wrong and the admin revenue page
 * shows the ledger's totals. Nothing answers 5xx on the way.
 *
 * LEDGER_RUNS (default 3) and LEDGER_SEED (printed on failure) replay a run: `LEDGER_RUNS=50 npm run
 * test:api -- edge-api/src/money/ledger-property.test.ts`.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { SLOT_TIMES } from "@gh/contracts/constants";
import type { AdminRevenueReport } from "@gh/contracts/payouts";
import { expect, it } from "vitest";
import { bookingBody, db, insertProvider, insertUser, signIn, signedInPatient } from "../../test/fixtures.ts";
import { emptyMoneyTables } from "../../test/ledger-reset.ts";
import { addMobileMoney, paystackEnv, request, sandboxEnv } from "../../test/payout-fixtures.ts";
import { recordSandboxCharge } from "../payments/sandbox.ts";
import type { PayoutBindings } from "../payments/gateways.ts";
import { applyTransferEvent } from "./payout-events.ts";
import { runPayouts } from "./payout-run.ts";
import { reconcileLedger } from "./reconcile.ts";
import { retryDueRefunds, settleDueSandboxRefunds, settleRefund } from "./refunds.ts";

const settings = env as unknown as { LEDGER_RUNS?: string; LEDGER_SEED?: string };
const RUNS = Number(settings.LEDGER_RUNS || 3);
const SEED = Number(settings.LEDGER_SEED || 20_260_714);
const OPERATIONS = 200;
const HOUR = 3_600_000;

/** Where a refund's request goes: the sandbox takes it; Paystack's fake knows no sandbox payment, so it refuses (a failed refund). */
const GATEWAYS = { sandbox: sandboxEnv, paystack: paystackEnv } as const;
type GatewayName = keyof typeof GATEWAYS;

const pick = <T>(list: readonly T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);

const operation = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant("book" as const), patient: fc.nat(), provider: fc.nat(), day: fc.integer({ min: 1, max: 12 }), slot: fc.nat() }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant("pay" as const), target: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("pay_again" as const), target: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("hold_lapses" as const), target: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("visit_draws_near" as const), target: fc.nat(), hours: fc.integer({ min: 1, max: 23 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("patient_cancels" as const), target: fc.nat(), gateway: fc.constantFrom<GatewayName>("sandbox", "paystack") }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("provider_confirms" as const), target: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("provider_cancels" as const), target: fc.nat(), gateway: fc.constantFrom<GatewayName>("sandbox", "paystack") }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("visit_completed" as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("time_off" as const), provider: fc.nat(), day: fc.integer({ min: 1, max: 12 }), gateway: fc.constantFrom<GatewayName>("sandbox", "paystack") }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("refunds_settle" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("refund_fails" as const), target: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("admin_retries_refund" as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cron_retries_refunds" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("admin_refunds" as const), target: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("payout_run" as const), transfersWait: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("transfer_event" as const), target: fc.nat(), event: fc.constantFrom("transfer.success", "transfer.failed", "transfer.reversed") }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("provider_deleted" as const), provider: fc.nat(), byAdmin: fc.boolean() }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** The people of one run: providers (two with mobile money for payouts), patients, an administrator. */
async function buildWorld() {
  const providers = [];
  for (const [index, lastName] of ["Mensah", "Boateng", "Asante"].entries()) {
    const { provider, user } = await insertProvider({}, { firstName: "Kwame", lastName });
    const cookie = await signIn(user.id);
    if (index < 2) await addMobileMoney(sandboxEnv, { cookie, providerId: provider.id }, `024 700 ${String(provider.id % 10_000).padStart(4, "0")}`);
    providers.push({ id: provider.id, cookie });
  }
  const patients = new Map<number, string>();
  for (let i = 0; i < 5; i++) {
    const { patient, cookie } = await signedInPatient();
    patients.set(patient.id, cookie);
  }
  const admin = await insertUser({ role: "admin" });
  return { providers, patients, adminCookie: await signIn(admin.id), deleted: new Set<number>() };
}
type World = Awaited<ReturnType<typeof buildWorld>>;

/** The next date `day` days ahead that is not a Sunday (the providers' hours close Sundays). */
function bookableDate(day: number): string {
  const date = new Date(Date.now() + day * 24 * HOUR);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const ids = async (query: string, ...values: unknown[]) => (await env.DB.prepare(query).bind(...values).all<{ id: number }>()).results.map((row) => row.id);
const appointmentOf = (id: number) =>
  env.DB.prepare("SELECT id, patient_id, provider_id, fee_pesewas, status, payment_status FROM appointments WHERE id = ?")
    .bind(id)
    .first<{ id: number; patient_id: number; provider_id: number; fee_pesewas: number; status: string; payment_status: string }>();

let paymentSequence = 0;

/** Plays one operation; answers must never be 5xx. */
async function play(world: World, op: Operation): Promise<void> {
  const call = async (bindings: PayoutBindings, path: string, init: { method?: string; cookie?: string; body?: unknown }) => {
    const response = await request(bindings, path, init);
    if (response.status >= 500) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const providerCookie = (providerId: number) => world.providers.find((provider) => provider.id === providerId)?.cookie;
  const now = Date.now();

  switch (op.kind) {
    case "book": {
      const provider = pick(world.providers.filter((candidate) => !world.deleted.has(candidate.id)), op.provider);
      const cookie = pick([...world.patients.values()], op.patient);
      if (provider) await call(sandboxEnv, "/api/appointments", { method: "POST", cookie, body: bookingBody(provider.id, bookableDate(op.day), pick(SLOT_TIMES, op.slot)!) });
      return;
    }
    case "pay":
    case "pay_again": {
      const target = pick(await ids(op.kind === "pay" ? "SELECT id FROM appointments WHERE payment_status = 'pending' ORDER BY id" : "SELECT id FROM appointments ORDER BY id"), op.target);
      const appointment = target === undefined ? null : await appointmentOf(target);
      if (!appointment) return;
      const reference = `apt_${appointment.id}_${now}${++paymentSequence}`;
      await recordSandboxCharge(env.CODES, { reference, amountPesewas: appointment.fee_pesewas, channel: "mtn", outcome: "success" });
      await call(sandboxEnv, "/api/payments/verify", { method: "POST", cookie: world.patients.get(appointment.patient_id), body: { reference, appointmentId: appointment.id } });
      return;
    }
    case "hold_lapses": {
      // As if the 15 minutes had passed.
      const target = pick(await ids("SELECT id FROM appointments WHERE payment_status = 'pending' AND status = 'pending' ORDER BY id"), op.target);
      if (target !== undefined) await env.DB.prepare("UPDATE appointments SET hold_expires_at = ? WHERE id = ?").bind(now - 1, target).run();
      return;
    }
    case "visit_draws_near": {
      // As if the days had passed: the visit now starts within 24 hours (a minute of its own, so no slot clash).
      const target = pick(await ids("SELECT id FROM appointments WHERE status IN ('pending', 'confirmed') AND starts_at > ? ORDER BY id", now), op.target);
      if (target !== undefined) await env.DB.prepare("UPDATE appointments SET starts_at = ? WHERE id = ?").bind(Math.floor(now / 60_000) * 60_000 + op.hours * HOUR + (target % 60) * 60_000, target).run();
      return;
    }
    case "patient_cancels": {
      const target = pick(await ids("SELECT id FROM appointments WHERE status IN ('pending', 'confirmed') ORDER BY id"), op.target);
      const appointment = target === undefined ? null : await appointmentOf(target);
      if (appointment) await call(GATEWAYS[op.gateway], `/api/appointments/${appointment.id}`, { method: "PUT", cookie: world.patients.get(appointment.patient_id), body: { status: "cancelled" } });
      return;
    }
    case "provider_confirms":
    case "provider_cancels": {
      const target = pick(await ids("SELECT id FROM appointments WHERE status IN ('pending', 'confirmed') AND payment_status = 'completed' ORDER BY id"), op.target);
      const appointment = target === undefined ? null : await appointmentOf(target);
      if (!appointment) return;
      const body = op.kind === "provider_confirms" ? { status: "confirmed" } : { status: "cancelled", reason: "The doctor is unwell" };
      await call(op.kind === "provider_cancels" ? GATEWAYS[op.gateway] : sandboxEnv, `/api/providers/appointments/${appointment.id}`, { method: "PATCH", cookie: providerCookie(appointment.provider_id), body });
      return;
    }
    case "visit_completed": {
      // The visit's time comes (a past minute of its own), the provider confirms if needed and completes it.
      const target = pick(await ids("SELECT id FROM appointments WHERE status IN ('pending', 'confirmed') AND payment_status = 'completed' ORDER BY id"), op.target);
      const appointment = target === undefined ? null : await appointmentOf(target);
      if (!appointment) return;
      await env.DB.prepare("UPDATE appointments SET starts_at = ? WHERE id = ?").bind(Math.floor(now / 60_000) * 60_000 - HOUR - appointment.id * 60_000, appointment.id).run();
      const cookie = providerCookie(appointment.provider_id);
      if (appointment.status === "pending") await call(sandboxEnv, `/api/providers/appointments/${appointment.id}`, { method: "PATCH", cookie, body: { status: "confirmed" } });
      await call(sandboxEnv, `/api/providers/appointments/${appointment.id}`, { method: "PATCH", cookie, body: { status: "completed" } });
      return;
    }
    case "time_off": {
      const provider = pick(world.providers.filter((candidate) => !world.deleted.has(candidate.id)), op.provider);
      const day = bookableDate(op.day);
      if (provider) await call(GATEWAYS[op.gateway], "/api/providers/time-off", { method: "POST", cookie: provider.cookie, body: { from: day, to: day, reason: "Conference", cancelAppointments: true } });
      return;
    }
    case "refunds_settle":
      // The sandbox's few seconds pass.
      await settleDueSandboxRefunds(env, db(), { now: now + 60_000 });
      return;
    case "refund_fails": {
      // Paystack's refund.failed webhook about a refund it had taken.
      const target = pick(await ids("SELECT id FROM refunds WHERE status = 'pending' ORDER BY id"), op.target);
      const refund = target === undefined ? null : await env.DB.prepare("SELECT payment_reference FROM refunds WHERE id = ?").bind(target).first<{ payment_reference: string }>();
      if (refund) await settleRefund(env, db(), { paymentReference: refund.payment_reference, outcome: "failed", failureReason: "Customer account closed", at: now });
      return;
    }
    case "admin_retries_refund": {
      const target = pick(await ids("SELECT id FROM refunds WHERE status = 'failed' ORDER BY id"), op.target);
      if (target !== undefined) await call(sandboxEnv, `/api/admin/refunds/${target}/retry`, { method: "POST", cookie: world.adminCookie });
      return;
    }
    case "cron_retries_refunds":
      await retryDueRefunds(env, db(), now + 10 * 60_000);
      return;
    case "admin_refunds": {
      const target = pick(await ids("SELECT id FROM appointments WHERE status = 'cancelled' AND payment_status = 'completed' ORDER BY id"), op.target);
      if (target !== undefined) await call(sandboxEnv, `/api/admin/appointments/${target}/refund`, { method: "POST", cookie: world.adminCookie });
      return;
    }
    case "payout_run":
      // The sandbox pays at once, or leaves the transfers pending for their webhooks.
      await runPayouts({ ...sandboxEnv, SANDBOX_TRANSFER_DELAY_MS: op.transfersWait ? String(24 * HOUR) : "0" }, now);
      return;
    case "transfer_event": {
      const target = pick(await ids("SELECT id FROM payouts ORDER BY id"), op.target);
      const payout = target === undefined ? null : await env.DB.prepare("SELECT reference FROM payouts WHERE id = ?").bind(target).first<{ reference: string }>();
      if (payout) await applyTransferEvent(db(), { event: op.event, data: { reference: payout.reference, transfer_code: `TRF_${target}`, gateway_response: "Declined by the network" } }, now);
      return;
    }
    case "provider_deleted": {
      const provider = pick(world.providers.filter((candidate) => !world.deleted.has(candidate.id)), op.provider);
      if (!provider || world.deleted.size >= 1) return;
      world.deleted.add(provider.id);
      if (op.byAdmin) await call(sandboxEnv, `/api/admin/providers/${provider.id}`, { method: "DELETE", cookie: world.adminCookie });
      else await call(sandboxEnv, "/api/providers/profile", { method: "DELETE", cookie: provider.cookie });
      return;
    }
  }
}

/** What test/setup.ts empties before each test, emptied again before each run. */
const PEOPLE_AND_BOOKINGS = ["audit_log", "revenue_months", "time_off", "reviews", "payments", "appointments", "sessions", "providers", "users", "outbox", "rate_limits"];

const cedis = (pesewas: number) => (pesewas / 100).toFixed(2);

it(`balances the ledger after ${RUNS} random mixes of ${OPERATIONS} bookings, payments, cancellations, completions, refunds and payouts`, { timeout: 60_000 + RUNS * 40_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: OPERATIONS, maxLength: OPERATIONS }), async (operations) => {
      await emptyMoneyTables();
      await env.DB.batch(PEOPLE_AND_BOOKINGS.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
      const world = await buildWorld();
      for (const op of operations) await play(world, op);

      const report = await reconcileLedger(db());
      expect(report.problems).toEqual([]);
      const page = (await (await request(sandboxEnv, "/api/admin/revenue", { cookie: world.adminCookie })).json()) as AdminRevenueReport;
      expect({
        paidAppointments: page.paidAppointments,
        totalRevenue: page.totalRevenue,
        totalCommission: page.totalCommission,
        totalRefunded: page.refunds.totalRefunded,
        netRevenue: page.refunds.netRevenue,
        netCommission: page.refunds.netCommission,
        owed: page.payouts.owed,
        paid: page.payouts.paid,
      }).toEqual({
        paidAppointments: report.totals.bookings,
        totalRevenue: cedis(report.totals.gross),
        totalCommission: cedis(report.totals.commission),
        totalRefunded: cedis(report.totals.refunds),
        netRevenue: cedis(report.totals.netRevenue),
        netCommission: cedis(report.totals.netCommission),
        owed: cedis(report.totals.payoutsOwed),
        paid: cedis(report.totals.payoutsPaid),
      });
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
});
