/**
 * Every /api/admin route × who asks: a visitor gets 401, a patient and a provider 403, an admin the
 * route's own answer (never 401/403). One guard on the admin sub-app does this (index.ts); this test
 * keeps any route from being added around it. A route listed here that is not built yet checks only
 * the refusals (its admin row is skipped until it exists).
 */
import { describe, expect, it } from "vitest";
import { api, insertProvider, insertUser, signIn } from "../../../test/fixtures.ts";
import { adminRoutes } from "./index.ts";

interface AdminRoute {
  method: "GET" | "PUT" | "DELETE";
  /** As the admin sub-app registers it. */
  pattern: string;
  /** The request path for a real provider id. */
  path: (providerId: number) => string;
  body?: unknown;
  /** What an admin gets. */
  admin: number;
}

const ROUTES: AdminRoute[] = [
  { method: "GET", pattern: "/stats", path: () => "/api/admin/stats", admin: 200 },
  ...(["users", "providers", "reviews", "appointments"] as const).flatMap((table): AdminRoute[] => [
    { method: "GET", pattern: `/${table}`, path: () => `/api/admin/${table}?page=1&pageSize=5&sort=id&order=asc`, admin: 200 },
    { method: "GET", pattern: `/${table}.csv`, path: () => `/api/admin/${table}.csv`, admin: 200 },
  ]),
  { method: "PUT", pattern: "/providers/:id", path: (id) => `/api/admin/providers/${id}`, body: { consultationFee: "175.00" }, admin: 200 },
  { method: "GET", pattern: "/providers/:id/deletion", path: (id) => `/api/admin/providers/${id}/deletion`, admin: 200 },
  { method: "DELETE", pattern: "/providers/:id", path: (id) => `/api/admin/providers/${id}`, admin: 200 },
  { method: "GET", pattern: "/revenue", path: () => "/api/admin/revenue", admin: 200 },
  { method: "GET", pattern: "/revenue.csv", path: () => "/api/admin/revenue.csv", admin: 200 },
  { method: "GET", pattern: "/audit", path: () => "/api/admin/audit", admin: 200 },
];

const isBuilt = (route: AdminRoute) => adminRoutes.routes.some((r) => r.method === route.method && r.path === route.pattern);

/** A provider to act on, and a session cookie for someone of `role` (none for a visitor). */
async function asker(role: "visitor" | "patient" | "provider" | "admin") {
  const { provider, user } = await insertProvider();
  if (role === "visitor") return { providerId: provider.id, cookie: undefined };
  if (role === "provider") return { providerId: provider.id, cookie: await signIn(user.id) };
  const someone = await insertUser({ role });
  return { providerId: provider.id, cookie: await signIn(someone.id) };
}

async function call(route: AdminRoute, role: Parameters<typeof asker>[0]) {
  const { providerId, cookie } = await asker(role);
  const headers: Record<string, string> = { Origin: "http://127.0.0.1", ...(cookie ? { Cookie: cookie } : {}) };
  if (route.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await api(route.path(providerId), { method: route.method, headers, body: route.body === undefined ? undefined : JSON.stringify(route.body) });
  await response.arrayBuffer(); // a streamed CSV is read to its end
  return response;
}

const errorCode = async (response: Response) => ((await response.clone().json()) as { error?: { code?: string } }).error?.code;

describe.each(ROUTES)("$method $pattern", (route) => {
  it("answers 401 to a visitor", async () => {
    const response = await call(route, "visitor");
    expect(response.status).toBe(401);
  });

  it.each(["patient", "provider"] as const)("answers 403 to a %s", async (role) => {
    const response = await call(route, role);
    expect(response.status).toBe(403);
  });

  it.skipIf(!isBuilt(route))("answers an admin", async () => {
    const response = await call(route, "admin");
    expect(response.status, `${route.method} ${route.pattern}`).toBe(route.admin);
  });
});

describe("the admin guard", () => {
  it("refuses with the API's error shape, before any validation or lookup", async () => {
    const visitor = await api("/api/admin/users?page=0");
    expect(visitor.status).toBe(401);
    expect(await errorCode(visitor)).toBe("unauthenticated");
    const patient = await insertUser();
    const forbidden = await api("/api/admin/providers/999999", { method: "DELETE", headers: { Origin: "http://127.0.0.1", Cookie: await signIn(patient.id) } });
    expect(forbidden.status).toBe(403);
    expect(await errorCode(forbidden)).toBe("forbidden");
    // Even a path with no route under /api/admin says nothing to a non-admin.
    expect((await api("/api/admin/secrets")).status).toBe(401);
  });
});
