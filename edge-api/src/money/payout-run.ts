/**
 * The weekly payout run (Cron "0 6 * * 1", docs/product-rules.md#payouts): each provider with payout details is paid
 * what their completed, paid, not refunded, not yet paid visits earned, as one transfer. Exactly once:
 * the appointments are claimed in one D1 batch before the gateway is called (a second, overlapping
 * run finds nothing left to claim), and the transfer carries our reference, which the gateway refuses
 * to use twice, so a retried or re-sent call cannot pay twice. Providers without details accrue.
 *
 * The check of open payouts (run first here, and by the 5-minute sweep) asks the gateway about
 * transfers whose outcome is not known yet: settles them, or re-sends one the gateway never received.
 */
import { database, type Database } from "../db/client.ts";
import type { PayoutRow } from "../db/payouts-schema.ts";
import { transfersFor, type PayoutBindings } from "../payments/gateways.ts";
import type { TransferGateway, TransferResult } from "../payments/transfers.ts";
import { payoutReference, settleTransfer, type TransferOutcome } from "./payout-events.ts";
import { claimPayout, detailsPage, markSent, openPayouts } from "./payout-store.ts";

/** What a transfer is for, as the provider's statement shows it. */
export const PAYOUT_NARRATION = "Consultation earnings";
/** A claimed payout younger than this may still be in its run's hands: the check leaves it alone. */
export const CLAIM_SETTLE_MS = 10 * 60_000;
const DETAILS_PAGE = 100;
const OPEN_CHECK_LIMIT = 25;

export interface PayoutRunResult {
  /** Payouts made (claimed and sent) by this run, and what came of them. */
  paid: number;
  pending: number;
  failed: number;
  amountPesewas: number;
  /** Open payouts from earlier runs settled by the check. */
  settledEarlier: number;
}

/** Sends one claimed payout and settles it as far as the answer allows. */
async function sendPayout(db: Database, gateway: TransferGateway, payout: Pick<PayoutRow, "reference" | "amountPesewas" | "recipientCode">, now: number): Promise<TransferOutcome> {
  const result: TransferResult = await gateway.transfer({ reference: payout.reference, amountPesewas: payout.amountPesewas, recipientCode: payout.recipientCode, reason: PAYOUT_NARRATION });
  switch (result.outcome) {
    case "accepted":
      if (result.state === "pending") {
        await markSent(db, payout.reference, result.transferCode, now);
        return "pending";
      }
      return settleTransfer(db, payout.reference, result.state, { transferCode: result.transferCode, reason: result.reason, now });
    case "refused":
      console.warn(`Payout ${payout.reference} refused: ${result.reason}`);
      return settleTransfer(db, payout.reference, "failed", { reason: result.reason.slice(0, 300), now });
    case "unknown":
      // It may have reached the gateway: never release it on a guess. The webhook or the check settles it.
      console.warn(`Payout ${payout.reference} not confirmed yet: ${result.reason}`);
      await markSent(db, payout.reference, null, now);
      return "pending";
  }
}

/**
 * Asks the gateway about payouts not settled yet and settles them; re-sends (same reference) one the
 * gateway has never heard of. A gateway that cannot be asked leaves them for the next check.
 */
export async function checkOpenPayouts(env: PayoutBindings, now = Date.now()): Promise<number> {
  const gateway = transfersFor(env);
  if (!gateway) return 0;
  const db = database(env);
  let settled = 0;
  for (const open of await openPayouts(db, now - CLAIM_SETTLE_MS, OPEN_CHECK_LIMIT)) {
    try {
      const found = await gateway.findTransfer(open.reference);
      const payout = { reference: open.reference, amountPesewas: open.amount_pesewas, recipientCode: open.recipient_code };
      let outcome: TransferOutcome;
      if (found) outcome = await settleTransfer(db, open.reference, found.state, { transferCode: found.transferCode, reason: found.reason, now });
      else if (open.updated_at < now - CLAIM_SETTLE_MS) outcome = await sendPayout(db, gateway, payout, now);
      else continue;
      if (outcome === "paid" || outcome === "failed" || outcome === "reversed") settled += 1;
    } catch (error) {
      console.warn(`Payout ${open.reference} could not be checked`, error);
    }
  }
  return settled;
}

/** The weekly run. `now` is injectable for tests; references and ledger times use it. */
export async function runPayouts(env: PayoutBindings, now = Date.now()): Promise<PayoutRunResult> {
  const result: PayoutRunResult = { paid: 0, pending: 0, failed: 0, amountPesewas: 0, settledEarlier: 0 };
  const gateway = transfersFor(env);
  if (!gateway) {
    console.warn("Payout run skipped: no transfer gateway is configured (PAYSTACK_SECRET_KEY)");
    return result;
  }
  // First: earlier transfers that failed are released, so this run pays their visits again.
  result.settledEarlier = await checkOpenPayouts(env, now);
  const db = database(env);
  for (let after = 0; ; ) {
    const page = await detailsPage(db, after, DETAILS_PAGE);
    for (const details of page) {
      let payout: PayoutRow | null;
      try {
        payout = await claimPayout(db, details, payoutReference(details.providerId, now), now);
      } catch (error) {
        // The batch claimed nothing (an overlapping run took these visits, or storage failed): next provider.
        console.warn(`Payout to provider ${details.providerId} not claimed`, error);
        continue;
      }
      if (!payout) continue;
      let outcome: TransferOutcome;
      try {
        outcome = await sendPayout(db, gateway, payout, now);
      } catch (error) {
        // Claimed but the outcome is unknown: the check settles or re-sends it later.
        console.error(`Payout ${payout.reference} interrupted`, error);
        continue;
      }
      if (outcome === "paid") {
        result.paid += 1;
        result.amountPesewas += payout.amountPesewas;
      } else if (outcome === "failed" || outcome === "reversed") result.failed += 1;
      else result.pending += 1;
    }
    if (page.length < DETAILS_PAGE) break;
    after = page[page.length - 1]!.providerId;
  }
  return result;
}
