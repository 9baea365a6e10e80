/**
 * The published contract covers the API (docs/architecture.md#api-hono-on-workers): every route the
 * app registers is declared with createRoute and so is in GET /api/openapi.json, and the document
 * describes nothing the app does not serve.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { API_ROUTES, DEVELOPMENT_API_ROUTES } from "../src/api-routes.ts";
import { createApp } from "../src/app.ts";
import { SESSION_COOKIE } from "../src/auth/session.ts";
import { api } from "./fixtures.ts";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

interface ApiDocument {
  openapi: string;
  info: { title: string; version: string };
  tags?: { name: string }[];
  paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, { description?: string }> }>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

/** "GET /api/providers/{id}" for every route the app registers (Hono's `:id` written as OpenAPI's `{id}`). */
function servedRoutes(): string[] {
  const routes = createApp()
    .routes.filter((route) => route.method !== "ALL") // "ALL" entries are middleware
    .map((route) => `${route.method} ${route.path.replace(/:([^/]+)/g, "{$1}")}`);
  return [...new Set(routes)];
}

function documentedRoutes(document: ApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`));
}

async function documentFor(environment: "production" | "test"): Promise<ApiDocument> {
  const response = await createApp().request("http://127.0.0.1/api/openapi.json", {}, { ...env, ENVIRONMENT: environment });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return (await response.json()) as ApiDocument;
}

/** "POST /api/login" for every declaration of a typed-client index (edge-api/src/api-routes.ts). */
function indexedRoutes(index: Record<string, Record<string, { method: string; path: string }>>): string[] {
  return Object.entries(index).flatMap(([prefix, routes]) => Object.values(routes).map((route) => `${route.method.toUpperCase()} /api${prefix}${route.path === "/" ? "" : route.path}`));
}

/** Every "$ref" anywhere in the document, for checking that each names a component it holds. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner)));
  }
  return [];
}

describe("GET /api/openapi.json", () => {
  it("serves an OpenAPI 3.1 document with the error shape, the session cookie and every declared route", async () => {
    const response = await api("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as ApiDocument;

    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: "GhanaHealth API", version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    expect(document.components?.schemas).toHaveProperty("ApiError");
    expect(document.components?.securitySchemes?.session).toEqual(expect.objectContaining({ type: "apiKey", in: "cookie", name: SESSION_COOKIE }));

    // Every route declared with createRoute (the registry the document is generated from) is in it, under /api.
    const declared = createApp()
      .openAPIRegistry.definitions.flatMap((definition) => (definition.type === "route" ? [`${definition.route.method.toUpperCase()} /api${definition.route.path}`] : []))
      .map((route) => route.replace(/\/$/, ""));
    expect(declared.length).toBeGreaterThan(0);
    expect(documentedRoutes(document).sort()).toEqual([...new Set(declared)].sort());

    // Each operation has a tag the document lists and described answers; each $ref names a component it holds.
    const tags = new Set(document.tags?.map((tag) => tag.name));
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS.filter((m) => item[m])) {
        const operation = item[method]!;
        expect(operation.tags?.length, `${method} ${path} has no tag`).toBeGreaterThan(0);
        for (const tag of operation.tags ?? []) expect(tags.has(tag), `${method} ${path}: tag ${tag} is not listed`).toBe(true);
        const answers = Object.values(operation.responses ?? {});
        expect(answers.length, `${method} ${path} declares no answer`).toBeGreaterThan(0);
        for (const answer of answers) expect(answer.description).toBeTruthy();
      }
    }
    for (const ref of refsIn(document)) {
      const [, kind, name] = ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
      expect((document.components as Record<string, Record<string, unknown>> | undefined)?.[kind!]?.[name!], `${ref} does not resolve`).toBeDefined();
    }
  });

  it("describes every route the app serves, and only those", async () => {
    const documented = documentedRoutes(await documentFor("test")).sort();
    expect(servedRoutes().sort()).toEqual(documented);
  });

  it("the typed client's route index names each route where the document has it", async () => {
    const documented = new Set(documentedRoutes(await documentFor("production")));
    const indexed = indexedRoutes(API_ROUTES);
    expect(indexed.length).toBeGreaterThan(0);
    expect(indexed.filter((route) => !documented.has(route)), "indexed for the client but not documented there").toEqual([]);
    // Every documented route the browser may call is indexed (not the document and its page, nor the development-only routes).
    expect([...documented].filter((route) => !indexed.includes(route) && !route.startsWith("GET /api/openapi.json") && route !== "GET /api/docs"), "documented but not in API_ROUTES").toEqual([]);

    // The development-only ones it may call are in the development document only, tagged so.
    const development = await documentFor("test");
    const indexedForDevelopment = indexedRoutes(DEVELOPMENT_API_ROUTES);
    expect(indexedForDevelopment.length).toBeGreaterThan(0);
    for (const route of indexedForDevelopment) {
      const [method, path] = route.split(" ") as [string, string];
      expect(development.paths[path]?.[method.toLowerCase()]?.tags, route).toEqual(["Development"]);
      expect(documented.has(route), `${route} is in production's document`).toBe(false);
    }
  });

  it("lists the development-only routes in development and leaves them out in production", async () => {
    const development = await documentFor("test");
    expect(development.paths).toHaveProperty(["/api/dev/outbox", "get"]);
    expect(development.tags?.map((tag) => tag.name)).toContain("Development");

    const production = await documentFor("production");
    expect(Object.keys(production.paths).filter((path) => path.startsWith("/api/dev/"))).toEqual([]);
    expect(Object.values(production.paths).flatMap((item) => METHODS.flatMap((method) => item[method]?.tags ?? []))).not.toContain("Development");
    expect(production.tags?.map((tag) => tag.name)).not.toContain("Development");
    // No component is left that only the development-only routes used, and every reference still resolves.
    expect(Object.keys(production.components?.schemas ?? {}).length).toBeLessThan(Object.keys(development.components?.schemas ?? {}).length);
    for (const ref of refsIn(production)) expect(production.components?.schemas?.[ref.replace("#/components/schemas/", "")], `${ref} does not resolve`).toBeDefined();
    // Everything else is the same in both. Development-only routes live under /api/dev/, and elsewhere
    // beside what they belong to when tagged Development (the sandbox checkout's charge, under /api/payments).
    const developmentOnly = new Set(
      Object.entries(development.paths).flatMap(([path, item]) => METHODS.filter((method) => item[method]?.tags?.includes("Development")).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    expect(developmentOnly).toContain("POST /api/payments/sandbox/charge");
    expect(documentedRoutes(production).sort()).toEqual(documentedRoutes(development).filter((route) => !route.includes(" /api/dev/") && !developmentOnly.has(route)).sort());
  });

  it("has a reference page at /api/docs that draws it with the site's own copy of Redoc", async () => {
    const response = await api("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<redoc spec-url="/api/openapi.json"');
    // Every script is the site's own file: nothing inline, nothing from another host.
    expect([...html.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes)).toEqual([' src="/api-reference/redoc.standalone.js"']);
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
