/** The API's contract for misses, errors and headers: JSON always, never HTML, never a 500. */
import { describe, expect, it } from "vitest";
import { api, signedInPatient } from "./fixtures.ts";

describe("API misses and method errors", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await api("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "No API route at /api/no-such-thing" } });
  });

  it("answers DELETE /api/specialties with a JSON 405 that names the allowed methods", async () => {
    const response = await api("/api/specialties", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed" } });
  });

  it("treats a route's dynamic segments as the same path for 405", async () => {
    const response = await api("/api/providers/featured", { method: "DELETE" });
    expect(response.status).toBe(405);
  });
});

describe("security", () => {
  it("sets security headers on every API response, errors included", async () => {
    for (const path of ["/api/health", "/api/nope"]) {
      const headers = (await api(path)).headers;
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("cache-control")).toBe("no-store");
    }
  });

  it("sets them on the answer of every route of the API, to an anonymous visitor and to a signed-in patient", async () => {
    const { createApp } = await import("../src/app.ts");
    const routes = createApp().routes.filter((route) => route.method !== "ALL");
    const cookie = await signedInPatient().then(({ cookie }) => cookie);
    let checked = 0;
    for (const { method, path } of routes) {
      const url = path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "1");
      for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
        // A redirect (GET /api/logout) is checked itself, not the page it leads to.
        const response = await api(url, {
          method,
          redirect: "manual",
          headers: { ...headers, Origin: "http://127.0.0.1", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
          body: method === "GET" || method === "HEAD" ? undefined : "{}",
        });
        await response.arrayBuffer();
        const seen = { route: `${method} ${path}`, status: response.status, nosniff: response.headers.get("x-content-type-options"), csp: response.headers.get("content-security-policy"), referrer: response.headers.get("referrer-policy") };
        expect(seen).toMatchObject({ nosniff: "nosniff", csp: expect.stringContaining("frame-ancestors"), referrer: "strict-origin-when-cross-origin" });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 30_000);

  it("adds HSTS only over https", async () => {
    expect((await api("/api/health")).headers.get("strict-transport-security")).toBeNull();
    const { exports } = await import("cloudflare:workers");
    const secure = await exports.default.fetch("https://localhost/api/health");
    expect(secure.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("refuses a state-changing request from another origin with 403", async () => {
    const response = await api("/api/specialties", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
    const crossSite = await api("/api/specialties", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
  });

  it("lets a same-origin state-changing request through to routing", async () => {
    const response = await api("/api/specialties", { method: "POST", headers: { Origin: "http://127.0.0.1", "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(405);
  });
});
