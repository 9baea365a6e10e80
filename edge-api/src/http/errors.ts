/**
 * Typed errors handlers throw, and the one place they become the JSON error shape
 * `{ "error": { "code", "message", "fields"? } }` (docs/product-rules.md#api-errors-and-limits), its
 * words in the request's language: every message is an English text marked with msg() (or t()) where
 * it is written, its variable parts ICU placeholders filled from the error's `values`.
 */
import type { ApiErrorBody, ErrorCode } from "@gh/contracts/errors";
import { msg } from "@gh/contracts/msg";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { inRequestLanguage, type MessageValues, t } from "../i18n/api-texts.ts";
import { isStorageFailure, STORAGE_RETRY_AFTER_SECONDS } from "./storage-failure.ts";

export class AppError extends Error {
  /** The English message as written (an ICU message when it has `values`): what the answer translates. */
  readonly messageId: string;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    /** Field name -> message (each a marked English text, filled from `values` too). */
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** The values of the message's placeholders ("The request body is too large (at most {size} KiB)."). */
    readonly values?: MessageValues,
  ) {
    // `message` itself stays the English text, placeholders filled, for logs and tests.
    super(values ? t(message, values) : message);
    this.messageId = message;
    this.name = "AppError";
  }
}

/** D1 or KV failed: a 503 the client may retry (Retry-After), never a 500. */
export const storageUnavailable = (message: string = msg("The service is briefly unavailable. Please try again in a moment.")) =>
  new AppError(503, "unavailable", message, undefined, { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) });

export const notFound = (message: string = msg("Not found"), values?: MessageValues) => new AppError(404, "not_found", message, undefined, undefined, values);

/** One message per field: the first issue for each path, joined with dots ("workingHours.monday"). */
/** Any zod error (classic or core): only its issues are read. */
interface ValidationIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function validationError(error: ValidationIssues, message: string = msg("Some fields are missing or invalid")): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    fields[key] ??= issue.message;
  }
  return new AppError(400, "validation_failed", message, fields);
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  503: "unavailable",
};

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>, retryAfterSeconds?: number): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) } };
}

/** The wait a Retry-After header gives, in seconds, for the JSON error too (screens say "Try again in 45 seconds"). */
function retryAfterOf(headers: Record<string, string> | undefined): number | undefined {
  const value = Number(headers?.["Retry-After"]);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** What Hono and its OpenAPI validator say when they refuse a request themselves, marked so the catalogs carry them. */
export const HONO_MESSAGES = [msg("Malformed JSON in request body"), msg("Unsupported Media Type")] as const;
const BAD_REQUEST = msg("Bad request");
const INTERNAL = msg("Something went wrong on our side. Please try again.");

/** The answer's words in the request's language: the message and every field's, the same placeholders filled in each. */
function translatedBody(c: Context, code: ErrorCode, message: string, { fields, values, retryAfterSeconds }: { fields?: Record<string, string>; values?: MessageValues; retryAfterSeconds?: number } = {}) {
  return inRequestLanguage(c.req.raw, () => {
    const translatedFields = fields ? Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, t(text, values)])) : undefined;
    return errorBody(code, t(message, values), translatedFields, retryAfterSeconds);
  });
}

/**
 * Hono's onError: known errors keep their status; a failure of D1 or KV is logged and answered 503
 * with Retry-After; anything else is logged and answered as a 500. The words are in the request's
 * language; the code never changes.
 */
export function handleError(error: Error, c: Context): Response {
  if (!(error instanceof AppError) && !(error instanceof HTTPException) && isStorageFailure(error)) {
    console.error("Storage unavailable", c.req.method, c.req.path, error);
    error = storageUnavailable();
  }
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(translatedBody(c, error.code, error.messageId, { fields: error.fields, values: error.values, retryAfterSeconds: retryAfterOf(error.headers) }), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? "internal" : "bad_request");
    return c.json(translatedBody(c, code, error.message || BAD_REQUEST), status);
  }
  console.error("Unhandled error", c.req.method, c.req.path, error);
  return c.json(translatedBody(c, "internal", INTERNAL), 500);
}

/** An error answer written outside onError (a path with no route, a method it does not take), in the request's language. */
export function errorAnswerBody(c: Context, code: ErrorCode, message: string, values?: MessageValues): ApiErrorBody {
  return translatedBody(c, code, message, { values });
}
