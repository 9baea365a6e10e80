/**
 * Paystack (docs/product-rules.md#payments): server-side verify through its Verify Transaction API, and its signed
 * webhook. Amounts are in the currency's subunit (pesewas for GHS), as ours are.
 * https://paystack.com/docs/api/transaction/#verify and https://paystack.com/docs/payments/webhooks/
 */
import { PAYMENT_MESSAGES } from "@gh/contracts/payments/options";
import { AppError } from "../http/errors.ts";
import type { GatewayTransaction, PaymentGateway } from "./gateway.ts";
import { paystackClient, type PaystackSettings } from "./paystack-client.ts";

export const PAYSTACK_SIGNATURE_HEADER = "x-paystack-signature";

/** The part of Paystack's transaction object we read (verify answer's `data`, webhook event's `data`). */
interface PaystackTransaction {
  reference?: unknown;
  status?: unknown;
  amount?: unknown;
  currency?: unknown;
  channel?: unknown;
  paid_at?: unknown;
}

/** Paystack's transaction object in our terms, or null when it lacks what we check. */
export function fromPaystackTransaction(data: PaystackTransaction | null | undefined): GatewayTransaction | null {
  if (!data || typeof data.reference !== "string" || typeof data.status !== "string" || typeof data.currency !== "string") return null;
  if (typeof data.amount !== "number" || !Number.isInteger(data.amount)) return null;
  const paidAt = typeof data.paid_at === "string" ? Date.parse(data.paid_at) : NaN;
  return {
    reference: data.reference,
    status: data.status,
    amountPesewas: data.amount,
    currency: data.currency,
    channel: typeof data.channel === "string" ? data.channel : null,
    paidAt: Number.isNaN(paidAt) ? null : paidAt,
  };
}

/**
 * Said when Paystack could not be asked (slow, failing, unreachable) after the retries: the booking
 * stays pending, and the signed webhook or a later verify completes it, so the patient is not told
 * their payment failed.
 */
export const PAYMENT_NOT_CONFIRMED_YET = PAYMENT_MESSAGES.notConfirmedYet;

/** Seconds before a verify is worth trying again. */
export const VERIFY_RETRY_AFTER_SECONDS = 30;

function gatewayUnavailable(detail: string): AppError {
  console.error(`Paystack verify failed: ${detail}`);
  return new AppError(503, "unavailable", PAYMENT_NOT_CONFIRMED_YET, undefined, { "Retry-After": String(VERIFY_RETRY_AFTER_SECONDS) });
}

/**
 * Verify is a read, so it is retried (with backoff) after a timeout, a network error, 429 or 5xx.
 * Paystack's Initialize call is not used here: the inline checkout initialises in the browser.
 * Refunds go through Paystack's Refund API in paystack-refunds.ts (money/refunds.ts decides when).
 */
export function paystackGateway(settings: PaystackSettings): PaymentGateway {
  const paystack = paystackClient(settings);
  return {
    name: "paystack",
    async verify(reference) {
      let answer;
      try {
        answer = await paystack.get<{ status?: boolean; message?: string; data?: PaystackTransaction }>(`/transaction/verify/${encodeURIComponent(reference)}`);
      } catch (error) {
        throw gatewayUnavailable(String(error instanceof Error ? error.message : error));
      }
      const body = answer.body;
      // Paystack answers an unknown reference with 400/404 and status false: nothing was paid.
      if (answer.status === 400 || answer.status === 404) return null;
      if (!answer.ok || body?.status !== true) throw gatewayUnavailable(`${answer.status} after ${answer.attempts} attempt(s) ${body?.message ?? ""}`);
      return fromPaystackTransaction(body.data);
    },
  };
}

const encoder = new TextEncoder();

/**
 * Whether `signature` is the HMAC-SHA512 (hex) of the raw body under our secret key. crypto.subtle.verify
 * compares in constant time, so the check leaks nothing about how close a forged signature came.
 */
export async function isPaystackSignatureValid(secretKey: string, rawBody: string, signature: string | undefined): Promise<boolean> {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const key = await crypto.subtle.importKey("raw", encoder.encode(secretKey), { name: "HMAC", hash: "SHA-512" }, false, ["verify"]);
  const bytes = new Uint8Array(signature.match(/../g)!.map((pair) => parseInt(pair, 16)));
  return crypto.subtle.verify("HMAC", key, bytes, encoder.encode(rawBody));
}

/** The transaction a webhook event reports as paid, or null for any other event. */
export function paidTransactionOfEvent(event: unknown): GatewayTransaction | null {
  if (typeof event !== "object" || event === null) return null;
  const { event: name, data } = event as { event?: unknown; data?: PaystackTransaction };
  return name === "charge.success" ? fromPaystackTransaction(data) : null;
}
