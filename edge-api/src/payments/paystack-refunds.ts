/**
 * Paystack's Create Refund API (https://paystack.com/docs/api/refund/#create): POST /refund with the
 * transaction's reference and, since Paystack has no idempotency field, our own reference in the
 * merchant note. Made once per call (not retried after a timeout): a later attempt is safe only
 * because Paystack answers a second full refund with 400 "Transaction has been fully reversed".
 */
import { OutsideCallFailed } from "../adapters/outside-call.ts";
import { paystackClient, type PaystackSettings } from "./paystack-client.ts";
import type { RefundAnswer, RefundGateway } from "./refund-gateway.ts";

const CUSTOMER_NOTE = "Refund for your cancelled GhanaHealth appointment";

/** Paystack's words when the transaction has no more to give back. */
const ALREADY_REFUNDED = /fully reversed|already (been )?refunded/i;

interface PaystackRefundAnswer {
  status?: unknown;
  message?: unknown;
  data?: { id?: unknown; status?: unknown } | null;
}

export function paystackRefunds(settings: PaystackSettings): RefundGateway {
  const paystack = paystackClient(settings);
  return {
    name: "paystack",
    async refund({ transactionReference, amountPesewas, reference }): Promise<RefundAnswer> {
      let answer;
      try {
        answer = await paystack.post<PaystackRefundAnswer>(
          "/refund",
          { transaction: transactionReference, amount: amountPesewas, currency: "GHS", customer_note: CUSTOMER_NOTE, merchant_note: reference },
          { repeatable: false },
        );
      } catch (error) {
        const reason = error instanceof OutsideCallFailed ? `Paystack did not answer (${error.reason})` : "Paystack could not be reached";
        console.error(`Paystack refund ${reference}: ${String(error)}`);
        return { outcome: "no_answer", reason };
      }
      const body = answer.body;
      const message = typeof body?.message === "string" ? body.message : `status ${answer.status}`;
      if (answer.ok && body?.status === true) {
        const id = body.data?.id;
        return { outcome: "accepted", gatewayRefundId: typeof id === "number" || typeof id === "string" ? String(id) : null, processed: body.data?.status === "processed" };
      }
      if (answer.status === 429 || answer.status >= 500) return { outcome: "no_answer", reason: `Paystack: ${message}` };
      if (ALREADY_REFUNDED.test(message)) return { outcome: "already_refunded" };
      return { outcome: "refused", reason: `Paystack: ${message}` };
    },
  };
}

const OUTCOME_OF_EVENT: Readonly<Record<string, "pending" | "processed" | "failed">> = {
  "refund.pending": "pending",
  "refund.processing": "pending",
  "refund.processed": "processed",
  "refund.failed": "failed",
};

/** The part of a refund event's `data` we read (https://paystack.com/docs/payments/refunds/#listen-for-refund-events). */
interface PaystackRefundEventData {
  transaction_reference?: unknown;
  transaction?: { reference?: unknown } | null;
  refund_reference?: unknown;
  id?: unknown;
  status?: unknown;
  amount?: unknown;
  currency?: unknown;
}

/** What a refund event says of which transaction, or null when it is not one or lacks the transaction. */
export function refundMovedByEvent(event: { event: string; data: unknown }): {
  paymentReference: string;
  outcome: "pending" | "processed" | "failed";
  gatewayRefundId: string | null;
  failureReason: string | null;
  amountPesewas: number | null;
} | null {
  const outcome = OUTCOME_OF_EVENT[event.event];
  if (!outcome || typeof event.data !== "object" || event.data === null) return null;
  const data = event.data as PaystackRefundEventData;
  const paymentReference = typeof data.transaction_reference === "string" ? data.transaction_reference : typeof data.transaction?.reference === "string" ? data.transaction.reference : null;
  if (!paymentReference) return null;
  const id = typeof data.id === "number" || typeof data.id === "string" ? String(data.id) : null;
  // Paystack's examples send the amount as a number or as a numeric string.
  const amount = typeof data.amount === "number" ? data.amount : typeof data.amount === "string" && /^\d+$/.test(data.amount) ? Number(data.amount) : null;
  return { paymentReference, outcome, gatewayRefundId: id, failureReason: outcome === "failed" ? "Paystack could not process the refund" : null, amountPesewas: amount };
}
