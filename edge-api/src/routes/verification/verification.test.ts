import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { verificationCodes } from "../../auth/codes.ts";
import { api, db, insertUser, latestCode, outboxFor, sendJson, signIn } from "../../../test/fixtures.ts";

describe("verifying a phone by SMS", () => {
  it("sends a code to the Ghana number in E.164 and marks the phone verified", async () => {
    const user = await insertUser({ email: "yaw@example.com.gh" });
    const cookie = await signIn(user.id);
    const sent = await sendJson("/api/auth/send-verification", { type: "phone", phone: "024 123 4567" }, { cookie });
    expect(sent.status).toBe(200);
    const [sms] = await outboxFor("+233241234567");
    expect(sms).toMatchObject({ channel: "sms" });

    const code = await latestCode("+233241234567");
    const verified = await sendJson("/api/auth/verify", { type: "phone", code }, { cookie });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ user: { phone: "+233241234567", phoneVerified: true } });
  });

  it("refuses a number that is not a valid Ghana number", async () => {
    const user = await insertUser();
    const cookie = await signIn(user.id);
    for (const phone of ["12345", "+44 20 7946 0958", "024 123"]) {
      const response = await sendJson("/api/auth/send-verification", { type: "phone", phone }, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { fields: { phone: expect.stringContaining("Ghana") } } });
    }
  });

  it("needs a signed-in user", async () => {
    expect((await sendJson("/api/auth/send-verification", { type: "email" })).status).toBe(401);
    expect((await sendJson("/api/auth/verify", { type: "email", code: "123456" })).status).toBe(401);
  });
});

describe("verifying the e-mail while signed in", () => {
  it("sends a code to the account's address and marks it verified", async () => {
    const user = await insertUser({ email: "efua@example.com.gh", emailVerified: false });
    const cookie = await signIn(user.id);
    expect((await sendJson("/api/auth/send-verification", { type: "email" }, { cookie })).status).toBe(200);
    const code = await latestCode("efua@example.com.gh");
    const verified = await sendJson("/api/auth/verify", { type: "email", code }, { cookie });
    expect(await verified.json()).toMatchObject({ user: { emailVerified: true } });
  });

  it("refuses an expired code", async () => {
    const user = await insertUser({ email: "efua@example.com.gh", emailVerified: false });
    const cookie = await signIn(user.id);
    const elevenMinutesAgo = Date.now() - 11 * 60 * 1000;
    const code = await verificationCodes(env, db(), () => elevenMinutesAgo).issue("signup", "efua@example.com.gh");
    const response = await sendJson("/api/auth/verify", { type: "email", code }, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_code", message: expect.stringContaining("expired") } });
  });
});

describe("PUT /api/users/:id", () => {
  it("lets a user edit their own name and e-mail; a new e-mail must be verified again", async () => {
    const user = await insertUser({ email: "ama@example.com.gh" });
    const cookie = await signIn(user.id);
    const response = await sendJson(`/api/users/${user.id}`, { firstName: "Ama", lastName: "Boateng", email: "ama.b@example.com.gh" }, { method: "PUT", cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ requiresVerification: true, user: { lastName: "Boateng", email: "ama.b@example.com.gh", emailVerified: false } });
    expect(await outboxFor("ama.b@example.com.gh")).toHaveLength(1);
  });

  it("refuses to edit another user (403) and needs a session (401)", async () => {
    const user = await insertUser();
    const other = await insertUser();
    const cookie = await signIn(user.id);
    const body = { firstName: "X", lastName: "Y", email: "x@example.com.gh" };
    expect((await sendJson(`/api/users/${other.id}`, body, { method: "PUT", cookie })).status).toBe(403);
    expect((await sendJson(`/api/users/${other.id}`, body, { method: "PUT" })).status).toBe(401);
    const untouched = await env.DB.prepare("SELECT first_name FROM users WHERE id = ?").bind(other.id).first<{ first_name: string }>();
    expect(untouched!.first_name).toBe("Ama");
  });

  it("refuses an e-mail another account uses with 409, changing nothing", async () => {
    const user = await insertUser({ email: "ama@example.com.gh", lastName: "Owusu" });
    await insertUser({ email: "taken@example.com.gh" });
    const cookie = await signIn(user.id);
    const response = await sendJson(`/api/users/${user.id}`, { firstName: "Ama", lastName: "Changed", email: "Taken@example.com.gh" }, { method: "PUT", cookie });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "conflict", fields: { email: "This email is already in use" } } });
    expect(await (await api("/api/user", { headers: { Cookie: cookie } })).json()).toMatchObject({ lastName: "Owusu" });
  });

  it("refuses blank fields with 400 and a message per field", async () => {
    const user = await insertUser();
    const cookie = await signIn(user.id);
    const response = await sendJson(`/api/users/${user.id}`, { firstName: " ", email: "" }, { method: "PUT", cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { firstName: expect.any(String), lastName: expect.any(String), email: expect.any(String) } } });
  });
});
