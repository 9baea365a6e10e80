/**
 * The browser's one way to call the API (docs/product-rules.md#screens-and-texts): cookies always sent, bodies as JSON (a file
 * upload as a form), any
 * non-OK answer raised as an ApiError whose message is "<status>: <body text or status text>".
 */
import type { ApiErrorBody } from "@gh/contracts/errors";
import { msg, t } from "@gh/i18n";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The API's JSON error, when the body was one. */
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The server's own message (`error.message`), for toasts that show it. */
  get serverMessage(): string | undefined {
    return this.body?.error.message;
  }

  get fields(): Record<string, string> | undefined {
    return this.body?.error.fields;
  }
}

/**
 * Whether `error` is an ApiError, by shape: a remote's copy of this package has its own ApiError
 * class, so `instanceof` fails for errors raised by the shell's query loader.
 */
export function isApiError(error: unknown): error is Pick<ApiError, "status" | "message" | "body"> {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { name?: unknown }).name === "ApiError" &&
    typeof (error as { status?: unknown }).status === "number"
  );
}

/** What a failed call said, read by shape so it works across areas. */
export interface ApiProblem {
  /** HTTP status; null when the call never got an answer (offline, a bug). */
  status: number | null;
  /** The API's own message (`error.message`), when it sent one. */
  message: string | null;
  /** Field name -> message, for a 400 about a form. */
  fields: Record<string, string>;
}

export function readApiProblem(error: unknown): ApiProblem {
  if (!isApiError(error)) return { status: null, message: null, fields: {} };
  return { status: error.status, message: error.body?.error?.message ?? null, fields: error.body?.error?.fields ?? {} };
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value = JSON.parse(text) as Partial<ApiErrorBody>;
    return value && typeof value.error?.message === "string" ? (value as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

async function raiseUnlessOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text();
  throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseErrorBody(text));
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The request's body and its headers: JSON, or a form as multipart/form-data (a file upload). */
function requestBody(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: { Accept: "application/json" } };
  // No Content-Type for a form: the browser writes multipart/form-data with its boundary.
  if (body instanceof FormData) return { headers: { Accept: "application/json" }, body };
  return { headers: { Accept: "application/json", "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

/** Calls the API and returns the parsed JSON answer (undefined for an empty body). A FormData body goes as multipart/form-data. */
export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T> {
  const response = await raiseUnlessOk(await fetch(url, { method, credentials: "include", ...requestBody(body), signal: init?.signal }));
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The query loader: GET on the URL made by joining the query key's segments with "/". */
export function queryUrl(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join("/");
}

/**
 * A TanStack Query queryFn. With `on401: "returnNull"` a 401 means "anonymous", not an error (the
 * current-user call).
 */
type QueryFn<T> = (context: { queryKey: readonly unknown[]; signal?: AbortSignal }) => Promise<T>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFn<T>;
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFn<T | null>;
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }): QueryFn<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>("GET", queryUrl(queryKey), undefined, { signal });
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

// translators: how long to wait before trying again, added after a message ("Too many codes requested. Try again in 45 seconds.")
const TRY_AGAIN_SECONDS = msg("{seconds, plural, one {Try again in # second} other {Try again in # seconds}}");
// translators: how long to wait before trying again, added after a message ("Too many failed sign-in attempts. Try again in 15 minutes.")
const TRY_AGAIN_MINUTES = msg("{minutes, plural, one {Try again in # minute} other {Try again in # minutes}}");
// translators: the end of some of the API's messages, left out when the wait is said instead
const TRY_AGAIN_LATER = msg("Please try again later.");

/** "Try again in 45 seconds" / "in 1 minute" / "in 15 minutes": a wait, rounded up, said plainly, in the page's language. */
export function tryAgainIn(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  return wait < 60 ? t(TRY_AGAIN_SECONDS, { seconds: wait }) : t(TRY_AGAIN_MINUTES, { minutes: Math.ceil(wait / 60) });
}

/** How long the API asked to wait (`error.retryAfterSeconds`, sent with a 429 or 503), if it did. */
export function retryAfterOf(error: unknown): number | null {
  const seconds = isApiError(error) ? error.body?.error?.retryAfterSeconds : undefined;
  return typeof seconds === "number" && seconds >= 0 ? seconds : null;
}

/**
 * The API's message for a form field to show, in the page's language, with the wait made concrete
 * when the API gave one: "Please wait before requesting another code. Try again in 45 seconds." A
 * vague "Please try again later." gives way to the concrete wait. Null when the call got no message
 * (offline, a bug).
 */
export function problemText(error: unknown): string | null {
  const message = isApiError(error) ? error.body?.error?.message : undefined;
  if (!message) return null;
  // The API's message is one of the shared messages (or already in the visitor's language: then it stays as it is).
  const text = t(message);
  const wait = retryAfterOf(error);
  if (wait === null) return text;
  const later = t(TRY_AGAIN_LATER);
  const withoutLater = text.endsWith(later) ? text.slice(0, -later.length).trimEnd() : text;
  return `${withoutLater} ${tryAgainIn(wait)}.`;
}
