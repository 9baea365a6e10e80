/**
 * Reading API errors by shape (isApiError), not by class: a query may have been loaded by the shell's
 * default queryFn, whose ApiError class is the shell's own copy of @gh/api-client.
 */
import { isApiError as isApiErrorLike } from "@gh/api-client";

/** The HTTP status of a failed call, or null for other failures (offline, a bug). */
export function errorStatus(error: unknown): number | null {
  return isApiErrorLike(error) ? error.status : null;
}

/** The API's field messages of a validation failure (400 validation_failed). */
export function errorFields(error: unknown): Record<string, string> {
  return (isApiErrorLike(error) && error.body?.error?.fields) || {};
}

/** The API's own message (`error.message`), when it sent one. */
export function errorMessage(error: unknown): string | undefined {
  return isApiErrorLike(error) ? error.body?.error?.message : undefined;
}
