/**
 * Giving a payment back, behind one interface (docs/product-rules.md#refunds): Paystack's Refund API in
 * production, the sandbox's own ledger in development and tests. A refund request is not safe to
 * repeat blindly (Paystack has no idempotency key), so the answer says whether the gateway took it,
 * already had it, refused it, or could not be heard: only the last may be asked again, later, and
 * the gateway's "already refunded" is then the proof that the first request did arrive.
 */
import type { PaymentGatewayName } from "@gh/contracts/payments/options";

export interface RefundRequest {
  /** The gateway transaction to give back (the payment reference). */
  transactionReference: string;
  amountPesewas: number;
  /** Our own reference (rfd_…), for the gateway's records. */
  reference: string;
}

export type RefundAnswer =
  /** Taken: the money goes back now (processed) or soon (a webhook or the sandbox settles it). */
  | { outcome: "accepted"; gatewayRefundId: string | null; processed: boolean }
  /** The gateway already has a full refund of this transaction: an earlier request did arrive. */
  | { outcome: "already_refunded" }
  /** Refused for good (e.g. an unknown transaction): an admin must look at it. */
  | { outcome: "refused"; reason: string }
  /** No clear answer (timeout, network, 429 or 5xx): it may or may not have happened. */
  | { outcome: "no_answer"; reason: string };

export interface RefundGateway {
  readonly name: PaymentGatewayName;
  refund(request: RefundRequest): Promise<RefundAnswer>;
}
