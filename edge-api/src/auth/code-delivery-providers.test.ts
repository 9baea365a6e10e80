/**
 * Sending a code while the SMS gateway is slow or failing: the request ends within the timeout with a
 * 503 the user can retry, the SMS is not sent twice, and the failed send costs no allowance.
 */
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../app.ts";
import { insertUser, signIn } from "../../test/fixtures.ts";
import type { FakeFault } from "../../test/fake-providers.ts";

const fakeUrl = inject("fakeProvidersUrl");
const app = createApp();

async function arkeselPlaying(steps: FakeFault[]) {
  const apiKey = `arkesel_scripted_${crypto.randomUUID()}`;
  await fetch(`${fakeUrl}/__faults`, { method: "POST", body: JSON.stringify({ key: apiKey, steps }) });
  return {
    send: (cookie: string, phone: string) =>
      app.fetch(
        new Request("http://127.0.0.1/api/auth/send-verification", {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", Cookie: cookie },
          body: JSON.stringify({ type: "phone", phone }),
        }),
        { ...env, ARKESEL_API_KEY: apiKey, SMS_API_URL: fakeUrl, OUTSIDE_CALL_TIMEOUT_MS: "150" },
      ),
    requests: async () => ((await (await fetch(`${fakeUrl}/__faults/${apiKey}`)).json()) as { requests: number }).requests,
  };
}

const sendsCounted = async (key: string) => (await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(key).first<{ count: number }>())?.count ?? 0;

describe("a phone code while the SMS gateway is slow or failing", () => {
  for (const [label, fault] of [["too slow", { delayMs: 2_000 }], ["failing", { status: 500 }]] as const) {
    it(`answers 503 at once when the gateway is ${label}, tries it once, and lets the user retry without waiting`, async () => {
      const arkesel = await arkeselPlaying([fault]);
      const user = await insertUser();
      const cookie = await signIn(user.id);

      const started = Date.now();
      const failed = await arkesel.send(cookie, "024 765 1111");
      expect(failed.status).toBe(503);
      expect(await failed.json()).toMatchObject({ error: { code: "unavailable" } });
      expect(Date.now() - started).toBeLessThan(1_000);
      // Arkesel has no idempotency key: a second try could text the code twice, so none is made.
      expect(await arkesel.requests()).toBe(1);
      expect(await sendsCounted(`send:phone:user:${user.id}`)).toBe(0);
      expect(await sendsCounted("send:phone-number:+233247651111")).toBe(0);

      const retried = await arkesel.send(cookie, "024 765 1111");
      expect(retried.status).toBe(200);
      expect(await arkesel.requests()).toBe(2);
      expect(await sendsCounted(`send:phone:user:${user.id}`)).toBe(1);
    });
  }
});
