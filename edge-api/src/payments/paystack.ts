/**
 * Paystack (DESIGN.md §4): server-side verify through its Verify Transaction API, and its signed
 * webhook. Amounts are in the currency's subunit (pesewas for GHS), as ours are.
 * https://paystack.com/docs/api/transaction/#verify and https://paystack.com/docs/payments/webhooks/
 */
import { AppError } from "../http/errors.ts";
import { PAYMENT_MESSAGES } from "@gh/contracts";
import type { GatewayTransaction, PaymentGateway } from "./gateway.ts";

export const PAYSTACK_API_URL = "https://api.paystack.co";
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

function gatewayUnavailable(detail: string): AppError {
  console.error(`Paystack verify failed: ${detail}`);
  return new AppError(503, "unavailable", PAYMENT_MESSAGES.unavailable);
}

export function paystackGateway({ secretKey, baseUrl = PAYSTACK_API_URL }: { secretKey: string; baseUrl?: string }): PaymentGateway {
  return {
    name: "paystack",
    async verify(reference) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl.replace(/\/$/, "")}/transaction/verify/${encodeURIComponent(reference)}`, {
          headers: { Authorization: `Bearer ${secretKey}`, Accept: "application/json" },
        });
      } catch (error) {
        throw gatewayUnavailable(String(error));
      }
      const body = (await response.json().catch(() => null)) as { status?: boolean; message?: string; data?: PaystackTransaction } | null;
      // Paystack answers an unknown reference with 400/404 and status false: nothing was paid.
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok || body?.status !== true) throw gatewayUnavailable(`${response.status} ${body?.message ?? ""}`);
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
