import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { outboxFor, sendJson } from "../../../test/fixtures.ts";

describe("GET /api/dev/outbox", () => {
  it("lists what the development adapters sent to an address, newest first", async () => {
    await sendJson("/api/register", { email: "kojo@example.com.gh", password: "secret1", firstName: "Kojo", lastName: "Annan" });
    const messages = await outboxFor("kojo@example.com.gh");
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toMatch(/verification code/);
  });

  it("does not exist in production", async () => {
    const response = await createApp().request("http://127.0.0.1/api/dev/outbox?to=kojo@example.com.gh", {}, { ...env, ENVIRONMENT: "production" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("shows no development code in production answers", async () => {
    const response = await createApp().request(
      "http://127.0.0.1/api/register",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "kojo@example.com.gh", password: "secret1", firstName: "Kojo", lastName: "Annan" }) },
      { ...env, ENVIRONMENT: "production" },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).not.toHaveProperty("code");
  });
});
