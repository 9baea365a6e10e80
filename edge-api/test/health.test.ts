import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
  it("answers 200 JSON when D1 and KV are reachable", async () => {
    const response = await exports.default.fetch("http://127.0.0.1/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ status: "ok", checks: { d1: "ok", kv: "ok" } });
  });
});
