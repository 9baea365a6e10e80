/**
 * The sandbox gateway (docs/product-rules.md#payments): what a local test checkout "charged" is kept in KV, as a real
 * gateway keeps its own ledger, and verify reads it back. Development and tests only.
 */
import type { SandboxChannel } from "@gh/contracts/payments/options";
import type { GatewayTransaction, PaymentGateway } from "./gateway.ts";

const key = (reference: string) => `sandbox-payment:${reference}`;
/** A sandbox charge is kept a day: long enough to verify, short enough to tidy itself up. */
const LEDGER_TTL_SECONDS = 24 * 60 * 60;

const CHANNEL_OF: Record<SandboxChannel, string> = { mtn: "mobile_money", vod: "mobile_money", atl: "mobile_money", card: "card" };

export function sandboxGateway(ledger: KVNamespace): PaymentGateway {
  return {
    name: "sandbox",
    async verify(reference) {
      return ledger.get<GatewayTransaction>(key(reference), "json");
    },
  };
}

/** Records what the test customer did; false when the reference was already used (as Paystack refuses a duplicate). */
export async function recordSandboxCharge(
  ledger: KVNamespace,
  charge: { reference: string; amountPesewas: number; channel: SandboxChannel; outcome: "success" | "failed" },
  now = Date.now(),
): Promise<boolean> {
  if (await ledger.get(key(charge.reference))) return false;
  const transaction: GatewayTransaction = {
    reference: charge.reference,
    status: charge.outcome,
    amountPesewas: charge.amountPesewas,
    currency: "GHS",
    channel: CHANNEL_OF[charge.channel],
    paidAt: charge.outcome === "success" ? now : null,
  };
  await ledger.put(key(charge.reference), JSON.stringify(transaction), { expirationTtl: LEDGER_TTL_SECONDS });
  return true;
}
