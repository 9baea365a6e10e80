/** A Worker deployed with a development ENVIRONMENT serves nothing, so its outbox is never public. */
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../index.ts";
import type { Bindings } from "../env.ts";

const fetchWith = (environment: string, url: string) =>
  worker.fetch(new Request(url) as Request<unknown, IncomingRequestCfProperties>, { ...(env as unknown as Bindings), ENVIRONMENT: environment as Bindings["ENVIRONMENT"] }, createExecutionContext());

describe("the Worker's ENVIRONMENT", () => {
  it("refuses to serve the API, the outbox included, when development or test is reached on a real host", async () => {
    for (const environment of ["development", "test"]) {
      for (const path of ["/api/dev/outbox?to=someone%40example.com.gh", "/api/health", "/"]) {
        const response = await fetchWith(environment, `https://ghana-health.example${path}`);
        expect({ environment, path, status: response.status }).toEqual({ environment, path, status: 503 });
        expect(await response.json()).toMatchObject({ error: { code: "unavailable" } });
      }
    }
  });

  it("refuses any value but production, even locally", async () => {
    for (const environment of ["staging", ""]) {
      expect((await fetchWith(environment, "http://127.0.0.1/api/health")).status).toBe(503);
    }
  });

  it("serves production anywhere, and development or test on a loopback host (npm start, the e2e server)", async () => {
    expect((await fetchWith("production", "https://ghana-health.example/api/health")).status).toBe(200);
    expect((await fetchWith("production", "https://ghana-health.example/api/dev/outbox?to=a%40b.gh")).status).toBe(404);
    for (const host of ["127.0.0.1:8787", "localhost:8787", "[::1]:8787"]) {
      expect((await fetchWith("development", `http://${host}/api/dev/outbox?to=a%40b.gh`)).status).toBe(200);
    }
  });
});
