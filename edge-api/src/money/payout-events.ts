/**
 * How a transfer's outcome settles its payout, whoever reports it: Paystack's signed webhook
 * (`transfer.success`, `transfer.failed`, `transfer.reversed`), the transfer call's own answer, or the
 * check of open payouts (which is how sandbox transfers settle). One function, so the three cannot
 * disagree; each outcome is conditional on the payout's status, so a repeat changes nothing.
 */
import type { Database } from "../db/client.ts";
import type { TransferState } from "../payments/transfers.ts";
import { settleFailed, settlePaid, settleReversed } from "./payout-store.ts";

/** Our payout references: pyt_{providerId}_{timestamp}_{random}. */
export const PAYOUT_REFERENCE_PATTERN = /^pyt_\d{1,12}_\d{1,15}_[0-9a-f]{8}$/;

export function payoutReference(providerId: number, now: number): string {
  return `pyt_${providerId}_${now}_${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * "paid" / "failed" / "reversed": this report moved the payout; "unchanged": it was there already (a
 * repeat, a late report about a payout settled otherwise, or a payout we do not know); "pending": the
 * transfer is still under way; "ignored": not a transfer event, or not one of our references.
 */
export type TransferOutcome = "paid" | "failed" | "reversed" | "pending" | "unchanged" | "ignored";

/** Settles the payout with our `reference` as the gateway reports it. */
export async function settleTransfer(
  db: Database,
  reference: string,
  state: TransferState,
  { transferCode = null, reason = null, now = Date.now() }: { transferCode?: string | null; reason?: string | null; now?: number } = {},
): Promise<TransferOutcome> {
  switch (state) {
    case "success":
      return (await settlePaid(db, reference, transferCode, now)) ? "paid" : "unchanged";
    case "failed":
      return (await settleFailed(db, reference, reason, now)) ? "failed" : "unchanged";
    case "reversed":
      return (await settleReversed(db, reference, reason, now)) ? "reversed" : "unchanged";
    case "pending":
      return "pending";
  }
}

const TRANSFER_EVENTS: Record<string, TransferState> = { "transfer.success": "success", "transfer.failed": "failed", "transfer.reversed": "reversed" };

/** Whether a webhook event is about a transfer (so the webhook hands it here). */
export function isTransferEvent(event: unknown): boolean {
  return typeof event === "object" && event !== null && typeof (event as { event?: unknown }).event === "string" && (event as { event: string }).event in TRANSFER_EVENTS;
}

/**
 * A Paystack transfer webhook event, already signature-checked by the caller: settles the payout
 * its reference names. Never throws for an event it does not act on ("ignored", "unchanged"), so the
 * webhook can acknowledge every event with a 200.
 */
export async function applyTransferEvent(db: Database, event: unknown, now = Date.now()): Promise<TransferOutcome> {
  if (!isTransferEvent(event)) return "ignored";
  const { event: name, data } = event as { event: string; data?: { reference?: unknown; transfer_code?: unknown; gateway_response?: unknown } };
  const reference = typeof data?.reference === "string" ? data.reference : null;
  if (!reference || !PAYOUT_REFERENCE_PATTERN.test(reference)) return "ignored";
  const transferCode = typeof data?.transfer_code === "string" ? data.transfer_code : null;
  // The transfer's `reason` is our narration; why it failed is in gateway_response, when Paystack says.
  const state = TRANSFER_EVENTS[name]!;
  const said = typeof data?.gateway_response === "string" && data.gateway_response !== "" ? data.gateway_response.slice(0, 300) : null;
  const reason = state === "success" ? null : (said ?? (state === "failed" ? "Transfer failed" : "Transfer reversed"));
  return settleTransfer(db, reference, state, { transferCode, reason, now });
}
