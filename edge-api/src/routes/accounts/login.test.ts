import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../auth/password.ts";
import { api, insertUser, letTimePassForSends, outboxFor, sendJson, sessionCookieFrom } from "../../../test/fixtures.ts";

async function patient(overrides: Parameters<typeof insertUser>[0] = {}) {
  return insertUser({ email: "abena@example.com.gh", firstName: "Abena", passwordHash: await hashPassword("Medaase#1"), ...overrides });
}

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  api("/api/login", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify({ email, password }) });

describe("POST /api/login", () => {
  it("signs a verified patient in with an HttpOnly session cookie", async () => {
    await patient();
    const response = await login("Abena@Example.com.gh", "Medaase#1");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: "patient", firstName: "Abena", requiresVerification: false, requiresProviderVerification: false });
    const cookie = sessionCookieFrom(response)!;
    expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const me = await api("/api/user", { headers: { Cookie: cookie } });
    expect(await me.json()).toMatchObject({ email: "abena@example.com.gh" });
  });

  it("gives a new session token at every sign-in", async () => {
    await patient();
    const first = sessionCookieFrom(await login("abena@example.com.gh", "Medaase#1"));
    const second = sessionCookieFrom(await login("abena@example.com.gh", "Medaase#1"));
    expect(first).not.toBe(second);
  });

  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    await patient();
    const unknown = await login("nobody@example.com.gh", "Medaase#1");
    const wrong = await login("abena@example.com.gh", "wrong-password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it("throttles repeated failures from one client with 429, even with the right password, saying how long to wait", async () => {
    await patient();
    for (let i = 0; i < 5; i++) expect((await login("abena@example.com.gh", `wrong-${i}`)).status).toBe(401);
    const throttled = await login("abena@example.com.gh", "Medaase#1");
    expect(throttled.status).toBe(429);
    const wait = Number(throttled.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(880);
    expect(wait).toBeLessThanOrEqual(900);
    expect(await throttled.json()).toMatchObject({ error: { code: "rate_limited", retryAfterSeconds: wait } });
  });

  it("starts no session for an unverified e-mail and sends a fresh code instead", async () => {
    await patient({ emailVerified: false });
    const response = await login("abena@example.com.gh", "Medaase#1");
    expect(await response.json()).toMatchObject({ requiresVerification: true, email: "abena@example.com.gh" });
    expect(sessionCookieFrom(response)).toBeNull();
    expect(await outboxFor("abena@example.com.gh")).toHaveLength(1);
  });

  it("refuses a stored password hash that is not PBKDF2-SHA-512 at 100,000 iterations", async () => {
    const weak = await hashPassword("Medaase#1");
    await patient({ passwordHash: weak.replace("$100000$", "$1000$") });
    expect((await login("abena@example.com.gh", "Medaase#1")).status).toBe(401);
  });

  it("refuses a sign-in posted from another site", async () => {
    await patient();
    const response = await login("abena@example.com.gh", "Medaase#1", { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(sessionCookieFrom(response)).toBeNull();
  });

  it("refuses missing fields with 400 and a message per field", async () => {
    const response = await sendJson("/api/login", {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation_failed", fields: { email: expect.any(String), password: expect.any(String) } } });
  });
});

describe("wrong passwords from strangers do not lock the owner out", () => {
  const from = (address: string, cookie?: string) => ({ "CF-Connecting-IP": address, ...(cookie ? { Cookie: cookie } : {}) });
  const deviceCookieFrom = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("gh_device="))?.split(";")[0];

  it("a browser that signed in before keeps signing in after others' wrong passwords from every address", async () => {
    await patient();
    const signedIn = await login("abena@example.com.gh", "Medaase#1", from("41.66.1.1"));
    const device = deviceCookieFrom(signedIn)!;
    expect(signedIn.headers.getSetCookie().find((c) => c.startsWith("gh_device="))).toMatch(/HttpOnly/i);
    // Guessing from many addresses, the owner's own address included (a shared mobile address).
    for (const address of ["102.176.1.1", "102.176.1.2", "102.176.1.3", "41.66.1.1"]) {
      for (let i = 0; i < 6; i++) await login("abena@example.com.gh", `guess-${i}`, from(address));
      expect((await login("abena@example.com.gh", "Medaase#1", from(address))).status).toBe(429);
    }
    const owner = await login("abena@example.com.gh", "Medaase#1", from("41.66.1.1", device));
    expect(owner.status).toBe(200);
    expect(sessionCookieFrom(owner)).not.toBeNull();
  }, 20_000);

  it("one address guessing is limited without locking the account for another new browser", async () => {
    await patient();
    for (let i = 0; i < 5; i++) await login("abena@example.com.gh", `guess-${i}`, from("102.176.9.9"));
    expect((await login("abena@example.com.gh", "Medaase#1", from("102.176.9.9"))).status).toBe(429);
    expect((await login("abena@example.com.gh", "Medaase#1", from("41.66.2.2"))).status).toBe(200);
  }, 20_000);

  it("guessing stays limited: across addresses the account answers 429 to unknown browsers, and a known browser's own wrong guesses limit it", async () => {
    await patient();
    const device = deviceCookieFrom(await login("abena@example.com.gh", "Medaase#1", from("41.66.1.1")))!;
    for (let i = 0; i < 10; i++) expect((await login("abena@example.com.gh", `guess-${i}`, from(`102.176.3.${i}`))).status).toBe(401);
    const fresh = await login("abena@example.com.gh", `guess-x`, from("102.176.3.200"));
    expect(fresh.status).toBe(429);
    expect(((await fresh.json()) as { error: { retryAfterSeconds: number } }).error.retryAfterSeconds).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await login("abena@example.com.gh", `typo-${i}`, from("41.66.1.1", device))).status).toBe(401);
    expect((await login("abena@example.com.gh", "Medaase#1", from("41.66.1.1", device))).status).toBe(429);
  }, 20_000);

  it("a device cookie is good only for its own account and only as the server signed it", async () => {
    await patient();
    const other = await insertUser({ email: "kofi@example.com.gh", firstName: "Kofi", passwordHash: await hashPassword("Akwaaba#2") });
    const device = deviceCookieFrom(await login("kofi@example.com.gh", "Akwaaba#2", from("41.66.1.1")))!;
    const forged = device.replace(/^gh_device=\d+\./, "gh_device=1.");
    expect(device).toMatch(new RegExp(`^gh_device=${other.id}\\.`));
    for (let i = 0; i < 5; i++) await login("abena@example.com.gh", `guess-${i}`, from("102.176.5.5"));
    for (const cookie of [device, forged, "gh_device=1.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"]) {
      expect((await login("abena@example.com.gh", "Medaase#1", from("102.176.5.5", cookie))).status).toBe(429);
    }
  }, 20_000);
});

