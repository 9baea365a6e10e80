/**
 * Which checkout to open (GET /api/payments/config): Paystack with its public key, or the sandbox.
 * A missing Paystack key is waited for once, 1 second, before giving up (docs/product-rules.md#payments).
 */
import type { PaymentConfig } from "@gh/contracts/payments";

export type Gateway = { name: "sandbox" } | { name: "paystack"; publicKey: string };

export const KEY_WAIT_MS = 1000;

export class PaymentUnavailableError extends Error {
  constructor() {
    super("No payment key is configured");
    this.name = "PaymentUnavailableError";
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `readConfig(true)` must ask the server again rather than answer from a cache. */
export async function chooseGateway(readConfig: (fresh: boolean) => Promise<PaymentConfig>, wait = sleep): Promise<Gateway> {
  let config = await readConfig(false);
  if (config.gateway === "paystack" && !config.publicKey) {
    await wait(KEY_WAIT_MS);
    config = await readConfig(true);
  }
  if (config.gateway === "sandbox") return { name: "sandbox" };
  if (!config.publicKey) throw new PaymentUnavailableError();
  return { name: "paystack", publicKey: config.publicKey };
}
