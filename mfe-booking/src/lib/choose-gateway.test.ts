import type { PaymentConfig } from "@gh/contracts/payments";
import { describe, expect, it } from "vitest";
import { chooseGateway, PaymentUnavailableError } from "./choose-gateway";

/** Answers the config calls in turn, recording whether each was a fresh read, and the waits. */
function configs(...answers: PaymentConfig[]) {
  const reads: boolean[] = [];
  const waits: number[] = [];
  return {
    reads,
    waits,
    read: async (fresh: boolean) => {
      reads.push(fresh);
      return answers[Math.min(reads.length - 1, answers.length - 1)]!;
    },
    wait: async (ms: number) => {
      waits.push(ms);
    },
  };
}

describe("choosing the checkout", () => {
  it("opens the sandbox checkout in development and tests", async () => {
    const api = configs({ gateway: "sandbox", publicKey: null });
    expect(await chooseGateway(api.read, api.wait)).toEqual({ name: "sandbox" });
    expect(api.waits).toEqual([]);
  });

  it("opens Paystack with the public key", async () => {
    const api = configs({ gateway: "paystack", publicKey: "pk_test_123" });
    expect(await chooseGateway(api.read, api.wait)).toEqual({ name: "paystack", publicKey: "pk_test_123" });
    expect(api.reads).toEqual([false]);
  });

  it("waits one second once for a missing key, and reads the config again", async () => {
    const api = configs({ gateway: "paystack", publicKey: null }, { gateway: "paystack", publicKey: "pk_live_9" });
    expect(await chooseGateway(api.read, api.wait)).toEqual({ name: "paystack", publicKey: "pk_live_9" });
    expect(api.waits).toEqual([1000]);
    expect(api.reads).toEqual([false, true]);
  });

  it("gives up after that one wait when there is still no key", async () => {
    const api = configs({ gateway: "paystack", publicKey: null });
    await expect(chooseGateway(api.read, api.wait)).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect(api.waits).toEqual([1000]);
    expect(api.reads).toEqual([false, true]);
  });
});
