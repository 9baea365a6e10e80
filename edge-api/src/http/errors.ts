/**
 * Typed errors handlers throw, and the one place they become the JSON error shape
 * `{ "error": { "code", "message", "fields"? } }` (docs/product-rules.md#api-errors-and-limits).
 */
import type { ApiErrorBody, ErrorCode } from "@gh/contracts/errors";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isStorageFailure, STORAGE_RETRY_AFTER_SECONDS } from "./storage-failure.ts";

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** D1 or KV failed: a 503 the client may retry (Retry-After), never a 500. */
export const storageUnavailable = (message = "The service is briefly unavailable. Please try again in a moment.") =>
  new AppError(503, "unavailable", message, undefined, { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) });

export const notFound = (message = "Not found") => new AppError(404, "not_found", message);

/** One message per field: the first issue for each path, joined with dots ("workingHours.monday"). */
/** Any zod error (classic or core): only its issues are read. */
interface ValidationIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function validationError(error: ValidationIssues, message = "Some fields are missing or invalid"): AppError {
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

/**
 * Hono's onError: known errors keep their status; a failure of D1 or KV is logged and answered 503
 * with Retry-After; anything else is logged and answered as a 500.
 */
export function handleError(error: Error, c: Context): Response {
  if (!(error instanceof AppError) && !(error instanceof HTTPException) && isStorageFailure(error)) {
    console.error("Storage unavailable", c.req.method, c.req.path, error);
    error = storageUnavailable();
  }
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(errorBody(error.code, error.message, error.fields, retryAfterOf(error.headers)), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? "internal" : "bad_request");
    return c.json(errorBody(code, error.message || "Bad request"), status);
  }
  console.error("Unhandled error", c.req.method, c.req.path, error);
  return c.json(errorBody("internal", "Something went wrong on our side. Please try again."), 500);
}
