import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { api, db, insertProvider, insertUser, latestCode, letTimePassForSends, outboxFor, sendJson, sessionCookieFrom, signIn } from "../../../test/fixtures.ts";
import { users } from "../../db/schema.ts";
import { eq } from "drizzle-orm";

const EMAIL = "abena@example.com.gh";
const OLD_PASSWORD = "Medaase#1";

async function patient(overrides: Parameters<typeof insertUser>[0] = {}) {
  return insertUser({ email: EMAIL, firstName: "Abena", passwordHash: await hashPassword(OLD_PASSWORD), ...overrides });
}

const forgot = (email: string, extra: Record<string, unknown> = {}) => sendJson("/api/password/forgot", { email, ...extra });
const reset = (email: string, code: string, password: string) => sendJson("/api/password/reset", { email, code, password });
const login = (email: string, password: string) => sendJson("/api/login", { email, password });
const storedHash = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!.passwordHash;
const otherThan = (code: string) => (code === "999999" ? "000000" : "999999");

describe("POST /api/password/forgot", () => {
  it("e-mails a 6-digit reset code to an account's address", async () => {
    await patient();
    const response = await forgot("Abena@Example.com.gh");
    expect(response.status).toBe(200);
    const [message] = await outboxFor(EMAIL);
    expect(message).toMatchObject({ channel: "email", subject: expect.stringContaining("password reset code") });
    expect(message!.body).toMatch(/\b\d{6}\b/);
  });

  it("answers an unknown address exactly like a known one, and sends nothing to it", async () => {
    await patient();
    const known = await forgot(EMAIL);
    const unknown = await forgot("nobody@example.com.gh");
    expect(unknown.status).toBe(known.status);
    const { code: _devCode, ...knownBody } = (await known.json()) as { code?: string };
    expect(await unknown.json()).toEqual(knownBody);
    expect(await outboxFor("nobody@example.com.gh")).toHaveLength(0);
  });

  it("refuses a second code inside 60 seconds with 429, for known and unknown addresses alike", async () => {
    await patient();
    for (const email of [EMAIL, "nobody@example.com.gh"]) {
      expect((await forgot(email)).status).toBe(200);
      const tooSoon = await forgot(email);
      expect(tooSoon.status).toBe(429);
      expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(50);
      expect(await tooSoon.json()).toMatchObject({ error: { code: "rate_limited", message: "Please wait before requesting another code." } });
    }
    expect(await outboxFor(EMAIL)).toHaveLength(1);
  });

  it("allows 5 codes an hour and refuses the 6th, for known and unknown addresses alike", async () => {
    await patient();
    for (const email of [EMAIL, "nobody@example.com.gh"]) {
      for (let i = 0; i < 5; i++) {
        expect((await forgot(email)).status).toBe(200);
        await letTimePassForSends(`send:password-reset:${email}`, 61_000);
      }
      const sixth = await forgot(email);
      expect(sixth.status).toBe(429);
      expect(await sixth.json()).toMatchObject({ error: { message: "Too many codes requested. Please try again later." } });
    }
    expect(await outboxFor(EMAIL)).toHaveLength(5);
  });

  it("texts the code to the account's verified phone when asked, and the code resets the password", async () => {
    const user = await patient({ phone: "+233245550123", phoneVerified: true });
    expect((await forgot(EMAIL, { channel: "sms" })).status).toBe(200);
    expect(await outboxFor(EMAIL)).toHaveLength(0);
    const [sms] = await outboxFor("+233245550123");
    expect(sms).toMatchObject({ channel: "sms" });
    expect((await reset(EMAIL, await latestCode("+233245550123"), "new-secret")).status).toBe(200);
    expect(await verifyPassword("new-secret", await storedHash(user.id))).toBe(true);
  });

  it("never texts a phone the owner has not verified: the code goes by e-mail, with the same answer", async () => {
    await patient({ phone: "+233245550123", phoneVerified: false });
    const unverified = await forgot(EMAIL, { channel: "sms" });
    const unknown = await forgot("nobody@example.com.gh", { channel: "sms" });
    expect(await outboxFor("+233245550123")).toHaveLength(0);
    expect(await outboxFor(EMAIL)).toHaveLength(1);
    const { code: _devCode, ...body } = (await unverified.json()) as { code?: string };
    expect(await unknown.json()).toEqual(body);
  });

  it("refuses a missing or malformed e-mail and an unknown channel with 400 and a message per field", async () => {
    const response = await sendJson("/api/password/forgot", { email: "not-an-email", channel: "pigeon" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "validation_failed", fields: { email: "Please enter a valid email address", channel: "channel must be email or sms" } },
    });
  });
});

