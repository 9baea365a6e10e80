/**
 * Which gateway takes payments, gives them back and pays providers, chosen in one place and by one
 * rule: Paystack when its secret key is configured (one key for all three); otherwise the sandbox, in
 * development and tests only. A production Worker without keys takes no payments rather than
 * accepting test ones, leaves refunds pending and pays no one (earnings accrue) until one is configured.
 */
import { callPolicyFor } from "../adapters/outside-call.ts";
import { isDevelopment, type Bindings } from "../env.ts";
import type { PaymentGateway } from "./gateway.ts";
import type { PaystackSettings } from "./paystack-client.ts";
import { paystackRefunds } from "./paystack-refunds.ts";
import { paystackTransfers } from "./paystack-transfers.ts";
import { paystackGateway } from "./paystack.ts";
import type { RefundGateway } from "./refund-gateway.ts";
import { sandboxRefunds } from "./sandbox-refunds.ts";
import { sandboxTransfers } from "./sandbox-transfers.ts";
import { sandboxGateway } from "./sandbox.ts";
import type { TransferGateway } from "./transfers.ts";

/** The bindings payouts read: SANDBOX_TRANSFER_DELAY_MS (ms) keeps sandbox transfers pending that long. */
export type PayoutBindings = Bindings;

/** Paystack's adapter when its key is configured, else the sandbox's where allowed, else none. */
function choose<Gateway>(env: Bindings, paystack: (settings: PaystackSettings) => Gateway, sandbox: () => Gateway): Gateway | null {
  if (env.PAYSTACK_SECRET_KEY) return paystack({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_API_URL, policy: callPolicyFor(env) });
  return isDevelopment(env) ? sandbox() : null;
}

export function gatewayFor(env: Bindings): PaymentGateway | null {
  return choose(env, paystackGateway, () => sandboxGateway(env.CODES));
}

/** Refunds go back through the gateway that took the payment. */
export function refundGatewayFor(env: Bindings): RefundGateway | null {
  return choose(env, paystackRefunds, () => sandboxRefunds(env));
}

export function transfersFor(env: PayoutBindings): TransferGateway | null {
  return choose(env, paystackTransfers, () => {
    const delayMs = Number(env.SANDBOX_TRANSFER_DELAY_MS);
    return sandboxTransfers(env.CODES, { delayMs: Number.isFinite(delayMs) && delayMs > 0 ? delayMs : 0 });
  });
}
