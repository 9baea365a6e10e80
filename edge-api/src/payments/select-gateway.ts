/**
 * Which gateway takes payments: Paystack when its secret key is configured; otherwise the sandbox,
 * in development and tests only. A production Worker without keys takes no payments at all rather
 * than accepting test ones.
 */
import { callPolicyFor } from "../adapters/outside-call.ts";
import { isDevelopment, type Bindings } from "../env.ts";
import type { PaymentGateway } from "./gateway.ts";
import { paystackGateway } from "./paystack.ts";
import { sandboxGateway } from "./sandbox.ts";

export function gatewayFor(env: Bindings): PaymentGateway | null {
  if (env.PAYSTACK_SECRET_KEY) return paystackGateway({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_API_URL, policy: callPolicyFor(env) });
  return isDevelopment(env) ? sandboxGateway(env.CODES) : null;
}
