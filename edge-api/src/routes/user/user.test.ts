import { describe, expect, it } from "vitest";
import { api, insertUser, signIn } from "../../../test/fixtures.ts";

describe("GET /api/user", () => {
  it("answers 401 JSON for an anonymous visitor", async () => {
    const response = await api("/api/user");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthenticated" } });
  });

  it("answers 401 for a made-up or malformed session cookie", async () => {
    for (const cookie of ["gh_session=" + "x".repeat(43), "gh_session=short", "gh_session="]) {
      expect((await api("/api/user", { headers: { Cookie: cookie } })).status).toBe(401);
    }
  });

  it("returns the signed-in user without any secret", async () => {
    const user = await insertUser({ firstName: "Abena", lastName: "Darko", phone: "+233201234567", phoneVerified: true });
    const response = await api("/api/user", { headers: { Cookie: await signIn(user.id) } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: user.id, firstName: "Abena", lastName: "Darko", role: "patient", phoneVerified: true });
    expect(body).not.toHaveProperty("passwordHash");
  });

  it("ends a session at its absolute expiry and after it has been idle too long", async () => {
    const now = Date.now();
    const expired = await insertUser();
    const idle = await insertUser();
    const expiredCookie = await signIn(expired.id, { expiresAt: now - 1 });
    const idleCookie = await signIn(idle.id, { lastSeenAt: now - 25 * 3_600_000 });
    expect((await api("/api/user", { headers: { Cookie: expiredCookie } })).status).toBe(401);
    expect((await api("/api/user", { headers: { Cookie: idleCookie } })).status).toBe(401);
  });
});
