/**
 * Sign-up when sending the code fails (the code store, KV, is down; or the mail provider is slow):
 * the account stands, the answer says truthfully that no e-mail went out, and the failed send does
 * not use up the resend wait, so Resend on the verify page, or signing up again, sends a code at once.
 */
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../../app.ts";
import { insertUser, outboxFor, sendJson } from "../../../test/fixtures.ts";
import { CODE_NOT_SENT_MESSAGE } from "./index.ts";

const fakeUrl = inject("fakeProvidersUrl");
const app = createApp();
const kwame = { email: "kwame.boateng@example.com.gh", password: "akwaaba25", firstName: "Kwame", lastName: "Boateng", role: "patient" };

/** A KV namespace that is down: every call rejects as KV does. */
function unavailableKv(): KVNamespace {
  const reject = (operation: string) => () => Promise.reject(new Error(`KV ${operation} failed: 503 Service Unavailable`));
  return { get: reject("GET"), getWithMetadata: reject("GET"), put: reject("PUT"), delete: reject("DELETE"), list: reject("LIST") } as unknown as KVNamespace;
}

function post(path: string, body: unknown, bindings: object) {
  return app.fetch(
    new Request(`http://127.0.0.1${path}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1" }, body: JSON.stringify(body) }),
    { ...env, ...bindings },
  );
}

const accountRow = (email: string) => env.DB.prepare("SELECT email_verified FROM users WHERE email = ?").bind(email).first<{ email_verified: number }>();

async function expectRegisteredWithoutCode(response: Response) {
  expect(response.status).toBe(201);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toEqual({ requiresVerification: true, emailSent: false, firstName: "Kwame", message: CODE_NOT_SENT_MESSAGE });
}

describe("signing up while the code store (KV) is down", () => {
  it("says no e-mail was sent, keeps the account, and Resend sends a code at once when KV is back", async () => {
    await expectRegisteredWithoutCode(await post("/api/register", kwame, { CODES: unavailableKv() }));
    expect(await accountRow(kwame.email)).toEqual({ email_verified: 0 });
    expect(await outboxFor(kwame.email)).toEqual([]);

    const resent = await sendJson("/api/resend-verification", { email: kwame.email });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ message: AUTH_MESSAGES.resendGeneric, code: expect.stringMatching(/^\d{6}$/) });
    expect(await outboxFor(kwame.email)).toHaveLength(1);
  });

  it("sends the code when the patient signs up again within the minute, and says so truthfully", async () => {
    await expectRegisteredWithoutCode(await post("/api/register", kwame, { CODES: unavailableKv() }));
    const again = await sendJson("/api/register", kwame);
    expect(again.status).toBe(201);
    const body = (await again.json()) as { emailSent: boolean; code?: string };
    expect(body.emailSent).toBe(true);
    const [mail] = await outboxFor(kwame.email);
    expect(mail!.body).toContain(body.code);
    const accounts = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(kwame.email).first<{ n: number }>();
    expect(accounts!.n).toBe(1);
  });

  it("answers an existing address the same way as a new one while KV is down", async () => {
    await insertUser({ email: kwame.email, firstName: "Kwame", emailVerified: true });
    const existing = await post("/api/register", kwame, { CODES: unavailableKv() });
    const fresh = await post("/api/register", { ...kwame, email: "yaa.asantewaa@example.com.gh" }, { CODES: unavailableKv() });
    expect(await existing.json()).toEqual(await fresh.json());
  });
});

describe("signing up while the mail provider is too slow", () => {
  it("answers within the timeouts that the e-mail is not confirmed sent; Resend delivers a working code once Resend recovers", async () => {
    // Resend answers every attempt of the sign-up 2 s late (the timeout is 150 ms), then recovers.
    const apiKey = `re_scripted_${crypto.randomUUID()}`;
    await fetch(`${fakeUrl}/__faults`, { method: "POST", body: JSON.stringify({ key: apiKey, steps: [{ delayMs: 2_000 }, { delayMs: 2_000 }, { delayMs: 2_000 }] }) });
    const resend = { RESEND_API_KEY: apiKey, MAIL_API_URL: fakeUrl, OUTSIDE_CALL_TIMEOUT_MS: "150" };
    const requests = async () => ((await (await fetch(`${fakeUrl}/__faults/${apiKey}`)).json()) as { requests: number }).requests;

    const started = Date.now();
    await expectRegisteredWithoutCode(await post("/api/register", kwame, resend));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await requests()).toBe(3);

    // No 60 s wait: the timed-out send was given back.
    const resent = await post("/api/resend-verification", { email: kwame.email }, resend);
    expect(resent.status).toBe(200);
    expect(await requests()).toBe(4);
    // Resend took it (a 200 with the message id, else the answer would be 503); its code signs the patient up.
    const { code } = (await resent.json()) as { code: string };
    const verified = await sendJson("/api/verify-email", { email: kwame.email, code });
    expect(verified.status).toBe(200);
    expect(await accountRow(kwame.email)).toEqual({ email_verified: 1 });
  });
});

describe("signing up again soon after the account was erased", () => {
  it("keeps the new account and says no e-mail went out when the address's code sends are still used up, rather than refusing a sign-up it made", async () => {
    expect((await post("/api/register", kwame, {})).status).toBe(201);
    // Erased (the account's own deletion removes the row), and signed up again within the resend wait.
    await env.DB.prepare("DELETE FROM users WHERE email = ?").bind(kwame.email).run();
    await expectRegisteredWithoutCode(await post("/api/register", kwame, {}));
    expect(await accountRow(kwame.email)).toEqual({ email_verified: 0 });
    // The same address signing up once more is the existing-account path: still the same answer.
    expect((await post("/api/register", kwame, {})).status).toBe(201);
  });
});
