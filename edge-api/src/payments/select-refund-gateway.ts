/**
 * Which gateway gives payments back: the one that took them (select-gateway.ts's rule). Paystack when
 * its secret key is configured; otherwise the sandbox, in development and tests only; none in a
 * production Worker without keys (refunds then wait, pending, until one is configured).
 */
import { callPolicyFor } from "../adapters/outside-call.ts";
import { isDevelopment, type Bindings } from "../env.ts";
import { paystackRefunds } from "./paystack-refunds.ts";
import type { RefundGateway } from "./refund-gateway.ts";
import { sandboxRefunds, type SandboxRefundBindings } from "./sandbox-refunds.ts";

export function refundGatewayFor(env: Bindings & SandboxRefundBindings): RefundGateway | null {
  if (env.PAYSTACK_SECRET_KEY) return paystackRefunds({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_API_URL, policy: callPolicyFor(env) });
  return isDevelopment(env) ? sandboxRefunds(env) : null;
}
