import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, insertUser, latestCode, outboxFor, sendJson, sessionCookieFrom } from "../../../test/fixtures.ts";

const ama = { email: "Ama.Owusu@Example.com.gh", password: "akwaaba25", firstName: "Ama", lastName: "Owusu", role: "patient" };

describe("POST /api/register", () => {
  it("creates an unverified patient, e-mails a 6-digit code and starts no session", async () => {
    const response = await sendJson("/api/register", ama);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ requiresVerification: true, emailSent: true, firstName: "Ama" });
    expect(sessionCookieFrom(response)).toBeNull();

    const [mail] = await outboxFor("ama.owusu@example.com.gh");
    expect(mail).toMatchObject({ channel: "email", recipient: "ama.owusu@example.com.gh" });
    expect(mail!.body).toContain(body.code as string);
    const row = await env.DB.prepare("SELECT role, email_verified, password_hash FROM users WHERE email = ?").bind("ama.owusu@example.com.gh").first();
    expect(row).toMatchObject({ role: "patient", email_verified: 0 });
    expect(row!.password_hash).toMatch(/^pbkdf2-sha512\$100000\$/);
  });

  it("answers an existing address exactly like a new one, and tells its owner by e-mail", async () => {
    await insertUser({ email: "kofi@example.com.gh", firstName: "Kofi" });
    const response = await sendJson("/api/register", { ...ama, email: "kofi@example.com.gh" });
    expect(response.status).toBe(201);
    const { code: _devCode, ...body } = (await response.json()) as Record<string, unknown>;
    const fresh = await sendJson("/api/register", { ...ama, email: "new.person@example.com.gh" });
    const { code: _freshCode, ...freshBody } = (await fresh.json()) as Record<string, unknown>;
    expect(body).toEqual(freshBody);
    const [notice] = await outboxFor("kofi@example.com.gh");
    expect(notice!.subject).toBe("You already have a GhanaHealth account");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'kofi@example.com.gh'").first<{ n: number }>();
    expect(count!.n).toBe(1);
  });

  it("refuses missing and invalid fields with 400 and a message per field", async () => {
    const response = await sendJson("/api/register", { email: "not-an-email", password: "12345" });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toMatchObject({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n).toBe(0);
  });

  it("refuses an address that can never receive mail (.invalid, what phone-only accounts hold), so no one can take a caller's place", async () => {
    const response = await sendJson("/api/register", { email: "phone-233241234567@ussd.invalid", password: "secret123", firstName: "Ama", lastName: "Owusu" });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({ email: "Please enter a valid email address" });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n).toBe(0);
  });

  it("refuses the provider role: providers register through the provider wizard", async () => {
    const response = await sendJson("/api/register", { ...ama, role: "provider" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { role: expect.any(String) } } });
  });

  it("answers malformed JSON with a JSON 400", async () => {
    const response = await sendJson("/api/register", "{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
  });
});

describe("POST /api/verify-email", () => {
  async function registered() {
    await sendJson("/api/register", ama);
    return latestCode("ama.owusu@example.com.gh");
  }

  it("verifies the e-mail with the right code and signs the patient in", async () => {
    const code = await registered();
    const response = await sendJson("/api/verify-email", { email: "ama.owusu@example.com.gh", code });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ verified: true, user: { email: "ama.owusu@example.com.gh", role: "patient", emailVerified: true } });
    const cookie = sessionCookieFrom(response)!;
    expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect(response.headers.getSetCookie()[0]).toMatch(/SameSite=Lax/i);
    expect((await api("/api/user", { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("accepts each code once", async () => {
    const code = await registered();
    await sendJson("/api/verify-email", { email: "ama.owusu@example.com.gh", code });
    const again = await sendJson("/api/verify-email", { email: "ama.owusu@example.com.gh", code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: "invalid_code" } });
  });

  it("refuses a wrong code with 'Invalid verification code'", async () => {
    const code = await registered();
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await sendJson("/api/verify-email", { email: "ama.owusu@example.com.gh", code: wrong });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_code", message: "Invalid verification code" } });
  });

  it("voids the code at the 5th wrong try, so the 6th try fails even with the right code", async () => {
    const code = await registered();
    const wrong = code === "000000" ? "111111" : "000000";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await sendJson("/api/verify-email", { email: "ama.owusu@example.com.gh", code: wrong })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const sixth = await sendJson("/api/verify-email", { email: "ama.owusu@example.com.gh", code });
    expect(sixth.status).toBe(400);
    const user = await env.DB.prepare("SELECT email_verified FROM users").first<{ email_verified: number }>();
    expect(user!.email_verified).toBe(0);
  });

  it("refuses a code that is not six digits with 400 and the field's message", async () => {
    const response = await sendJson("/api/verify-email", { email: "ama.owusu@example.com.gh", code: "12ab" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { code: "Enter the 6-digit code" } } });
  });
});
