/**
 * The API's published contract (docs/architecture.md#api-hono-on-workers): a route declared once
 * with `createRoute` (in its resource's `routes.ts`) is validated from its declaration and described
 * in the OpenAPI 3.1 document served at GET /api/openapi.json. This module holds the Worker's side:
 * the sub-app factory whose validation failures keep the API's 400 answer, and the document itself.
 * The answers declarations share are in openapi-answers.ts.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { createRoute, OpenAPIHono, z, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { SESSION_COOKIE } from "../auth/session.ts";
import { isDevelopment, type AppEnv } from "../env.ts";
import { API_REFERENCE_CSP, API_REFERENCE_HTML } from "./api-reference-page.ts";
import { validationError } from "./errors.ts";
import { DEVELOPMENT_TAG, jsonAnswer, SESSION_SCHEME } from "./openapi-answers.ts";

/**
 * A resource's sub-app whose declared routes validate their input and join the document. A bad
 * input throws the same 400 `validation_failed` with per-field messages as `validate()` does, so a
 * route answers alike before and after it is declared.
 */
export function declaredRoutes() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

/**
 * A declared route with the guards (and other middleware) its handler needs, in the order given and
 * before its validation: `requireUser()` answers 401 before a bad body's 400, as it always has.
 * Kept out of the declaration itself, which the browser's typed client reads and so holds no Worker code.
 */
export function guarded<Route extends RouteConfig>(route: Route, ...middleware: MiddlewareHandler<AppEnv>[]): Route {
  return { ...route, middleware };
}

/** One tag per resource (its routes/ folder); the document lists those its declared routes use. */
const TAGS = [
  { name: "Health", description: "Whether the Worker is up and reaches D1 and KV." },
  { name: "Specialties", description: "The specialty list with live provider counts." },
  { name: "Providers", description: "The public directory: featured providers, search, profiles, reviews and free slots." },
  { name: "Images", description: "Provider profile photos." },
  {
    name: "Appointments",
    description: "Booking a slot (held 15 minutes for payment), a patient's own visits, rescheduling, cancelling and reviews (role: patient), and joining an audio or video visit's call (its patient or its provider).",
  },
  { name: "Payments", description: "Paying a held booking by mobile money or card through the gateway, and the gateway's webhook." },
  { name: "Accounts", description: "Signing up, signing in and out, e-mail and phone verification codes, and password reset." },
  { name: "User", description: "The signed-in account: its details, its data, its password, its sessions, its deletion." },
  { name: "Provider practice", description: "A provider's own practice: dashboard, earnings, appointments, profile, time off. Role: provider." },
  { name: "Provider account", description: "A provider's sign-up with an e-mail code, code sign-in, password, sessions and payout details." },
  {
    name: "USSD",
    description:
      "The USSD aggregators' callbacks (Hubtel, Africa's Talking and those that speak its form): booking from any phone. Called by the aggregator's servers, authenticated by the callback key in the address they are given.",
  },
  { name: "Administration", description: "Providers, users, appointments, reviews, refunds, revenue and the audit log, as tables and CSV. Role: admin." },
  { name: "API", description: "This document." },
  { name: DEVELOPMENT_TAG, description: "Development and tests only (`npm start`, the e2e server, the API tests): absent from production, where these paths answer 404." },
];

const API_VERSION = "1.0.0";

type ApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;
type PathItem = NonNullable<ApiDocument["paths"]>[string];
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** The paths without the development-only operations, for production, where those routes answer 404. */
function withoutDevelopmentRoutes(paths: NonNullable<ApiDocument["paths"]>): Record<string, PathItem> {
  const kept: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(paths)) {
    const operations: PathItem = { ...item };
    for (const method of METHODS) if (operations[method]?.tags?.includes(DEVELOPMENT_TAG)) delete operations[method];
    if (METHODS.some((method) => operations[method])) kept[path] = operations;
  }
  return kept;
}

