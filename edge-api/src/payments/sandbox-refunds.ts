/**
 * The sandbox's refunds (development and tests): a refund is kept in KV beside the sandbox's charges,
 * "pending" until its settle time a few seconds later, as a real refund takes a while. Whatever reads
 * it after that time (the delayed task, the patient's list, the Cron) settles it through the same
 * function as Paystack's webhook (money/refunds.ts). Lenient on purpose: a charge the sandbox no longer
 * keeps (its 24-hour record ended, or the seed made it) can still be refunded, once.
 */
import type { Bindings } from "../env.ts";
import type { RefundGateway } from "./refund-gateway.ts";

/** How long a sandbox refund stays pending unless SANDBOX_REFUND_DELAY_MS says otherwise. */
export const SANDBOX_REFUND_DELAY_MS = 3_000;
const RECORD_TTL_SECONDS = 7 * 24 * 60 * 60;

const key = (transactionReference: string) => `sandbox-refund:${transactionReference}`;

export interface SandboxRefund {
  id: string;
  transactionReference: string;
  reference: string;
  amountPesewas: number;
  /** Epoch ms when the sandbox reports it processed. */
  settlesAt: number;
}

/** The sandbox's own knob, beside the Worker's bindings: tests make refunds settle at once or never. */
export type SandboxRefundBindings = Pick<Bindings, "CODES" | "SANDBOX_REFUND_DELAY_MS">;

export function sandboxRefundDelayMs(env: SandboxRefundBindings): number {
  const configured = Number(env.SANDBOX_REFUND_DELAY_MS);
  return env.SANDBOX_REFUND_DELAY_MS !== undefined && env.SANDBOX_REFUND_DELAY_MS !== "" && Number.isFinite(configured) && configured >= 0 ? configured : SANDBOX_REFUND_DELAY_MS;
}

export function sandboxRefunds(env: SandboxRefundBindings, now: () => number = Date.now): RefundGateway {
  return {
    name: "sandbox",
    async refund({ transactionReference, amountPesewas, reference }) {
      if (await env.CODES.get(key(transactionReference))) return { outcome: "already_refunded" };
      const refund: SandboxRefund = { id: `sbx_rfd_${crypto.randomUUID()}`, transactionReference, reference, amountPesewas, settlesAt: now() + sandboxRefundDelayMs(env) };
      await env.CODES.put(key(transactionReference), JSON.stringify(refund), { expirationTtl: RECORD_TTL_SECONDS });
      return { outcome: "accepted", gatewayRefundId: refund.id, processed: false };
    },
  };
}

/** The sandbox's refund of a transaction, or null when it has none (never asked, or long gone). */
export function sandboxRefundOf(env: Pick<Bindings, "CODES">, transactionReference: string): Promise<SandboxRefund | null> {
  return env.CODES.get<SandboxRefund>(key(transactionReference), "json");
}
