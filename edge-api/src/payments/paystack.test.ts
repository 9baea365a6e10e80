/** The Paystack adapter against a local fake of its documented Verify API. */
import { describe, expect, inject, it } from "vitest";
import { FAKE_KEYS } from "../../test/fake-providers.ts";
import { isPaystackSignatureValid, paystackGateway } from "./paystack.ts";

const baseUrl = inject("fakeProvidersUrl");

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
