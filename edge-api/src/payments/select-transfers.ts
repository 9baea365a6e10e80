/**
 * Which gateway pays providers: Paystack when its secret key is configured (the same key as
 * payments); otherwise the sandbox, in development and tests only. A production Worker without keys
 * pays no one (earnings accrue) rather than pretending to.
 */
import { callPolicyFor } from "../adapters/outside-call.ts";
import { isDevelopment, type Bindings } from "../env.ts";
import { paystackTransfers } from "./paystack-transfers.ts";
import { sandboxTransfers } from "./sandbox-transfers.ts";
import type { TransferGateway } from "./transfers.ts";

/** The bindings payouts read: SANDBOX_TRANSFER_DELAY_MS (ms) keeps sandbox transfers pending that long. */
export type PayoutBindings = Bindings;

export function transfersFor(env: PayoutBindings): TransferGateway | null {
  if (env.PAYSTACK_SECRET_KEY) return paystackTransfers({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_API_URL, policy: callPolicyFor(env) });
  if (!isDevelopment(env)) return null;
  const delayMs = Number(env.SANDBOX_TRANSFER_DELAY_MS);
  return sandboxTransfers(env.CODES, { delayMs: Number.isFinite(delayMs) && delayMs > 0 ? delayMs : 0 });
}
