import { describe, expect, it } from "vitest";
import { hashPassword } from "../../auth/password.ts";
import { api, insertProvider, latestCode, outboxFor, sendJson, sessionCookieFrom } from "../../../test/fixtures.ts";
import { db } from "../../../test/fixtures.ts";
import { users } from "../../db/schema.ts";
import { eq } from "drizzle-orm";

async function provider() {
  const { user } = await insertProvider();
  await db().update(users).set({ email: "kwame@example.com.gh", passwordHash: await hashPassword("Provider#2025") }).where(eq(users.id, user.id));
  return user;
}

describe("provider sign-in with the e-mail second factor", () => {
  it("starts no session at the password step, then signs in with the e-mailed code", async () => {
    await provider();
    const first = await sendJson("/api/login", { email: "kwame@example.com.gh", password: "Provider#2025" });
    expect(await first.json()).toMatchObject({ role: "provider", requiresProviderVerification: true });
    expect(sessionCookieFrom(first)).toBeNull();

    const code = await latestCode("kwame@example.com.gh");
    const verified = await sendJson("/api/provider/verify-login", { email: "kwame@example.com.gh", code });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ verified: true, user: { role: "provider" } });
    const me = await api("/api/user", { headers: { Cookie: sessionCookieFrom(verified)! } });
    expect(await me.json()).toMatchObject({ role: "provider" });
  });

  it("sends no code without the password step, and no code opens the account", async () => {
    await provider();
    const resend = await sendJson("/api/provider/send-verification", { email: "kwame@example.com.gh", mode: "login" });
    expect(resend.status).toBe(200);
    expect(await outboxFor("kwame@example.com.gh")).toHaveLength(0);
    const guess = await sendJson("/api/provider/verify-login", { email: "kwame@example.com.gh", code: "123456" });
    expect(guess.status).toBe(400);
    expect(sessionCookieFrom(guess)).toBeNull();
  });

  it("resends the sign-in code within the sign-in window", async () => {
    await provider();
    await sendJson("/api/login", { email: "kwame@example.com.gh", password: "Provider#2025" });
    await db().run(
      // As if the first code went out a minute ago.
      (await import("drizzle-orm")).sql`UPDATE rate_limits SET last_event_at = last_event_at - 61000 WHERE key = 'send:login:kwame@example.com.gh'`,
    );
    const resend = await sendJson("/api/provider/send-verification", { email: "kwame@example.com.gh", mode: "login" });
    expect(resend.status).toBe(200);
    expect(await outboxFor("kwame@example.com.gh")).toHaveLength(2);
    const code = await latestCode("kwame@example.com.gh");
    expect((await sendJson("/api/provider/verify-login", { email: "kwame@example.com.gh", code })).status).toBe(200);
  });

  it("refuses a wrong code with the server's message", async () => {
    await provider();
    await sendJson("/api/login", { email: "kwame@example.com.gh", password: "Provider#2025" });
    const code = await latestCode("kwame@example.com.gh");
    const response = await sendJson("/api/provider/verify-login", { email: "kwame@example.com.gh", code: code === "999999" ? "000000" : "999999" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_code", message: "Invalid verification code" } });
  });
});

describe("signing in again soon after", () => {
  it("sends a fresh code when the provider signs out and back in within a minute", async () => {
    await provider();
    await sendJson("/api/login", { email: "kwame@example.com.gh", password: "Provider#2025" });
    const first = await latestCode("kwame@example.com.gh");
    const session = sessionCookieFrom(await sendJson("/api/provider/verify-login", { email: "kwame@example.com.gh", code: first }))!;
    await sendJson("/api/logout", {}, { cookie: session });

    const again = await sendJson("/api/login", { email: "kwame@example.com.gh", password: "Provider#2025" });
    expect(await again.json()).toMatchObject({ requiresProviderVerification: true });
    expect(await outboxFor("kwame@example.com.gh")).toHaveLength(2);
    const second = await latestCode("kwame@example.com.gh");
    expect((await sendJson("/api/provider/verify-login", { email: "kwame@example.com.gh", code: second })).status).toBe(200);
  });

  it("keeps the 60-second wait while a sent code is still live", async () => {
    await provider();
    await sendJson("/api/login", { email: "kwame@example.com.gh", password: "Provider#2025" });
    await sendJson("/api/login", { email: "kwame@example.com.gh", password: "Provider#2025" });
    expect(await outboxFor("kwame@example.com.gh")).toHaveLength(1);
  });
});
