/**
 * Paystack's Charge API for mobile money (https://paystack.com/docs/payments/payment-channels/#mobile-money
 * and https://paystack.com/docs/api/charge/): POST /charge with the customer's e-mail, the amount in
 * pesewas, GHS, our reference and `mobile_money { phone, provider }`; POST /charge/submit_otp with
 * `{ otp, reference }`. Both answer `{ status: true, data: { status, reference, display_text? } }`.
 * Neither is safe to repeat (Paystack takes no idempotency key), so each is made once: an answer we
 * did not get (a timeout, a network error, 429 or 5xx) is "pending", and the signed charge.success
 * webhook or a verify decides (mobile-money-sweep.ts).
 */
import { OutsideCallFailed } from "../adapters/outside-call.ts";
import type { ChargeAnswer, ChargeStatus, MobileMoneyCharge } from "./mobile-money-charge.ts";
import { paystackClient, type PaystackAnswer, type PaystackSettings } from "./paystack-client.ts";

interface PaystackChargeBody {
  status?: boolean;
  message?: string;
  data?: { status?: unknown; reference?: unknown; display_text?: unknown; message?: unknown };
}

const KNOWN: ReadonlySet<string> = new Set<ChargeStatus>(["success", "pay_offline", "pending", "send_otp", "failed"]);

/** Paystack's own +233 numbers are written the local way in its examples: "0551234987". */
const paystackPhone = (phone: string) => phone.replace(/^\+233/, "0");

function answerOf(reference: string, answer: PaystackAnswer<PaystackChargeBody>, refused: ChargeStatus): ChargeAnswer {
  const body = answer.body;
  const words = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  if (answer.status === 429 || answer.status >= 500) {
    console.warn("Paystack charge not answered", reference, answer.status, body?.message ?? "");
    return { status: "pending", reference };
  }
  if (!answer.ok || body?.status !== true) {
    // A 4xx: Paystack refused the request (a bad number, a reference used before, a code it did not take).
    console.warn("Paystack charge refused", reference, answer.status, body?.message ?? "");
    return { status: refused, displayText: words(body?.message), reference };
  }
  const status = typeof body.data?.status === "string" ? body.data.status : "";
  const displayText = words(body.data?.display_text) ?? words(body.data?.message);
  // Any other step (send_pin, open_url, …) is not one a wallet takes: the webhook or a verify decides.
  if (!KNOWN.has(status)) console.warn("Paystack charge answered an unexpected step", reference, status);
  return { status: KNOWN.has(status) ? (status as ChargeStatus) : "pending", reference, ...(displayText ? { displayText } : {}) };
}

async function postOnce(client: ReturnType<typeof paystackClient>, path: string, body: unknown, reference: string, refused: ChargeStatus): Promise<ChargeAnswer> {
  try {
    return answerOf(reference, await client.post<PaystackChargeBody>(path, body, { repeatable: false }), refused);
  } catch (error) {
    if (!(error instanceof OutsideCallFailed)) throw error;
    console.warn("Paystack charge not answered", reference, error.message);
    return { status: "pending", reference };
  }
}

export function paystackCharges(settings: PaystackSettings): MobileMoneyCharge {
  const client = paystackClient(settings);
  return {
    name: "paystack",
    charge({ reference, amountPesewas, email, phone, provider }) {
      const body = { email, amount: amountPesewas, currency: "GHS", reference, mobile_money: { phone: paystackPhone(phone), provider } };
      return postOnce(client, "/charge", body, reference, "failed");
    },
    // A code Paystack does not take leaves the charge waiting for another: the caller may try again.
    submitOtp({ reference, otp }) {
      return postOnce(client, "/charge/submit_otp", { otp, reference }, reference, "send_otp");
    },
  };
}
