/** The production adapters against a local fake that speaks the providers' documented APIs. */
import { beforeEach, describe, expect, inject, it } from "vitest";
import { arkeselSms } from "./arkesel-sms.ts";
import { resendMailer } from "./resend-mailer.ts";
import { FAKE_KEYS, type FakeFault } from "../../test/fake-providers.ts";
import type { CallPolicy } from "./outside-call.ts";

const baseUrl = inject("fakeProvidersUrl");
const received = async () => (await (await fetch(`${baseUrl}/__received`)).json()) as { service: string; headers: Record<string, string>; body: Record<string, unknown> }[];

/** Short waits so that a slowed fake is "too slow" within a test's time. */
const quick: CallPolicy = { timeoutMs: 150, maxAttempts: 3, backoffMs: 20, maxBackoffMs: 1_500, budgetMs: 5_000 };

/** A key of this test's own, for which the fake plays `steps` (slow or failing answers) in turn. */
async function scriptedKey(steps: FakeFault[]): Promise<string> {
  const key = `scripted_${crypto.randomUUID()}`;
  await fetch(`${baseUrl}/__faults`, { method: "POST", body: JSON.stringify({ key, steps }) });
  return key;
}
const requestsWith = async (key: string) => ((await (await fetch(`${baseUrl}/__faults/${key}`)).json()) as { requests: number }).requests;
const mailsTo = async (address: string) => (await received()).filter((r) => r.service === "resend" && (r.body.to as string[])[0] === address);
const smsTo = async (number: string) => (await received()).filter((r) => r.service === "arkesel" && (r.body.recipients as string[])[0] === number);

beforeEach(async () => {
  await fetch(`${baseUrl}/__received`, { method: "DELETE" });
});

describe("Resend e-mail adapter", () => {
  it("posts the message with the Bearer key, our sender and the recipient list", async () => {
    await resendMailer({ apiKey: FAKE_KEYS.resend, baseUrl }).send({ to: "ama@example.com.gh", subject: "Your code", text: "Code 123456" });
    const [mail] = await received();
    expect(mail).toMatchObject({
      service: "resend",
      body: { from: "GhanaHealth <no-reply@ghanahealth.com.gh>", to: ["ama@example.com.gh"], subject: "Your code", text: "Code 123456" },
    });
  });

  it("turns a refused key or a provider failure into a 503 the user can retry", async () => {
    for (const apiKey of ["wrong-key", FAKE_KEYS.failing]) {
      await expect(resendMailer({ apiKey, baseUrl }).send({ to: "ama@example.com.gh", subject: "s", text: "t" })).rejects.toMatchObject({ status: 503, code: "unavailable" });
    }
  });

  it("turns an unreachable API into a 503", async () => {
    await expect(resendMailer({ apiKey: FAKE_KEYS.resend, baseUrl: "http://127.0.0.1:9" }).send({ to: "a@b.gh", subject: "s", text: "t" })).rejects.toMatchObject({ status: 503 });
  });
});