describe("POST /api/password/reset", () => {
  it("sets the new password: the old one fails, the new one signs in, and the reset itself signs nobody in", async () => {
    await patient();
    await forgot(EMAIL);
    const response = await reset(EMAIL, await latestCode(EMAIL), "akwaaba25");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Your password has been changed. Sign in with your new password." });
    expect(sessionCookieFrom(response)).toBeNull();
    expect((await login(EMAIL, OLD_PASSWORD)).status).toBe(401);
    const signedIn = await login(EMAIL, "akwaaba25");
    expect(signedIn.status).toBe(200);
    expect(sessionCookieFrom(signedIn)).not.toBeNull();
  });

  it("ends every session the account had", async () => {
    const user = await patient();
    const phone = await signIn(user.id);
    const laptop = sessionCookieFrom(await login(EMAIL, OLD_PASSWORD))!;
    expect((await api("/api/user", { headers: { Cookie: laptop } })).status).toBe(200);
    await forgot(EMAIL);
    expect((await reset(EMAIL, await latestCode(EMAIL), "akwaaba25")).status).toBe(200);
    for (const cookie of [phone, laptop]) expect((await api("/api/user", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("e-mails a confirmation that the password changed, saying what to do if it was not them", async () => {
    await patient();
    await forgot(EMAIL);
    await reset(EMAIL, await latestCode(EMAIL), "akwaaba25");
    const [confirmation] = await outboxFor(EMAIL);
    expect(confirmation!.subject).toBe("Your GhanaHealth password was changed");
    expect(confirmation!.body).toContain("If this was not you");
    expect(confirmation!.body).toContain("Forgot password?");
  });

  it("refuses a wrong code with 400 and changes nothing", async () => {
    const user = await patient();
    const before = await storedHash(user.id);
    const cookie = await signIn(user.id);
    await forgot(EMAIL);
    const code = await latestCode(EMAIL);
    const wrong = await reset(EMAIL, otherThan(code), "akwaaba25");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { code: "invalid_code", message: "Invalid verification code" } });
    expect(await storedHash(user.id)).toBe(before);
    expect((await api("/api/user", { headers: { Cookie: cookie } })).status).toBe(200);
    expect(await outboxFor(EMAIL)).toHaveLength(1);
    // The right code still works after one wrong try.
    expect((await reset(EMAIL, code, "akwaaba25")).status).toBe(200);
  });

  it("voids the code after 5 wrong tries: even the right code is refused then", async () => {
    const user = await patient();
    await forgot(EMAIL);
    const code = await latestCode(EMAIL);
    for (let i = 0; i < 4; i++) expect((await reset(EMAIL, otherThan(code), "akwaaba25")).status).toBe(400);
    const fifth = await reset(EMAIL, otherThan(code), "akwaaba25");
    expect(fifth.status).toBe(429);
    expect(await fifth.json()).toMatchObject({ error: { message: "Too many wrong codes. Request a new code." } });
    const right = await reset(EMAIL, code, "akwaaba25");
    expect(right.status).toBe(400);
    expect(await right.json()).toMatchObject({ error: { message: "This code has expired or was already used. Request a new one." } });
    expect(await verifyPassword(OLD_PASSWORD, await storedHash(user.id))).toBe(true);
  });

  it("uses a code once", async () => {
    await patient();
    await forgot(EMAIL);
    const code = await latestCode(EMAIL);
    expect((await reset(EMAIL, code, "akwaaba25")).status).toBe(200);
    expect((await reset(EMAIL, code, "another-one")).status).toBe(400);
    expect((await login(EMAIL, "akwaaba25")).status).toBe(200);
  });

  it("answers an unknown address like a known one with a wrong code", async () => {
    const unknown = await reset("nobody@example.com.gh", "123456", "akwaaba25");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { code: "invalid_code" } });
  });

  it("never accepts a sign-up code as a reset code", async () => {
    const user = await patient({ emailVerified: false });
    await sendJson("/api/resend-verification", { email: EMAIL });
    expect((await reset(EMAIL, await latestCode(EMAIL), "akwaaba25")).status).toBe(400);
    expect(await verifyPassword(OLD_PASSWORD, await storedHash(user.id))).toBe(true);
  });

  it("refuses a password shorter than 6 characters and missing fields with 400 and a message per field", async () => {
    await patient();
    const short = await reset(EMAIL, "123456", "abc");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { code: "validation_failed", fields: { password: "Password must be at least 6 characters" } } });
    const empty = await sendJson("/api/password/reset", {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { fields: { email: expect.any(String), code: expect.any(String), password: expect.any(String) } } });
  });

  it("holds a provider to 8 characters and keeps the code so they can choose a longer one", async () => {
    const { user } = await insertProvider();
    await db().update(users).set({ email: "kwame@example.com.gh" }).where(eq(users.id, user.id));
    await forgot("kwame@example.com.gh");
    const code = await latestCode("kwame@example.com.gh");
    const short = await reset("kwame@example.com.gh", code, "sevenCh");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { code: "validation_failed", fields: { password: "Password must be at least 8 characters" } } });
    expect((await reset("kwame@example.com.gh", code, "Provider#2026")).status).toBe(200);
  });

  it("still asks a provider for the e-mailed second factor after a reset", async () => {
    const { user } = await insertProvider();
    await db().update(users).set({ email: "kwame@example.com.gh", passwordHash: await hashPassword("Provider#2025") }).where(eq(users.id, user.id));
    const session = await signIn(user.id);
    await forgot("kwame@example.com.gh");
    expect((await reset("kwame@example.com.gh", await latestCode("kwame@example.com.gh"), "Provider#2026")).status).toBe(200);
    expect((await api("/api/user", { headers: { Cookie: session } })).status).toBe(401);

    const signedIn = await login("kwame@example.com.gh", "Provider#2026");
    expect(await signedIn.json()).toMatchObject({ role: "provider", requiresProviderVerification: true });
    expect(sessionCookieFrom(signedIn)).toBeNull();
    const verified = await sendJson("/api/provider/verify-login", { email: "kwame@example.com.gh", code: await latestCode("kwame@example.com.gh") });
    expect(verified.status).toBe(200);
    expect(sessionCookieFrom(verified)).not.toBeNull();
  });

  it("voids a sign-in code that was sent after the old password", async () => {
    const { user } = await insertProvider();
    await db().update(users).set({ email: "kwame@example.com.gh", passwordHash: await hashPassword("Provider#2025") }).where(eq(users.id, user.id));
    await login("kwame@example.com.gh", "Provider#2025");
    const signInCode = await latestCode("kwame@example.com.gh");
    await forgot("kwame@example.com.gh");
    await reset("kwame@example.com.gh", await latestCode("kwame@example.com.gh"), "Provider#2026");
    expect((await sendJson("/api/provider/verify-login", { email: "kwame@example.com.gh", code: signInCode })).status).toBe(400);
  });

  it("lifts the lock-out from failed sign-ins, so the new password works at once", async () => {
    await patient();
    for (let i = 0; i < 5; i++) await login(EMAIL, `wrong-${i}`);
    expect((await login(EMAIL, OLD_PASSWORD)).status).toBe(429);
    await forgot(EMAIL);
    await reset(EMAIL, await latestCode(EMAIL), "akwaaba25");
    expect((await login(EMAIL, "akwaaba25")).status).toBe(200);
  });

  it("refuses a reset posted from another site", async () => {
    await patient();
    await forgot(EMAIL);
    const response = await api("/api/password/reset", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ email: EMAIL, code: await latestCode(EMAIL), password: "akwaaba25" }),
    });
    expect(response.status).toBe(403);
  });
});
