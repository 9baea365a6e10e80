import { IMAGE_MAX_BYTES } from "@gh/contracts/constants";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { api, db, insertProvider, insertUser, selfEditBody, signIn } from "../../test/fixtures.ts";
import { FAKE_KEYS, paystackSignature } from "../../test/fake-providers.ts";
import { createApp } from "../app.ts";
import { providers, users } from "../db/schema.ts";
import { bodyLimitFor, IMAGE_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from "./body-limit.ts";

const KiB = 1024;
const headers = (cookie?: string) => ({ "Content-Type": "application/json", Origin: "http://127.0.0.1", ...(cookie ? { Cookie: cookie } : {}) });
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

/** A JSON login body padded to exactly `bytes` bytes. */
function loginBodyOf(bytes: number): string {
  const shell = JSON.stringify({ email: "ama@example.com.gh", password: "" });
  return JSON.stringify({ email: "ama@example.com.gh", password: "x".repeat(bytes - shell.length) });
}

/** A body sent in 8 KiB chunks with no Content-Length, as a chunked upload arrives. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 8 * KiB));
      offset += 8 * KiB;
    },
  });
}

/** A "PNG" of `bytes` bytes (its signature, then filler) as the data URL the edit form sends. */
function pngDataUrl(bytes: number): string {
  const image = new Uint8Array(bytes).fill(0x41);
  image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let binary = "";
  for (let start = 0; start < image.length; start += 0x8000) binary += String.fromCharCode(...image.subarray(start, start + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}

describe("request body size limits", () => {
  it("knows which routes may carry a photo: 7 MiB there, 64 KiB everywhere else", () => {
    expect(bodyLimitFor("PUT", "/api/providers/12")).toBe(7 * 1024 * KiB);
    expect(bodyLimitFor("POST", "/api/provider/complete-registration")).toBe(7 * 1024 * KiB);
    expect(bodyLimitFor("PATCH", "/api/providers/edit-profile")).toBe(64 * KiB);
    expect(bodyLimitFor("PUT", "/api/providers/12/extra")).toBe(64 * KiB);
    expect(bodyLimitFor("POST", "/api/providers/12")).toBe(64 * KiB);
    expect(bodyLimitFor("POST", "/api/appointments")).toBe(64 * KiB);
  });

  it("answers 413 in the JSON error shape to a login body over 64 KiB, before reading it as JSON", async () => {
    const response = await api("/api/login", { method: "POST", headers: headers(), body: loginBodyOf(JSON_BODY_LIMIT_BYTES + 1) });
    expect(response.status).toBe(413);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(await errorOf(response)).toMatchObject({ code: "payload_too_large", message: expect.stringContaining("64 KiB") });
  });

  it("lets a body of exactly 64 KiB through to the route's own checks", async () => {
    const response = await api("/api/login", { method: "POST", headers: headers(), body: loginBodyOf(JSON_BODY_LIMIT_BYTES) });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("counts a chunked body with no Content-Length as it arrives", async () => {
    // Straight to the app: through the test runner's loopback, cutting the upload short also errors the sender.
    const big = await createApp().fetch(new Request("http://127.0.0.1/api/login", { method: "POST", headers: headers(), body: chunked(loginBodyOf(200 * KiB)) }), env);
    expect(big.status).toBe(413);
    expect((await errorOf(big)).code).toBe("payload_too_large");
    const small = await api("/api/login", { method: "POST", headers: headers(), body: chunked(JSON.stringify({ email: "nobody@example.com.gh", password: "wrong-password" })) });
    expect(small.status).toBe(401);
  });

  it("refuses a body longer than the small Content-Length it declares", async () => {
    const request = new Request("http://127.0.0.1/api/login", {
      method: "POST",
      headers: { ...headers(), "Content-Length": "40" },
      body: chunked(loginBodyOf(100 * KiB)),
    });
    const response = await createApp().fetch(request, env);
    expect(response.status).toBe(413);
  });

  it("refuses at once a declared Content-Length over the limit", async () => {
    const request = new Request("http://127.0.0.1/api/login", { method: "POST", headers: { ...headers(), "Content-Length": String(10 * 1024 * KiB) }, body: "{}" });
    expect((await createApp().fetch(request, env)).status).toBe(413);
  });

  it("refuses 100 KiB on the provider self-edit form (no photo there) and changes nothing", async () => {
    const { provider, user } = await insertProvider();
    const response = await api("/api/providers/edit-profile", {
      method: "PATCH",
      headers: headers(await signIn(user.id)),
      body: JSON.stringify(selfEditBody({ bio: "B".repeat(100 * KiB) })),
    });
    expect(response.status).toBe(413);
    const [row] = await db().select().from(providers).where(eq(providers.id, provider.id));
    expect(row!.bio).toBe(provider.bio);
  });

  it("takes a 5 MB photo on PUT /api/providers/:id (a 6.7 MB body) and refuses a body over 7 MiB there", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const photo = JSON.stringify({ profileImage: pngDataUrl(IMAGE_MAX_BYTES) });
    expect(photo.length).toBeGreaterThan(6.5 * 1024 * KiB);
    const saved = await api(`/api/providers/${provider.id}`, { method: "PUT", headers: headers(cookie), body: photo });
    expect(saved.status).toBe(200);
    const [account] = await db().select().from(users).where(eq(users.id, user.id));
    expect(account!.profileImageUrl).toMatch(/^\/api\/images\//);

    const oversized = JSON.stringify({ profileImage: pngDataUrl(IMAGE_MAX_BYTES), bio: "b".repeat(IMAGE_BODY_LIMIT_BYTES - photo.length + 1) });
    const refused = await api(`/api/providers/${provider.id}`, { method: "PUT", headers: headers(cookie), body: chunked(oversized) });
    expect(refused.status).toBe(413);
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after!.profileImageUrl).toBe(account!.profileImageUrl);
  });

  it("keeps the Paystack webhook's signature check on the raw body, chunked or not", async () => {
    const app = createApp();
    const paystackEnv = { ...env, PAYSTACK_SECRET_KEY: FAKE_KEYS.paystack, PAYSTACK_API_URL: inject("fakeProvidersUrl") };
    // Odd spacing and non-ASCII text: any re-encoding of the body would break the signature.
    const body = `{ "event":  "charge.success",\n "data": { "reference": "apt_999999_1", "status": "success", "amount": 15000, "currency": "GHS", "customer": "Ɛfua" } }`;
    const signature = await paystackSignature(body);
    const send = (payload: BodyInit, sig: string) =>
      app.fetch(new Request("http://127.0.0.1/api/payments/webhook", { method: "POST", headers: { "Content-Type": "application/json", "x-paystack-signature": sig }, body: payload }), paystackEnv);

    for (const payload of [body, chunked(body)]) {
      const accepted = await send(payload, signature);
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toMatchObject({ received: true, outcome: "ignored" });
    }
    expect((await send(body, "0".repeat(128))).status).toBe(401);
    expect((await send(`${body} `.repeat(1000), signature)).status).toBe(413);
  });

  it("does not touch bodiless requests", async () => {
    await insertUser();
    expect((await api("/api/specialties")).status).toBe(200);
  });
});
