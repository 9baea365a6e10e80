/**
 * The API's published contract (docs/architecture.md#api-hono-on-workers): a route declared once
 * with `createRoute` is validated from its declaration and described in the OpenAPI 3.1 document
 * served at GET /api/openapi.json. This module holds what every declaration shares: the sub-app
 * factory whose validation failures keep the API's 400 answer, the error shape as one component,
 * the answers every public read can give, and the document itself.
 */
import type { ApiErrorBody } from "@gh/contracts/errors";
import { ERROR_CODES } from "@gh/contracts/errors";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { SESSION_COOKIE } from "../auth/session.ts";
import { isDevelopment, type AppEnv } from "../env.ts";
import { validationError } from "./errors.ts";

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

/** `{ "error": { "code", "message", "fields"? } }` (docs/product-rules.md#api-errors-and-limits), one component for every 4xx and 503. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional().describe('Field name → message, for validation failures ("_" when the input as a whole is wrong).'),
      retryAfterSeconds: z.number().int().min(0).optional().describe("With a 429 or 503: seconds until trying again may succeed (as the Retry-After header says)."),
    }),
  })
  .openapi("ApiError") satisfies z.ZodType<ApiErrorBody>;

const json = <Schema extends z.ZodType>(schema: Schema) => ({ "application/json": { schema } });

export function jsonAnswer<Schema extends z.ZodType>(schema: Schema, description: string) {
  return { description, content: json(schema) };
}

export function errorAnswer(description: string) {
  return jsonAnswer(apiErrorSchema, description);
}

export const INVALID_INPUT = errorAnswer("A path or query parameter is invalid (code `validation_failed`; `error.fields` names each).");

export const STORAGE_DOWN = {
  ...errorAnswer("D1 or KV is briefly unavailable (code `unavailable`): nothing was changed; try again after `Retry-After`."),
  headers: z.object({ "Retry-After": z.string().describe("Seconds to wait before trying again.") }),
};

/** The edge cache's answers (docs/decisions/0004-edge-cache-generations.md): an ETag on every 200, a 304 to a matching If-None-Match. */
export function cachedJsonAnswer<Schema extends z.ZodType>(schema: Schema, description: string) {
  return {
    ...jsonAnswer(schema, description),
    // Absent when the request says `Cache-Control: no-store` (the handler's answer, untouched).
    headers: z.object({
      ETag: z.string().optional().describe("Send it back as If-None-Match: a 304 answers while the content is unchanged."),
      "X-Edge-Cache": z.enum(["hit", "miss", "bypass"]).optional().describe("Whether the shared edge copy served this answer."),
    }),
  };
}

export const NOT_MODIFIED = { description: "The copy named by If-None-Match is still current: no body." };

export const SESSION_SCHEME = "session";
/** Signed in or not, for a read whose answer differs for a signed-in viewer. */
export const OPTIONAL_SESSION: Record<string, string[]>[] = [{}, { [SESSION_SCHEME]: [] }];

/** Operations with this tag exist only where ENVIRONMENT is not production, and so does their part of the document. */
export const DEVELOPMENT_TAG = "Development";

/** One tag per resource (its routes/ folder); the document lists those its declared routes use. */
const TAGS = [
  { name: "Health", description: "Whether the Worker is up and reaches D1 and KV." },
  { name: "Specialties", description: "The specialty list with live provider counts." },
  { name: "Providers", description: "The public directory: featured providers, search, profiles, reviews and free slots." },
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

function documentOf(app: OpenAPIHono<AppEnv>, development: boolean): ApiDocument {
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "GhanaHealth API",
      version: API_VERSION,
      description:
        "Ghana's healthcare provider directory and booking. Every refusal answers `{ error: { code, message, fields? } }` (the ApiError schema). " +
        "A signed-in request carries the session cookie; a state-changing request must come from the site's own Origin.",
    },
  });
  const paths = development ? (document.paths ?? {}) : withoutDevelopmentRoutes(document.paths ?? {});
  const used = new Set(Object.values(paths).flatMap((item) => METHODS.flatMap((method) => item[method]?.tags ?? [])));
  return { ...document, paths, tags: TAGS.filter((tag) => used.has(tag.name)) };
}

/**
 * The document's security scheme, and GET /openapi.json on `app` (the one with the /api base path,
 * after every resource is mounted). Built on first request, once for production and once for
 * development: the declarations do not change while the Worker runs.
 */
export function serveApiDocument(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent("securitySchemes", SESSION_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The session token set at sign-in (HttpOnly, SameSite=Lax); a new one at every sign-in.",
  });
  const built = new Map<boolean, ApiDocument>();
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
      const document = built.get(development) ?? documentOf(app, development);
      built.set(development, document);
      return c.json(document, 200);
    },
  );
}
