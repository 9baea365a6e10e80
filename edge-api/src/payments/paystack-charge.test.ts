/**
 * Paystack's Charge API for mobile money (the production adapter against the local fake): the request
 * Paystack gets, each answer in our terms, and a charge never made twice, even when Paystack is slow
 * or failing.
 */
import { describe, expect, inject, it } from "vitest";
import { FAKE_KEYS, type FakeFault } from "../../test/fake-providers.ts";
import { paystackCharges } from "./paystack-charge.ts";

const fakeUrl = inject("fakeProvidersUrl");
const policy = { timeoutMs: 300, maxAttempts: 3, backoffMs: 10, maxBackoffMs: 50, budgetMs: 5_000 };
const charges = (secretKey: string = FAKE_KEYS.paystack) => paystackCharges({ secretKey, baseUrl: fakeUrl, policy });

let unique = 0;
/** A wallet of its own per test (the fake's behaviours are kept by number), and a fresh reference. */
function wallet(prefix = "024") {
  const digits = String(Date.now() * 100 + (++unique % 100)).slice(-7);
  return { phone: `+233${prefix.slice(1)}${digits}`, local: `${prefix}${digits}`, reference: `apt_${900_000 + unique}_${Date.now()}` };
}

async function walletAnswers(local: string, behaviour: Record<string, unknown>) {
  await fetch(`${fakeUrl}/__paystack/charge-behaviour`, { method: "POST", body: JSON.stringify({ phone: local, ...behaviour }) });
}

async function chargeRequestsFor(reference: string) {
  const received = (await (await fetch(`${fakeUrl}/__received`)).json()) as { headers: Record<string, string>; body: { path?: string; reference?: string } }[];
  return received.filter((entry) => entry.body?.path === "/charge" && entry.body.reference === reference);
}

async function failingKey(steps: FakeFault[]) {
  const secretKey = `sk_test_charge_${crypto.randomUUID()}`;
  await fetch(`${fakeUrl}/__faults`, { method: "POST", body: JSON.stringify({ key: secretKey, steps }) });
  return { secretKey, requests: async () => ((await (await fetch(`${fakeUrl}/__faults/${secretKey}`)).json()) as { requests: number }).requests };
}

describe("Paystack's Charge API for mobile money (the adapter against the fake)", () => {
  it("sends the e-mail, the fee in pesewas, GHS, our reference and the wallet with its network, and answers pay_offline", async () => {
    const { phone, local, reference } = wallet();
    const answer = await charges().charge({ reference, amountPesewas: 15000, email: "phone-233241234567@ussd.invalid", phone, provider: "mtn" });
    expect(answer).toEqual({ status: "pay_offline", reference, displayText: "Please complete authorization process on your mobile phone" });
    const [sent, ...again] = await chargeRequestsFor(reference);
    expect(again).toEqual([]);
    expect(sent!.headers.authorization).toBe(`Bearer ${FAKE_KEYS.paystack}`);
    // A phone-only caller's placeholder address is a well-formed e-mail, so Paystack takes it.
    expect(sent!.body).toEqual({ path: "/charge", email: "phone-233241234567@ussd.invalid", amount: 15000, currency: "GHS", reference, mobile_money: { phone: local, provider: "mtn" } });
  });

  it("answers success, failed and send_otp as Paystack does, and takes the voucher only when it is the right one", async () => {
    const paid = wallet();
    await walletAnswers(paid.local, { status: "success" });
    expect(await charges().charge({ reference: paid.reference, amountPesewas: 15000, email: "ama@example.com.gh", phone: paid.phone, provider: "mtn" })).toMatchObject({ status: "success" });

    const declined = wallet("026");
    await walletAnswers(declined.local, { status: "failed" });
    expect(await charges().charge({ reference: declined.reference, amountPesewas: 15000, email: "ama@example.com.gh", phone: declined.phone, provider: "atl" })).toEqual({
      status: "failed",
      displayText: "Declined",
      reference: declined.reference,
    });

    const voucher = wallet("020");
    await walletAnswers(voucher.local, { status: "send_otp", otp: "482913" });
    const asked = await charges().charge({ reference: voucher.reference, amountPesewas: 15000, email: "ama@example.com.gh", phone: voucher.phone, provider: "vod" });
    expect(asked).toMatchObject({ status: "send_otp", displayText: "Please enter the OTP sent to your phone" });
    // A wrong code leaves the charge waiting for the right one.
    expect(await charges().submitOtp({ reference: voucher.reference, otp: "000000" })).toEqual({ status: "send_otp", displayText: "Invalid OTP", reference: voucher.reference });
    expect(await charges().submitOtp({ reference: voucher.reference, otp: "482913" })).toMatchObject({ status: "pay_offline" });
  });

  it("answers failed when Paystack refuses the charge (a reference used before), and never sends it again", async () => {
    const { phone, reference } = wallet();
    expect(await charges().charge({ reference, amountPesewas: 15000, email: "ama@example.com.gh", phone, provider: "mtn" })).toMatchObject({ status: "pay_offline" });
    expect(await charges().charge({ reference, amountPesewas: 15000, email: "ama@example.com.gh", phone, provider: "mtn" })).toEqual({
      status: "failed",
      displayText: "Duplicate Transaction Reference",
      reference,
    });
  });

  it("calls a timed-out or failing charge 'pending' after one request: repeating it could take the money twice", async () => {
    for (const steps of [[{ delayMs: 1_000 }], [{ status: 500 }], [{ status: 429, retryAfter: "1" }]] satisfies FakeFault[][]) {
      const paystack = await failingKey(steps);
      const { phone, reference } = wallet();
      expect(await charges(paystack.secretKey).charge({ reference, amountPesewas: 15000, email: "ama@example.com.gh", phone, provider: "mtn" }), JSON.stringify(steps)).toEqual({ status: "pending", reference });
      expect(await paystack.requests(), JSON.stringify(steps)).toBe(1);
    }
  });

  it("calls a voucher Paystack did not answer 'pending', and sends it once", async () => {
    const { phone, local, reference } = wallet("050");
    await walletAnswers(local, { status: "send_otp" });
    expect(await charges().charge({ reference, amountPesewas: 15000, email: "ama@example.com.gh", phone, provider: "vod" })).toMatchObject({ status: "send_otp" });
    const slow = await failingKey([{ delayMs: 1_000 }]);
    expect(await charges(slow.secretKey).submitOtp({ reference, otp: "123456" })).toEqual({ status: "pending", reference });
    expect(await slow.requests()).toBe(1);
  });
});
