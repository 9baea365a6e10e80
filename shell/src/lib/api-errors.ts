/**
 * Reading a failed API call the way the screens need it: connection lost, the server's message (in the
 * page's language: `t` of the API's English text; a text the catalogs do not hold, or one the API
 * already answered in the visitor's language, shows as it came), its field errors (translated where
 * the form draws them, errorTexts in ./form-errors).
 */
import { ApiError, problemText } from "@gh/api-client";
import { t } from "@gh/i18n";

/** fetch() rejects with a TypeError when the server cannot be reached (offline, DNS, refused). */
export function isConnectionError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The API's own `error.message`, when the call reached it and it answered with one. */
export function serverMessageOf(error: unknown): string | undefined {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return message ? t(message) : message;
}

/** The API's per-field messages (`error.fields`), or an empty object. */
export function serverFieldsOf(error: unknown): Record<string, string> {
  return (error instanceof ApiError ? error.fields : undefined) ?? {};
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * The server's per-field messages, or, when it names no field (a wrong or expired code, a limit
 * reached), its message on `field`, with how long to wait: the form marks the field itself rather
 * than leaving the answer to a toast over the header.
 */
export function errorsOnField(error: unknown, field: string): Record<string, string> {
  const fields = serverFieldsOf(error);
  if (Object.keys(fields).length > 0) return fields;
  const text = problemText(error);
  return text ? { [field]: text } : {};
}
