import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertUser, outboxFor, sendJson, signIn } from "../../test/fixtures.ts";
import { createApp } from "../app.ts";
import { users } from "../db/schema.ts";

/** A KV namespace that is down: every call rejects as KV does. */
function unavailableKv(): KVNamespace {
  const reject = (operation: string) => () => Promise.reject(new Error(`KV ${operation} failed: 503 Service Unavailable`));
  return { get: reject("GET"), getWithMetadata: reject("GET"), put: reject("PUT"), delete: reject("DELETE"), list: reject("LIST") } as unknown as KVNamespace;
}

function postWithKvDown(path: string, body: unknown, cookie: string) {
  return createApp().fetch(
    new Request(`http://127.0.0.1${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", Cookie: cookie },
      body: JSON.stringify(body),
    }),
    { ...env, CODES: unavailableKv() },
  );
}

/** Sends counted in the current hour under a rate-limit key. */
async function sendsCounted(key: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(key).first<{ count: number }>();
  return row?.count ?? 0;
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toEqual({ error: { code: "unavailable", message: expect.any(String), retryAfterSeconds: expect.any(Number) } });
  expect(JSON.stringify(body)).not.toContain(AUTH_MESSAGES.codeSent);
}

describe("sending a verification code while KV is unavailable", () => {
  it("answers 503 for an e-mail code and sends nothing; once KV is back a code goes out", async () => {
    const user = await insertUser({ email: "kofi@example.com.gh", emailVerified: false });
    const cookie = await signIn(user.id);
    await expectUnavailable(await postWithKvDown("/api/auth/send-verification", { type: "email" }, cookie));
    expect(await outboxFor("kofi@example.com.gh")).toEqual([]);

    // The failed attempt gave its send back: no 60 s wait, and none of the 5 an hour is spent.
    const sent = await sendJson("/api/auth/send-verification", { type: "email" }, { cookie });
    expect(sent.status).toBe(200);
    expect(await outboxFor("kofi@example.com.gh")).toHaveLength(1);
    expect(await sendsCounted("send:signup:kofi@example.com.gh")).toBe(1);
  });

  it("gives the send back each time, so five failures leave all five sends of the hour", async () => {
    const user = await insertUser({ email: "efua@example.com.gh", emailVerified: false });
    const cookie = await signIn(user.id);
    for (let attempt = 0; attempt < 5; attempt++) await expectUnavailable(await postWithKvDown("/api/auth/send-verification", { type: "email" }, cookie));
    expect(await sendsCounted("send:signup:efua@example.com.gh")).toBe(0);
    expect((await sendJson("/api/auth/send-verification", { type: "email" }, { cookie })).status).toBe(200);
    // The real send starts the 60 s wait as usual.
    expect((await sendJson("/api/auth/send-verification", { type: "email" }, { cookie })).status).toBe(429);
  });

  it("answers 503 for a phone code and sends no SMS", async () => {
    const user = await insertUser();
    const cookie = await signIn(user.id);
    await expectUnavailable(await postWithKvDown("/api/auth/send-verification", { type: "phone", phone: "024 765 4321" }, cookie));
    expect(await outboxFor("+233247654321")).toEqual([]);
    // Neither the account's nor the phone number's allowance was spent on it.
    expect(await sendsCounted(`send:phone:user:${user.id}`)).toBe(0);
    expect(await sendsCounted("send:phone-number:+233247654321")).toBe(0);
    expect((await sendJson("/api/auth/send-verification", { type: "phone", phone: "024 765 4321" }, { cookie })).status).toBe(200);
  });

  it("answers 503 to a code check and verifies nothing", async () => {
    const user = await insertUser({ emailVerified: false });
    const cookie = await signIn(user.id);
    await expectUnavailable(await postWithKvDown("/api/auth/verify", { type: "email", code: "123456" }, cookie));
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(false);
  });
});
