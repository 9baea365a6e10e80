/** The Paystack adapter against a local fake of its documented Verify API. */
import { describe, expect, inject, it } from "vitest";
import { FAKE_KEYS, type FakeFault } from "../../test/fake-providers.ts";
import type { CallPolicy } from "../adapters/outside-call.ts";
import { isPaystackSignatureValid, PAYMENT_NOT_CONFIRMED_YET, paystackGateway } from "./paystack.ts";

const baseUrl = inject("fakeProvidersUrl");
const quick: CallPolicy = { timeoutMs: 150, maxAttempts: 3, backoffMs: 20, maxBackoffMs: 1_000, budgetMs: 5_000 };

/** A secret key of this test's own, for which the fake Paystack plays `steps` in turn. */
async function scriptedKey(steps: FakeFault[]): Promise<string> {
  const key = `sk_test_scripted_${crypto.randomUUID()}`;
  await fetch(`${baseUrl}/__faults`, { method: "POST", body: JSON.stringify({ key, steps }) });
  return key;
}
const requestsWith = async (key: string) => ((await (await fetch(`${baseUrl}/__faults/${key}`)).json()) as { requests: number }).requests;

async function paystackHasPaid(reference: string) {
  await fetch(`${baseUrl}/__paystack/transactions`, { method: "POST", body: JSON.stringify({ reference, status: "success", amount: 20000, currency: "GHS" }) });
}

describe("Paystack gateway", () => {
  it("reads a transaction through Verify Transaction with the secret key as Bearer", async () => {
    const reference = `apt_77_${Date.now()}`;
    await fetch(`${baseUrl}/__paystack/transactions`, { method: "POST", body: JSON.stringify({ reference, status: "success", amount: 20000, currency: "GHS", channel: "card" }) });
    expect(await paystackGateway({ secretKey: FAKE_KEYS.paystack, baseUrl }).verify(reference)).toEqual({
      reference,
      status: "success",
      amountPesewas: 20000,
      currency: "GHS",
      channel: "card",
      paidAt: Date.parse("2026-11-23T10:31:02.000Z"),
    });
  });

  it("knows nothing of a reference Paystack has not seen", async () => {
    expect(await paystackGateway({ secretKey: FAKE_KEYS.paystack, baseUrl }).verify("apt_1_404")).toBeNull();
  });

  it("turns a refused key, a Paystack failure or an unreachable API into a 503 to retry", async () => {
    for (const gateway of [
      paystackGateway({ secretKey: "sk_wrong", baseUrl }),
      paystackGateway({ secretKey: FAKE_KEYS.failing, baseUrl }),
      paystackGateway({ secretKey: FAKE_KEYS.paystack, baseUrl: "http://127.0.0.1:9" }),
    ]) {
      await expect(gateway.verify("apt_1_1")).rejects.toMatchObject({ status: 503, code: "unavailable" });
    }
  });
});

describe("Paystack verify when Paystack is slow or failing", () => {
  it("retries a verify that timed out (a read is safe to repeat) and reads the payment", async () => {
    const reference = `apt_78_${Date.now()}`;
    await paystackHasPaid(reference);
    const secretKey = await scriptedKey([{ delayMs: 1_000 }]);
    expect(await paystackGateway({ secretKey, baseUrl, policy: quick }).verify(reference)).toMatchObject({ reference, status: "success", amountPesewas: 20000 });
    expect(await requestsWith(secretKey)).toBe(2);
  });

  it("retries 500s with backoff and reads the payment at the third attempt", async () => {
    const reference = `apt_79_${Date.now()}`;
    await paystackHasPaid(reference);
    const secretKey = await scriptedKey([{ status: 500 }, { status: 502 }]);
    expect(await paystackGateway({ secretKey, baseUrl, policy: quick }).verify(reference)).toMatchObject({ reference, status: "success" });
    expect(await requestsWith(secretKey)).toBe(3);
  });

  it("after 3 slow attempts answers 503 'could not confirm yet' with Retry-After, within the timeouts", async () => {
    const secretKey = await scriptedKey([{ delayMs: 2_000 }, { delayMs: 2_000 }, { delayMs: 2_000 }]);
    const started = Date.now();
    await expect(paystackGateway({ secretKey, baseUrl, policy: quick }).verify("apt_80_1")).rejects.toMatchObject({
      status: 503,
      code: "unavailable",
      message: PAYMENT_NOT_CONFIRMED_YET,
      headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await requestsWith(secretKey)).toBe(3);
  });
});

describe("Paystack webhook signature", () => {
  // HMAC-SHA512 of '{"event":"charge.success"}' under "sk_test_secret", computed independently with openssl.
  const body = '{"event":"charge.success"}';
  const signature =
    "d2c20958e71984927bee0613f77fa295c3fa82f681cebac2f292d603fbc0ec52d7302b91f7beb43b3e289b0cee9b9867daf70f7a5b1af70eb4d8da1909b5fd36";

  it("accepts the HMAC-SHA512 of the raw body under the secret key, in hex of either case", async () => {
    const hex = signature;
    expect(await isPaystackSignatureValid("sk_test_secret", body, hex)).toBe(true);
    expect(await isPaystackSignatureValid("sk_test_secret", body, hex.toUpperCase())).toBe(true);
    expect(await isPaystackSignatureValid("sk_other", body, hex)).toBe(false);
    expect(await isPaystackSignatureValid("sk_test_secret", `${body} `, hex)).toBe(false);
  });

  it("rejects missing, short and non-hex signatures", async () => {
    for (const bad of [undefined, "", signature.slice(0, 64), "z".repeat(128)]) {
      expect(await isPaystackSignatureValid("sk_test_secret", body, bad)).toBe(false);
    }
  });
});
