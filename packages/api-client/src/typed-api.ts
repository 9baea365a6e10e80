/**
 * The API as the browser calls it, typed from the routes' own declarations (edge-api/src/api-routes.ts,
 * docs/architecture.md#api-hono-on-workers): `callApi("PUT /api/users/{id}", { params, json })`
 * takes what that route accepts (and an optional `signal`) and returns what it answers, so a route whose answer changes breaks
 * `npm run typecheck` in every screen that reads it. Only types cross over from edge-api: this
 * module's code is the URL builder below and one call of apiRequest.
 */
import type { z } from "@hono/zod-openapi";
import type { API_ROUTES, DEVELOPMENT_API_ROUTES } from "edge-api/api-routes";
import { apiRequest, getQueryFn, type HttpMethod } from "./api-request";

/** No part: an object type with no required properties. */
type Nothing = Record<never, never>;
type JoinPath<Prefix extends string, Path extends string> = Path extends "/" ? Prefix : `${Prefix}${Path}`;

/** Every route of an index as `{ key: "GET /api/providers/{id}", route }`. */
type EntryOf<Groups> = {
  [Prefix in keyof Groups & string]: {
    [Name in keyof Groups[Prefix]]: Groups[Prefix][Name] extends { method: infer Method extends string; path: infer Path extends string }
      ? { key: `${Uppercase<Method>} /api${JoinPath<Prefix, Path>}`; route: Groups[Prefix][Name] }
      : never;
  }[keyof Groups[Prefix]];
}[keyof Groups & string];

/** Production's routes, and the development-only ones the sandbox checkout calls. */
type Entry = EntryOf<typeof API_ROUTES> | EntryOf<typeof DEVELOPMENT_API_ROUTES>;

/** "METHOD /api/path/{param}", exactly as the OpenAPI document names the operation. */
export type ApiRoute = Entry["key"];
type RouteOf<Key extends ApiRoute> = Extract<Entry, { key: Key }>["route"];

type SuccessStatus = 200 | 201 | 202 | 204;
type JsonOf<Answer> = Answer extends { content: { "application/json": { schema: infer Schema extends z.ZodType } } } ? z.output<Schema> : undefined;

/** What the route answers when it succeeds (the union when it has more than one success). */
export type ApiAnswer<Key extends ApiRoute> =
  RouteOf<Key> extends { responses: infer Answers } ? { [Status in keyof Answers & SuccessStatus]: JsonOf<Answers[Status]> }[keyof Answers & SuccessStatus] : never;

type RequestOf<Key extends ApiRoute> = RouteOf<Key> extends { request: infer Request } ? Request : Nothing;
type Part<Request, Name extends string, As extends string> = Request extends { [K in Name]: infer Schema extends z.ZodType } ? { [K in As]: z.input<Schema> } : Nothing;
type BodyPart<Request> = Request extends { body: { content: { "application/json": { schema: infer Schema extends z.ZodType } } } }
  ? { json: z.input<Schema> }
  : Request extends { body: { content: { "multipart/form-data": unknown } } }
    ? { form: FormData }
    : Nothing;

/** What the route takes: `params` for its path, `query`, and `json` (or, for a file upload, `form`) for its body, each as declared. */
export type ApiInput<Key extends ApiRoute> = Part<RequestOf<Key>, "params", "params"> & Part<RequestOf<Key>, "query", "query"> & BodyPart<RequestOf<Key>>;

type WithSignal<Key extends ApiRoute> = ApiInput<Key> & { signal?: AbortSignal };
type Arguments<Key extends ApiRoute> = Nothing extends ApiInput<Key> ? [input?: WithSignal<Key>] : [input: WithSignal<Key>];

type Values = Record<string, unknown> | undefined;

/** `/api/providers/{id}` with `{ id: 5 }` → `/api/providers/5`; query values left out when undefined or empty. */
export function apiUrl(path: string, params?: Values, query?: Values): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== "") search.append(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function parts(route: string, input?: { params?: unknown; query?: unknown }): [HttpMethod, string] {
  const [method, path] = route.split(" ") as [HttpMethod, string];
  return [method, apiUrl(path, input?.params as Values, input?.query as Values)];
}

/** Calls a declared route; rejects with an ApiError on any non-2xx answer (api-request.ts). */
export function callApi<Key extends ApiRoute>(route: Key, ...[input]: Arguments<Key>): Promise<ApiAnswer<Key>> {
  const { json, form, signal } = (input ?? {}) as { json?: unknown; form?: FormData; signal?: AbortSignal };
  const [method, url] = parts(route, input as { params?: unknown; query?: unknown });
  return apiRequest<ApiAnswer<Key>>(method, url, form ?? json, { signal });
}

/**
 * A TanStack query for a declared GET: its key is the URL (so the shell's loader, which joins a key's
 * segments, fetches the same thing) and its data the route's answer.
 */
export function apiQuery<Key extends ApiRoute & `GET ${string}`>(route: Key, ...[input]: Arguments<Key>) {
  const [, url] = parts(route, input as { params?: unknown; query?: unknown });
  return { queryKey: [url] as const, queryFn: getQueryFn<ApiAnswer<Key>>({ on401: "throw" }) };
}
