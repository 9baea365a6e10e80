/** The production adapters against a local fake that speaks the providers' documented APIs. */
import { beforeEach, describe, expect, inject, it } from "vitest";
import { arkeselSms } from "./arkesel-sms.ts";
import { resendMailer } from "./resend-mailer.ts";
import { FAKE_KEYS } from "../../test/fake-providers.ts";

const baseUrl = inject("fakeProvidersUrl");
const received = async () => (await (await fetch(`${baseUrl}/__received`)).json()) as { service: string; headers: Record<string, string>; body: Record<string, unknown> }[];

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
