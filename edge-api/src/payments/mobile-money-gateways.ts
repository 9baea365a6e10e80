/**
 * Which gateway sends mobile-money prompts, by gateways.ts's one rule: Paystack's Charge API when its
 * secret key is configured; otherwise the sandbox, in development and tests only; otherwise none (a
 * production Worker without keys prompts no one).
 */
import { callPolicyFor } from "../adapters/outside-call.ts";
import type { Database } from "../db/client.ts";
import { isDevelopment, type Bindings } from "../env.ts";
import type { Background } from "../money/refunds.ts";
import type { MobileMoneyCharge } from "./mobile-money-charge.ts";
import { paystackCharges } from "./paystack-charge.ts";
import { sandboxCharges, settleSandboxChargeLater, type SandboxChargeBindings } from "./sandbox-charge.ts";

export function mobileMoneyChargeFor(env: Bindings & SandboxChargeBindings, db: Database, background?: Background): MobileMoneyCharge | null {
  if (env.PAYSTACK_SECRET_KEY) return paystackCharges({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_API_URL, policy: callPolicyFor(env) });
  if (!isDevelopment(env)) return null;
  // The sandbox's customer approves a while later: after the answer, or at the sweep when no task can wait.
  return sandboxCharges(env, { onPrompt: (reference) => background?.(settleSandboxChargeLater(env, db, reference, background)) });
}
