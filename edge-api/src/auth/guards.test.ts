/** The guards every protected route uses, on a small app of their own. */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../env.ts";
import { handleError } from "../http/errors.ts";
import { insertUser, signIn } from "../../test/fixtures.ts";
import { requireUser, requireVerifiedPatient } from "./guards.ts";

const app = new Hono<AppEnv>()
  .get("/book", requireVerifiedPatient(), (c) => c.json({ bookedBy: c.get("user").id }, 200))
  .get("/admin", requireUser("admin"), (c) => c.json({ ok: true }, 200))
  .onError(handleError);

const call = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { Cookie: cookie } : {} }, env);

describe("requireVerifiedPatient", () => {
  it("lets a patient with a verified e-mail through", async () => {
    const patient = await insertUser({ emailVerified: true });
    const response = await call("/book", await signIn(patient.id));
    expect(await response.json()).toEqual({ bookedBy: patient.id });
  });

  it("refuses an unverified patient with 403 and says why", async () => {
    const patient = await insertUser({ emailVerified: false });
    const response = await call("/book", await signIn(patient.id));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "forbidden", message: "Please verify your email before booking." } });
  });

  it("refuses anonymous visitors (401) and providers (403)", async () => {
    const provider = await insertUser({ role: "provider" });
    expect((await call("/book")).status).toBe(401);
    expect((await call("/book", await signIn(provider.id))).status).toBe(403);
  });
});

describe("requireUser with a role", () => {
  it("keeps admin routes to admins", async () => {
    const patient = await insertUser();
    const admin = await insertUser({ role: "admin" });
    expect((await call("/admin", await signIn(patient.id))).status).toBe(403);
    expect((await call("/admin", await signIn(admin.id))).status).toBe(200);
  });
});
