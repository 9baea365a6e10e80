/**
 * The one way our code talks to Paystack's API: its base URL, the secret key as a bearer token, JSON
 * both ways, and every call through callOutside (adapters/outside-call.ts), so each attempt has a
 * timeout and only a call that is safe to repeat is retried. Payments (paystack.ts), refunds
 * (paystack-refunds.ts) and transfers (paystack-transfers.ts) each read their own part of the answer.
 */
import { callOutside, DEFAULT_CALL_POLICY, type CallPolicy, type OutsideAnswer } from "../adapters/outside-call.ts";

export const PAYSTACK_API_URL = "https://api.paystack.co";

/** The secret key, and for tests the fake's base URL and a shorter call policy. */
export interface PaystackSettings {
  secretKey: string;
  baseUrl?: string;
  policy?: CallPolicy;
}

export interface PaystackAnswer<Body> {
  status: number;
  ok: boolean;
  attempts: number;
  /** The JSON answer, or null when it was not JSON. */
  body: Body | null;
}

export interface PaystackClient {
  /** A read: retried after a timeout, a network error, 429 or 5xx. Throws when no answer came. */
  get<Body>(path: string): Promise<PaystackAnswer<Body>>;
  /** A write, retried only when `repeatable` (Paystack de-duplicates it). Throws when no answer came. */
  post<Body>(path: string, body: unknown, options: { repeatable: boolean }): Promise<PaystackAnswer<Body>>;
}

function parseJson<Body>(text: string): Body | null {
  try {
    return JSON.parse(text) as Body;
  } catch {
    return null;
  }
}

export function paystackClient({ secretKey, baseUrl = PAYSTACK_API_URL, policy = DEFAULT_CALL_POLICY }: PaystackSettings): PaystackClient {
  const base = baseUrl.replace(/\/$/, "");
  const authorization = `Bearer ${secretKey}`;
  const answerOf = <Body>({ status, ok, attempts, text }: OutsideAnswer): PaystackAnswer<Body> => ({ status, ok, attempts, body: parseJson<Body>(text) });
  return {
    async get(path) {
      return answerOf(await callOutside(`${base}${path}`, { method: "GET", headers: { Authorization: authorization, Accept: "application/json" }, repeatable: true }, policy));
    },
    async post(path, body, { repeatable }) {
      const headers = { Authorization: authorization, "Content-Type": "application/json", Accept: "application/json" };
      return answerOf(await callOutside(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body), repeatable }, policy));
    },
  };
}