describe("Resend e-mail adapter when Resend is slow or failing", () => {
  it("gives up on a slow attempt and retries with the same Idempotency-Key: the patient gets one e-mail", async () => {
    const apiKey = await scriptedKey([{ delayMs: 1_000 }]);
    await resendMailer({ apiKey, baseUrl, policy: quick }).send({ to: "slow.once@example.com.gh", subject: "Your code", text: "Code 123456" });
    // The first attempt reached Resend (and sent) but answered too late; the retry was recognised.
    expect(await requestsWith(apiKey)).toBe(2);
    expect(await mailsTo("slow.once@example.com.gh")).toHaveLength(1);
  });

  it("retries 500 and 503 with backoff and succeeds on the third attempt", async () => {
    const apiKey = await scriptedKey([{ status: 500 }, { status: 503 }]);
    await resendMailer({ apiKey, baseUrl, policy: quick }).send({ to: "flaky@example.com.gh", subject: "s", text: "t" });
    expect(await requestsWith(apiKey)).toBe(3);
    expect(await mailsTo("flaky@example.com.gh")).toHaveLength(1);
  });

  it("waits as long as a 429's Retry-After asks before trying again", async () => {
    const apiKey = await scriptedKey([{ status: 429, retryAfter: "1" }]);
    const started = Date.now();
    await resendMailer({ apiKey, baseUrl, policy: quick }).send({ to: "busy@example.com.gh", subject: "s", text: "t" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(await requestsWith(apiKey)).toBe(2);
  });

  it("stops at once when Retry-After asks for longer than a user can wait", async () => {
    const apiKey = await scriptedKey([{ status: 429, retryAfter: "120" }]);
    await expect(resendMailer({ apiKey, baseUrl, policy: quick }).send({ to: "a@b.gh", subject: "s", text: "t" })).rejects.toMatchObject({ status: 503 });
    expect(await requestsWith(apiKey)).toBe(1);
  });

  it("never retries a refusal (4xx other than 429)", async () => {
    const apiKey = await scriptedKey([{ status: 422 }]);
    await expect(resendMailer({ apiKey, baseUrl, policy: quick }).send({ to: "a@b.gh", subject: "s", text: "t" })).rejects.toMatchObject({ status: 503 });
    expect(await requestsWith(apiKey)).toBe(1);
  });

  it("answers 503 within the timeouts when Resend stays slow, after 3 attempts", async () => {
    const apiKey = await scriptedKey([{ delayMs: 2_000 }, { delayMs: 2_000 }, { delayMs: 2_000 }]);
    const started = Date.now();
    await expect(resendMailer({ apiKey, baseUrl, policy: quick }).send({ to: "a@b.gh", subject: "s", text: "t" })).rejects.toMatchObject({ status: 503, code: "unavailable" });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await requestsWith(apiKey)).toBe(3);
  });
});

describe("Arkesel SMS adapter", () => {
  it("posts the text with the api-key header, an 11-character sender id and the number without '+'", async () => {
    await arkeselSms({ apiKey: FAKE_KEYS.arkesel, baseUrl }).send({ to: "+233241234567", text: "GhanaHealth code: 123456" });
    const [sms] = await received();
    expect(sms).toMatchObject({ service: "arkesel", body: { sender: "GhanaHealth", message: "GhanaHealth code: 123456", recipients: ["233241234567"] } });
    expect(sms!.headers["api-key"]).toBe(FAKE_KEYS.arkesel);
  });

  it("turns a refused key or a gateway failure into a 503", async () => {
    for (const apiKey of ["wrong-key", FAKE_KEYS.failing]) {
      await expect(arkeselSms({ apiKey, baseUrl }).send({ to: "+233241234567", text: "t" })).rejects.toMatchObject({ status: 503 });
    }
  });
});

describe("Arkesel SMS adapter when the gateway is slow or failing", () => {
  // Arkesel documents no idempotency key: a repeated send could text the code twice, so none is made.
  it("answers 503 after one timed-out attempt and does not send again", async () => {
    const apiKey = await scriptedKey([{ delayMs: 1_000 }]);
    const started = Date.now();
    await expect(arkeselSms({ apiKey, baseUrl, policy: quick }).send({ to: "+233241110001", text: "t" })).rejects.toMatchObject({ status: 503 });
    expect(Date.now() - started).toBeLessThan(900);
    expect(await requestsWith(apiKey)).toBe(1);
  });

  it("answers 503 after one 500 and does not send again", async () => {
    const apiKey = await scriptedKey([{ status: 500 }]);
    await expect(arkeselSms({ apiKey, baseUrl, policy: quick }).send({ to: "+233241110002", text: "t" })).rejects.toMatchObject({ status: 503 });
    expect(await requestsWith(apiKey)).toBe(1);
    expect(await smsTo("233241110002")).toEqual([]);
  });
});

describe("choosing the adapter by configuration", () => {
  it("sends sign-up codes through Resend when its key is configured, and nothing to the outbox", async () => {
    const { env } = await import("cloudflare:workers");
    const { createApp } = await import("../app.ts");
    const configured = { ...env, RESEND_API_KEY: FAKE_KEYS.resend, MAIL_API_URL: baseUrl };
    const response = await createApp().request(
      "http://127.0.0.1/api/register",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "kweku@example.com.gh", password: "secret1", firstName: "Kweku", lastName: "Sarpong" }) },
      configured,
    );
    expect(response.status).toBe(201);
    const [mail] = await received();
    expect(mail).toMatchObject({ service: "resend", body: { to: ["kweku@example.com.gh"] } });
    const outbox = await env.DB.prepare("SELECT count(*) AS n FROM outbox").first<{ n: number }>();
    expect(outbox!.n).toBe(0);
  });
});