describe("signing out", () => {
  it("POST /api/logout ends the session: the old cookie no longer works", async () => {
    await patient();
    const cookie = sessionCookieFrom(await login("abena@example.com.gh", "Medaase#1"))!;
    const response = await sendJson("/api/logout", {}, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(/gh_session=;/);
    expect((await api("/api/user", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("GET /api/logout ends the session and sends the browser home", async () => {
    await patient();
    const cookie = sessionCookieFrom(await login("abena@example.com.gh", "Medaase#1"))!;
    const response = await api("/api/logout", { headers: { Cookie: cookie }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect((await api("/api/user", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("a navigation to GET /api/logout from our own pages, or typed by the visitor, ends the session", async () => {
    await patient();
    for (const fetchSite of ["same-origin", "none"]) {
      const cookie = sessionCookieFrom(await login("abena@example.com.gh", "Medaase#1"))!;
      const response = await api("/api/logout", { headers: { Cookie: cookie, "Sec-Fetch-Site": fetchSite, "Sec-Fetch-Mode": "navigate" }, redirect: "manual" });
      expect(response.headers.get("location")).toBe("/");
      expect((await api("/api/user", { headers: { Cookie: cookie } })).status).toBe(401);
    }
  });

  it("a navigation to GET /api/logout started by another site leaves the visitor signed in", async () => {
    await patient();
    const cookie = sessionCookieFrom(await login("abena@example.com.gh", "Medaase#1"))!;
    for (const headers of [{ "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site" }, { Origin: "https://evil.example" }] as Record<string, string>[]) {
      const response = await api("/api/logout", { headers: { Cookie: cookie, "Sec-Fetch-Mode": "navigate", ...headers }, redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      expect(response.headers.getSetCookie()).toEqual([]);
      expect((await api("/api/user", { headers: { Cookie: cookie } })).status).toBe(200);
    }
  });
});

describe("POST /api/resend-verification", () => {
  it("refuses a resend inside 60 seconds with 429 and Retry-After", async () => {
    await patient({ emailVerified: false });
    expect((await sendJson("/api/resend-verification", { email: "abena@example.com.gh" })).status).toBe(200);
    const tooSoon = await sendJson("/api/resend-verification", { email: "abena@example.com.gh" });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(await tooSoon.json()).toMatchObject({ error: { code: "rate_limited", message: "Please wait before requesting another code." } });
  });

  it("allows 5 sends an hour and refuses the 6th", async () => {
    await patient({ emailVerified: false });
    for (let i = 0; i < 5; i++) {
      expect((await sendJson("/api/resend-verification", { email: "abena@example.com.gh" })).status).toBe(200);
      await letTimePassForSends("send:signup:abena@example.com.gh", 61_000);
    }
    const sixth = await sendJson("/api/resend-verification", { email: "abena@example.com.gh" });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ error: { message: "Too many codes requested. Please try again later." } });
    expect(await outboxFor("abena@example.com.gh")).toHaveLength(5);
  });

  it("answers alike for unknown, verified and unverified addresses, sending only to the unverified", async () => {
    await patient({ emailVerified: true });
    await insertUser({ email: "esi@example.com.gh", emailVerified: false });
    const bodies = [];
    for (const email of ["abena@example.com.gh", "esi@example.com.gh", "nobody@example.com.gh"]) {
      const response = await sendJson("/api/resend-verification", { email });
      expect(response.status).toBe(200);
      const { code: _dev, ...body } = (await response.json()) as Record<string, unknown>;
      bodies.push(body);
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await outboxFor("abena@example.com.gh")).toHaveLength(0);
    expect(await outboxFor("esi@example.com.gh")).toHaveLength(1);
    expect(await outboxFor("nobody@example.com.gh")).toHaveLength(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n).toBe(2);
  });
});
