/**
 * Giving money back (docs/product-rules.md#refunds). A refund row is created with the cancellation that
 * causes it (refund-store.ts); then `requestRefund` asks the gateway, one caller at a time (a claim),
 * and records its answer; `settleRefund`, shared by Paystack's webhook and the sandbox, moves the row
 * to processed or failed. Processed writes the ledger's refund row in the same batch, reversing what
 * the charge put in, and e-mails the patient once. Nothing here throws at the cancellation that
 * started it: a refund the gateway could not take stays pending (the Cron retries it) or failed (an
 * admin retries it).
 */
import type { Database } from "../db/client.ts";
import type { RefundRow } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { notifyRefundProcessed } from "../notifications/refund-notices.ts";
import type { RefundGateway } from "../payments/refund-gateway.ts";
import { sandboxRefundDelayMs, sandboxRefundOf, type SandboxRefundBindings } from "../payments/sandbox-refunds.ts";
import { refundGatewayFor } from "../payments/gateways.ts";
import { recordMovement } from "./ledger.ts";
import {
  claimRefund,
  markAcknowledged,
  markFailed,
  markProcessed,
  markRequested,
  noteUnanswered,
  refundById,
  refundOfPayment,
  refundsDueForRetry,
  sandboxRefundsAwaitingSettlement,
  unrequestedRefundsOf,
} from "./refund-store.ts";

export type RefundEnv = Bindings & SandboxRefundBindings;
/** Work that may finish after the answer is sent (executionCtx.waitUntil); absent, it is skipped. */
export type Background = (task: Promise<unknown>) => void;

/** The Cron asks the gateway again about a refund it never took once it is this old. */
export const REFUND_RETRY_AFTER_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function askGateway(gateway: RefundGateway, refund: RefundRow) {
  try {
    return await gateway.refund({ transactionReference: refund.paymentReference, amountPesewas: refund.amountPesewas, reference: refund.reference });
  } catch (error) {
    console.error("Refund request failed", refund.reference, error);
    return { outcome: "no_answer", reason: "The refund could not be sent to the gateway" } as const;
  }
}

/**
 * Asks the gateway to give the refund's payment back, if no one else is asking (the claim). Returns
 * the row as it now stands. A sandbox refund is settled after its short delay in `background`.
 */
export async function requestRefund(env: RefundEnv, db: Database, refund: RefundRow, background?: Background): Promise<RefundRow> {
  const gateway = refundGatewayFor(env);
  if (!gateway) return refund;
  const claimed = await claimRefund(db, refund.id, gateway.name, Date.now());
  if (!claimed) return (await refundById(db, refund.id)) ?? refund;

  const answer = await askGateway(gateway, claimed);
  const at = Date.now();
  if (answer.outcome === "accepted") {
    await markRequested(db, claimed.id, answer.gatewayRefundId, at);
    if (answer.processed) await settleRefund(env, db, { paymentReference: claimed.paymentReference, outcome: "processed", gatewayRefundId: answer.gatewayRefundId, at });
  } else if (answer.outcome === "already_refunded") {
    // An earlier request did arrive (its answer was lost): its webhook, or the sandbox, settles it.
    await markRequested(db, claimed.id, null, at);
  } else if (answer.outcome === "refused") {
    await markFailed(db, claimed.id, answer.reason, at);
  } else {
    await noteUnanswered(db, claimed.id, answer.reason, at);
  }
  if (gateway.name === "sandbox" && (answer.outcome === "accepted" || answer.outcome === "already_refunded")) {
    background?.(settleSandboxRefundLater(env, db, claimed.paymentReference));
  }
  return (await refundById(db, claimed.id)) ?? claimed;
}

/** Asks the gateway for each, one after another. */
export async function requestRefunds(env: RefundEnv, db: Database, rows: readonly RefundRow[], background?: Background): Promise<RefundRow[]> {
  const requested: RefundRow[] = [];
  for (const row of rows) requested.push(await requestRefund(env, db, row, background));
  return requested;
}

/** After a cancellation batch: asks the gateway for every refund it created for these appointments. */
export async function startRefundsOf(env: RefundEnv, db: Database, appointmentIds: readonly number[], background?: Background): Promise<RefundRow[]> {
  if (appointmentIds.length === 0) return [];
  return requestRefunds(env, db, await unrequestedRefundsOf(db, appointmentIds), background);
}

/** After a payment that paid nothing was recorded: asks the gateway to give it back, if it was refunded. */
export async function startRefundOfPayment(env: RefundEnv, db: Database, paymentReference: string, background?: Background): Promise<RefundRow | null> {
  const refund = await refundOfPayment(db, paymentReference);
  if (!refund || refund.status !== "pending" || refund.requestedAt !== null) return refund;
  return requestRefund(env, db, refund, background);
}

export interface RefundSettlement {
  /** The gateway transaction the refund gave back: how a webhook names it. */
  paymentReference: string;
  outcome: "pending" | "processed" | "failed";
  gatewayRefundId?: string | null;
  failureReason?: string | null;
  /** What the gateway says it gave back, when it says: a processed refund of another amount is not ours to settle. */
  amountPesewas?: number | null;
  at: number;
}

