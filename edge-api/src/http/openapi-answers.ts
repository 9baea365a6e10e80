/**
 * The parts every route declaration shares (docs/architecture.md#api-hono-on-workers): the error
 * shape as one component, the answers many routes give, and the security requirements. Declarations
 * are read by the browser's typed client too (edge-api/src/api-routes.ts), so this module, like
 * every `routes/<resource>/routes.ts`, imports nothing that needs the Worker: only contracts and
 * @hono/zod-openapi.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import type { ApiErrorBody } from "@gh/contracts/errors";
import { ERROR_CODES } from "@gh/contracts/errors";
import { z } from "@hono/zod-openapi";
import { SIGNED_OUT_EXAMPLE } from "./openapi-examples.ts";

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
  .openapi("ApiError", { example: SIGNED_OUT_EXAMPLE }) satisfies z.ZodType<ApiErrorBody>;

const json = <Schema extends z.ZodType>(schema: Schema) => ({ "application/json": { schema } });

export function jsonAnswer<Schema extends z.ZodType>(schema: Schema, description: string) {
  return { description, content: json(schema) };
}

/** A JSON request body (`required`: an absent body is a 400 like any missing field). */
export function jsonBody<Schema extends z.ZodType>(schema: Schema, description?: string) {
  return { content: json(schema), required: true, ...(description ? { description } : {}) };
}

export function errorAnswer(description: string) {
  return jsonAnswer(apiErrorSchema, description);
}

const RETRY_AFTER = z.object({ "Retry-After": z.string().describe("Seconds to wait before trying again.") });

export const INVALID_INPUT = errorAnswer("A path or query parameter is invalid (code `validation_failed`; `error.fields` names each).");
export const INVALID_BODY = errorAnswer("A field is missing or invalid (code `validation_failed`; `error.fields` names each with the message to show), or the body is not JSON (code `bad_request`).");
export const SIGNED_OUT = errorAnswer("No valid session cookie: sign in first (code `unauthenticated`).");
export const NOT_JSON = errorAnswer("The body was sent as something other than `application/json` (code `unsupported_media_type`).");
export const TOO_LARGE = errorAnswer("The body is larger than the API accepts (code `payload_too_large`).");
export const RATE_LIMITED = { ...errorAnswer("Too many attempts (code `rate_limited`): wait `Retry-After` seconds."), headers: RETRY_AFTER };
export const STORAGE_DOWN = {
  ...errorAnswer("D1 or KV is briefly unavailable (code `unavailable`): nothing was changed; try again after `Retry-After`."),
  headers: RETRY_AFTER,
};

/** 403 for a request that changes something: from another site's page, or (with `role`) by the wrong kind of account. */
export function forbidden(role?: string) {
  return errorAnswer(
    `Refused (code \`forbidden\`): the request came from another site's page (a changing request must carry the site's own Origin)${role ? `, or ${role}` : ""}.`,
  );
}

/** The provider area's role, for its operations' descriptions. */
export const PROVIDER_ROLE = "Role: provider (401 without a session, 403 for another role).";
export const NOT_A_PROVIDER = "the account is not a provider's";
/** 403 to a provider's read by another kind of account. */
export const NOT_A_PROVIDER_READ = errorAnswer(`Refused (code \`forbidden\`): ${NOT_A_PROVIDER}.`);
const NO_PROVIDER_PROFILE = "This provider account has no provider profile";
/** 404 when the signed-in provider account has no profile (`also`: what else answers 404 on that route). */
export function noProviderProfile(also?: string) {
  return errorAnswer(`${NO_PROVIDER_PROFILE}${also ? `, or ${also}` : ""} (code \`not_found\`).`);
}

/** 429 to the fifth wrong verification code: the code is spent (no Retry-After: a new code may be asked for at once). */
export const CODE_USED_UP = errorAnswer("The fifth wrong code (code `rate_limited`): the code is void; ask for a new one.");

/** The answers every request that sends a JSON body shares: its validation, another site's page, its size, its media type and the stores. */
export const BODY_REFUSALS = { 400: INVALID_BODY, 403: forbidden(), 413: TOO_LARGE, 415: NOT_JSON, 503: STORAGE_DOWN } as const;

/** What a changing request without a body (a POST or DELETE with only a path) can be refused with. */
export const CHANGE_REFUSALS = { 400: INVALID_INPUT, 403: forbidden(), 413: TOO_LARGE, 503: STORAGE_DOWN } as const;

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

/** A public read the edge cache serves: the answer, 304, a bad parameter, the stores, and (with `missing`) 404. */
export function publicReadAnswers<Schema extends z.ZodType>(schema: Schema, description: string, missing?: string) {
  return {
    200: cachedJsonAnswer(schema, description),
    304: NOT_MODIFIED,
    400: INVALID_INPUT,
    ...(missing ? { 404: errorAnswer(`${missing} (code \`not_found\`).`) } : {}),
    503: STORAGE_DOWN,
  };
}

export const SESSION_SCHEME = "session";
/** Signed in: the session cookie. */
export const SIGNED_IN: Record<string, string[]>[] = [{ [SESSION_SCHEME]: [] }];
/** Signed in or not, for a read whose answer differs for a signed-in viewer. */
export const OPTIONAL_SESSION: Record<string, string[]>[] = [{}, { [SESSION_SCHEME]: [] }];

/** Operations with this tag exist only where ENVIRONMENT is not production, and so does their part of the document. */
export const DEVELOPMENT_TAG = "Development";

/** `Idempotency-Key` (docs/decisions/0006-idempotency-keys.md): the same key within a day answers the first request's answer again. */
export const IDEMPOTENCY_HEADERS = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .describe("Any unique string per intended change: a retry with the same key gets the first answer again (marked `Idempotent-Replayed: true`) instead of a second change. 1 to 255 visible ASCII characters, e.g. a UUID."),
});

/** A success an `Idempotency-Key` retry may replay: the same answer, marked `Idempotent-Replayed: true`. */
export function replayableAnswer<Answer extends { description: string }>(answer: Answer) {
  return {
    ...answer,
    headers: z.object({ "Idempotent-Replayed": z.literal("true").optional().describe("Present when this is the first answer to the same Idempotency-Key, given again.") }),
  };
}

export const KEY_REUSED = errorAnswer("This Idempotency-Key was already used for a different request (code `conflict`).");