/**
 * A stable operationId for each operation that does not name its own, from its method and path:
 * `GET /api/providers/{id}/reviews` → `getProvidersByIdReviews` (client generators name their functions after it).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/?/, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, "by-$1"))
    .flatMap((segment) => segment.split("-"));
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

function withOperationIds(paths: Record<string, PathItem>): Record<string, PathItem> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const named: PathItem = { ...item };
      for (const method of METHODS) {
        const operation = named[method];
        if (operation && !operation.operationId) named[method] = { ...operation, operationId: operationIdOf(method, path) };
      }
      return [path, named];
    }),
  );
}

/** The document of `app`'s declared routes: all of them in development, without the development-only ones in production. */
export function apiDocument(app: OpenAPIHono<AppEnv>, development: boolean): ApiDocument {
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "GhanaHealth API",
      version: API_VERSION,
      // The footer's contact block.
      contact: { name: "GhanaHealth support", email: "support@ghanahealth.com.gh" },
      description:
        "Ghana's healthcare provider directory and booking. Every refusal answers `{ error: { code, message, fields? } }` (the ApiError schema). " +
        "A signed-in request carries the session cookie; a state-changing request must come from the site's own Origin.",
    },
  });
  const paths = withOperationIds(development ? (document.paths ?? {}) : withoutDevelopmentRoutes(document.paths ?? {}));
  const used = new Set(Object.values(paths).flatMap((item) => METHODS.flatMap((method) => item[method]?.tags ?? [])));
  // The API is on the site's own origin: paths are absolute from it.
  const servers = [{ url: "/", description: "This deployment: the same origin as the site." }];
  const components = development ? document.components : { ...document.components, schemas: schemasReachedFrom(paths, document.components?.schemas ?? {}) };
  return { ...document, servers, paths, components, tags: TAGS.filter((tag) => used.has(tag.name)) };
}

/** Every `#/components/schemas/…` name `value` refers to. */
function schemaRefsIn(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const inner of value) schemaRefsIn(inner, into);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string" && inner.startsWith("#/components/schemas/")) into.push(inner.slice("#/components/schemas/".length));
      else schemaRefsIn(inner, into);
    }
  }
  return into;
}

/** The schemas the paths use, directly or through one another: without the development-only routes, theirs alone go. */
function schemasReachedFrom<Schema>(paths: Record<string, PathItem>, schemas: Record<string, Schema>): Record<string, Schema> {
  const reached = new Set<string>();
  const waiting = schemaRefsIn(paths);
  while (waiting.length) {
    const name = waiting.pop()!;
    if (reached.has(name) || !(name in schemas)) continue;
    reached.add(name);
    schemaRefsIn(schemas[name], waiting);
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
}

/**
 * The document's security scheme, GET /openapi.json and its reference page GET /docs on `app` (the
 * one with the /api base path, after every resource is mounted). The document is built on first
 * request, once for production and once for development: the declarations do not change while the
 * Worker runs.
 */
export function serveApiDocument(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent("securitySchemes", SESSION_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description:
      "The session token set at sign-in (HttpOnly, SameSite=Lax); a new one at every sign-in. Every account has one role: " +
      "`patient` (books and pays; must have verified their e-mail to book), `provider` (runs one practice; signs in with an e-mail code) " +
      "or `admin`. An operation's description names the role it needs; the wrong role is refused 403, no session 401.",
  });
  const built = new Map<boolean, ApiDocument>();
  app.openapi(
    createRoute({
      method: "get",
      path: "/docs",
      tags: ["API"],
      summary: "A readable reference of this document",
      responses: { 200: { description: "An HTML page that draws the document with Redoc (the bundle is the site's own file).", content: { "text/html": { schema: z.string() } } } },
    }),
    (c) => {
      c.header("Content-Security-Policy", API_REFERENCE_CSP);
      c.header("Cache-Control", "no-cache");
      return c.html(API_REFERENCE_HTML, 200);
    },
  );
  return app.openapi(
    createRoute({
      method: "get",
      path: "/openapi.json",
      tags: ["API"],
      summary: "This OpenAPI 3.1 document",
      responses: {
        200: jsonAnswer(z.looseObject({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }) }), "The routes declared so far; development-only ones appear only outside production."),
      },
    }),
    (c) => {
      const development = isDevelopment(c.env);
      const document = built.get(development) ?? apiDocument(app, development);
      built.set(development, document);
      return c.json(document, 200);
    },
  );
}