/**
 * What a settlement did: "unchanged" for a repeat (a duplicate webhook), "unknown" when no refund of
 * ours matches, "amount_mismatch" when the gateway gave back another amount (e.g. a partial refund
 * made from its dashboard): left for an admin to look at.
 */
export type SettlementOutcome = "processed" | "failed" | "pending" | "unchanged" | "unknown" | "amount_mismatch";

/**
 * Moves a refund as the gateway reports it: processed (the ledger's refund row in the same batch,
 * then the patient's e-mail), failed, or acknowledged. A processed refund never moves again; a repeat
 * changes nothing and writes no second ledger row (the ledger's unique movement key).
 */
export async function settleRefund(env: Bindings, db: Database, settlement: RefundSettlement): Promise<SettlementOutcome> {
  const refund = await refundOfPayment(db, settlement.paymentReference);
  if (!refund) return "unknown";
  if (refund.status === "processed") return "unchanged";
  const gatewayRefundId = settlement.gatewayRefundId ?? null;

  if (settlement.outcome === "processed") {
    if (settlement.amountPesewas != null && settlement.amountPesewas !== refund.amountPesewas) {
      console.warn("Refund processed for another amount", refund.reference, settlement.amountPesewas, refund.amountPesewas);
      return "amount_mismatch";
    }
    const [processed] = await db.batch([
      markProcessed(db, refund.id, gatewayRefundId, settlement.at),
      recordMovement(db, {
        kind: "refund",
        appointmentId: refund.appointmentId,
        providerId: refund.providerId,
        sourceRef: refund.reference,
        grossPesewas: -refund.amountPesewas,
        commissionPesewas: -refund.commissionPesewas,
        payoutOwedPesewas: -refund.payoutPesewas,
        heldPesewas: -refund.heldPesewas,
        at: settlement.at,
      }),
    ]);
    if (!processed[0]) return "unchanged";
    await notifyRefundProcessed(env, db, refund);
    return "processed";
  }
  if (settlement.outcome === "failed") {
    return (await markFailed(db, refund.id, settlement.failureReason ?? "The gateway could not process the refund", settlement.at)) ? "failed" : "unchanged";
  }
  return (await markAcknowledged(db, refund.id, gatewayRefundId, settlement.at)) ? "pending" : "unchanged";
}

/** Settles the sandbox's refunds whose time has come (one patient's, or all): what a Paystack webhook does in production. */
export async function settleDueSandboxRefunds(env: RefundEnv, db: Database, { patientId, now = Date.now() }: { patientId?: number; now?: number } = {}): Promise<number> {
  let settled = 0;
  for (const refund of await sandboxRefundsAwaitingSettlement(db, patientId)) {
    const record = await sandboxRefundOf(env, refund.paymentReference);
    // A record the sandbox no longer keeps was settled long ago, as far as it is concerned.
    if (record && record.settlesAt > now) continue;
    const outcome = await settleRefund(env, db, { paymentReference: refund.paymentReference, outcome: "processed", gatewayRefundId: record?.id ?? null, at: now });
    if (outcome === "processed") settled += 1;
  }
  return settled;
}

async function settleSandboxRefundLater(env: RefundEnv, db: Database, paymentReference: string): Promise<void> {
  try {
    const record = await sandboxRefundOf(env, paymentReference);
    await sleep(Math.max(0, (record?.settlesAt ?? Date.now() + sandboxRefundDelayMs(env)) - Date.now()));
    await settleRefund(env, db, { paymentReference, outcome: "processed", gatewayRefundId: record?.id ?? null, at: Date.now() });
  } catch (error) {
    // Settled later by whoever reads it next (the patient's list, the Cron).
    console.error("Sandbox refund not settled yet", paymentReference, error);
  }
}

export interface RefundSweepResult {
  refundsRetried: number;
  sandboxRefundsSettled: number;
}

/**
 * For the Cron: asks the gateway again about pending refunds it never took (a lost answer, a Worker
 * that stopped between the cancellation and the request), and settles due sandbox refunds. A refund
 * whose first request did arrive is answered "already refunded" and then waits for its webhook.
 */
export async function retryDueRefunds(env: RefundEnv, db: Database, now = Date.now()): Promise<RefundSweepResult> {
  const due = await refundsDueForRetry(db, now, REFUND_RETRY_AFTER_MS);
  await requestRefunds(env, db, due);
  return { refundsRetried: due.length, sandboxRefundsSettled: await settleDueSandboxRefunds(env, db, { now }) };
}

/** A request's waitUntil, or undefined where there is none (a test calling the app directly). */
export function backgroundOf(c: { readonly executionCtx: { waitUntil(task: Promise<unknown>): void } }): Background | undefined {
  try {
    const context = c.executionCtx;
    return (task) => context.waitUntil(task);
  } catch {
    return undefined;
  }
}
