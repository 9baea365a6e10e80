/**
 * A provider adds where their earnings go: a Ghana mobile money number and network, or a bank account.
 * The server checks the number, makes a Paystack transfer recipient (against the local fake) and shows
 * the number masked.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PAYOUT_MESSAGES, type PayoutDetailsAnswer } from "@gh/contracts/payouts";
import { outboxFor } from "../../../test/fixtures.ts";
import { fakeUrl, paystackEnv, PROVIDER_PASSWORD, providerWithVisits, request, sandboxEnv } from "../../../test/payout-fixtures.ts";

const PATH = "/api/provider/settings/payout-details";

/** The transfer recipients Paystack's fake was asked to make for an account name. */
async function recipientRequestsFor(name: string) {
  const received = (await (await fetch(`${fakeUrl}/__received`)).json()) as { service: string; body: { path?: string; name?: string } }[];
  return received.filter((entry) => entry.service === "paystack" && entry.body.path === "/transferrecipient" && entry.body.name === name).map((entry) => entry.body);
}

const storedDetails = (providerId: number) => env.DB.prepare("SELECT * FROM payout_details WHERE provider_id = ?").bind(providerId).first();

describe("payout details", () => {
  it("start empty, and a good MTN number makes a mobile money recipient at Paystack and is shown masked", async () => {
    const { provider, user, cookie } = await providerWithVisits();
    expect(await (await request(paystackEnv, PATH, { cookie })).json()).toEqual({ payoutDetails: null });

    const response = await request(paystackEnv, PATH, { method: "PUT", cookie, body: { method: "mobile_money", network: "mtn", phone: "024 123 4567", accountName: "Kwame Mensah MTN", currentPassword: PROVIDER_PASSWORD } });

    expect(response.status).toBe(200);
    const answer = (await response.json()) as PayoutDetailsAnswer;
    expect(answer).toEqual({
      payoutDetails: { method: "mobile_money", network: "mtn", bankCode: null, accountNumberMasked: "••••••4567", accountName: "Kwame Mensah MTN", updatedAt: expect.any(String) },
      message: PAYOUT_MESSAGES.saved,
    });
    expect(JSON.stringify(answer)).not.toContain("123 4567");
    expect(await recipientRequestsFor("Kwame Mensah MTN")).toEqual([
      { path: "/transferrecipient", type: "mobile_money", name: "Kwame Mensah MTN", account_number: "0241234567", bank_code: "MTN", currency: "GHS" },
    ]);
    expect(await storedDetails(provider.id)).toMatchObject({ method: "mobile_money", bank_code: "MTN", account_number: "+233241234567", recipient_code: expect.stringMatching(/^RCP_/) });
    expect(await (await request(paystackEnv, PATH, { cookie })).json()).toEqual({ payoutDetails: answer.payoutDetails });

    // The owner is told where their earnings now go, without the whole number.
    const [notice] = await outboxFor(user.email);
    expect(notice).toMatchObject({ subject: "Your GhanaHealth payout details were changed" });
    expect(notice!.body).toContain("MTN Mobile Money ••••••4567, in the name of Kwame Mensah MTN");
    expect(notice!.body).not.toContain("241234567");
  });

  it("sends Telecel as VOD and AirtelTigo as ATL, and a new number replaces the old", async () => {
    const { provider, cookie } = await providerWithVisits();
    for (const [network, phone, bankCode] of [["telecel", "+233 20 555 1234", "VOD"], ["airteltigo", "0268889999", "ATL"]] as const) {
      const name = `Ama ${network}`;
      const response = await request(paystackEnv, PATH, { method: "PUT", cookie, body: { method: "mobile_money", network, phone, accountName: name, currentPassword: PROVIDER_PASSWORD } });
      expect(response.status).toBe(200);
      expect(await recipientRequestsFor(name)).toMatchObject([{ bank_code: bankCode }]);
    }
    expect(await storedDetails(provider.id)).toMatchObject({ bank_code: "ATL", account_number: "+233268889999" });
  });

  it("refuses numbers that are not Ghana mobile numbers with a 400 on the field, asking Paystack nothing", async () => {
    const { provider, cookie } = await providerWithVisits();
    const bad = ["12345", "0302 123 456", "+234 803 123 4567", "024 123 456", "024 123 45678", "not a number at all"];
    for (const phone of bad) {
      const response = await request(paystackEnv, PATH, { method: "PUT", cookie, body: { method: "mobile_money", network: "mtn", phone, accountName: "Bad Number Test", currentPassword: PROVIDER_PASSWORD } });
      expect(response.status, phone).toBe(400);
      expect(await response.json(), phone).toMatchObject({ error: { code: "validation_failed", fields: { phone: expect.any(String) } } });
    }
    const noNetwork = await request(paystackEnv, PATH, { method: "PUT", cookie, body: { method: "mobile_money", network: "glo", phone: "024 123 4567", accountName: "Bad Number Test", currentPassword: PROVIDER_PASSWORD } });
    expect(await noNetwork.json()).toMatchObject({ error: { fields: { network: "Choose MTN, Telecel or AirtelTigo" } } });
    const noMethod = await request(paystackEnv, PATH, { method: "PUT", cookie, body: { phone: "024 123 4567" } });
    expect(noMethod.status).toBe(400);
    expect(await recipientRequestsFor("Bad Number Test")).toEqual([]);
    expect(await storedDetails(provider.id)).toBeNull();
  });

  it("refuses a number of another network (a Telecel number as MTN Mobile Money) with a 400 on the number, asking Paystack nothing", async () => {
    const { provider, cookie } = await providerWithVisits();
    const response = await request(paystackEnv, PATH, {
      method: "PUT",
      cookie,
      body: { method: "mobile_money", network: "mtn", phone: "020 123 4567", accountName: "Telecel As MTN", currentPassword: PROVIDER_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "validation_failed", fields: { phone: "This is a Telecel number. For MTN Mobile Money enter an MTN number (024, 054, 055, 059, 025 or 053), or choose Telecel Cash." } },
    });
    expect(await recipientRequestsFor("Telecel As MTN")).toEqual([]);
    expect(await storedDetails(provider.id)).toBeNull();
  });

  it("changes only with the provider's password: none or a wrong one is a field error and changes nothing, and guesses are throttled", async () => {
    const { provider, user, cookie } = await providerWithVisits();
    const mtn = { method: "mobile_money", network: "mtn", phone: "024 123 4567", accountName: "Kwame Reauth" };
    expect((await request(paystackEnv, PATH, { method: "PUT", cookie, body: { ...mtn, currentPassword: PROVIDER_PASSWORD } })).status).toBe(200);
    const before = await storedDetails(provider.id);
    const sentBefore = (await outboxFor(user.email)).length;

    const thief = { method: "mobile_money", network: "telecel", phone: "020 999 8888", accountName: "Someone Else" };
    const none = await request(paystackEnv, PATH, { method: "PUT", cookie, body: thief });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: { fields: { currentPassword: PAYOUT_MESSAGES.passwordNeeded } } });
    for (let guess = 1; guess <= 5; guess++) {
      const wrong = await request(paystackEnv, PATH, { method: "PUT", cookie, body: { ...thief, currentPassword: `guess-${guess}` } });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({ error: { code: "validation_failed", message: PAYOUT_MESSAGES.passwordWrong, fields: { currentPassword: PAYOUT_MESSAGES.passwordWrong } } });
    }
    // Five wrong passwords: even the right one waits, as sign-in does.
    const throttled = await request(paystackEnv, PATH, { method: "PUT", cookie, body: { ...thief, currentPassword: PROVIDER_PASSWORD } });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("Retry-After")).toBe("900");

    expect(await storedDetails(provider.id)).toEqual(before);
    expect(await recipientRequestsFor("Someone Else")).toEqual([]);
    expect(await outboxFor(user.email)).toHaveLength(sentBefore);
  });

  it("takes a bank account as a GhIPSS recipient, and stores nothing when Paystack refuses the account", async () => {
    const { provider, cookie } = await providerWithVisits();
    const refused = await request(paystackEnv, PATH, { method: "PUT", cookie, body: { method: "bank", bankCode: "300302", accountNumber: "0001112223", accountName: "Kwame Refused", currentPassword: PROVIDER_PASSWORD } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "validation_failed", fields: { accountNumber: PAYOUT_MESSAGES.accountRefused } } });
    expect(await storedDetails(provider.id)).toBeNull();

    const response = await request(paystackEnv, PATH, { method: "PUT", cookie, body: { method: "bank", bankCode: "300302", accountNumber: "1441000123456", accountName: "Kwame Mensah", currentPassword: PROVIDER_PASSWORD } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ payoutDetails: { method: "bank", network: null, bankCode: "300302", accountNumberMasked: "•••••••••3456", accountName: "KWAME MENSAH" } });
    expect(await recipientRequestsFor("Kwame Mensah")).toContainEqual(expect.objectContaining({ type: "ghipss", bank_code: "300302", account_number: "1441000123456" }));
  });

  it("answers 503 and stores nothing when Paystack cannot be reached", async () => {
    const { provider, cookie } = await providerWithVisits();
    const key = `recipient_down_${crypto.randomUUID()}`;
    await fetch(`${fakeUrl}/__faults`, { method: "POST", body: JSON.stringify({ key, steps: [{ status: 500 }, { status: 500 }, { status: 500 }] }) });
    const response = await request({ ...paystackEnv, PAYSTACK_SECRET_KEY: key }, PATH, { method: "PUT", cookie, body: { method: "mobile_money", network: "mtn", phone: "024 123 4567", accountName: "Kwame Mensah", currentPassword: PROVIDER_PASSWORD } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: "unavailable", message: PAYOUT_MESSAGES.unavailable } });
    expect(await storedDetails(provider.id)).toBeNull();
  });

  it("makes a sandbox recipient in development", async () => {
    const { provider, cookie } = await providerWithVisits();
    const response = await request(sandboxEnv, PATH, { method: "PUT", cookie, body: { method: "mobile_money", network: "mtn", phone: "055 123 4567", accountName: "Kwame Mensah", currentPassword: PROVIDER_PASSWORD } });
    expect(response.status).toBe(200);
    expect(await storedDetails(provider.id)).toMatchObject({ recipient_code: expect.stringMatching(/^RCP_sandbox/) });
  });
});
