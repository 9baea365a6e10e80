/**
 * Request body size limits (docs/product-rules.md#api-errors-and-limits), answered 413 before anything parses the body: 64 KiB in
 * general, 7 MiB on the two routes that carry a profile photo as a data URL (a 5 MB image grows by a
 * third in base64), 5 MiB and 64 KiB on the licence upload (a 5 MB file as multipart). A declared
 * Content-Length over the limit is refused at once; the body is then read with a running count
 * whatever the header says, so a chunked body, or one longer than its Content-Length claims, is cut
 * off at the limit too. Hono's own bodyLimit trusts Content-Length when it is present, hence this one.
 */
import { LICENCE_DOCUMENT_MAX_BYTES } from "@gh/contracts/licences/options";
import { msg } from "@gh/contracts/msg";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors.ts";

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
export const IMAGE_BODY_LIMIT_BYTES = 7 * 1024 * 1024;
/** A licence upload: the 5 MB file as multipart (no base64), with room for its fields; the route refuses a larger file itself, naming the field. */
export const LICENCE_BODY_LIMIT_BYTES = LICENCE_DOCUMENT_MAX_BYTES + 64 * 1024;

/** POST /api/providers/licence: a provider's licence document (docs/product-rules.md#licences-and-nhis). */
const LICENCE_ROUTE = /^\/api\/providers\/licence\/?$/;

/** The routes whose body may hold a data-URL profile photo: provider registration and edit-by-id. */
const IMAGE_ROUTES: { method: string; path: RegExp }[] = [
  { method: "POST", path: /^\/api\/provider\/complete-registration\/?$/ },
  { method: "PUT", path: /^\/api\/providers\/\d+\/?$/ },
];

export function bodyLimitFor(method: string, path: string): number {
  if (method === "POST" && LICENCE_ROUTE.test(path)) return LICENCE_BODY_LIMIT_BYTES;
  return IMAGE_ROUTES.some((route) => route.method === method && route.path.test(path)) ? IMAGE_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES;
}

const tooLarge = (limit: number) =>
  new AppError(413, "payload_too_large", msg("The request body is too large (at most {size} KiB)."), undefined, undefined, { size: Math.round(limit / 1024) });

/** The whole body, or null once it passes `limit` bytes (the rest is not read). */
async function readUpTo(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

export const bodySizeLimit: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const limit = bodyLimitFor(c.req.method, c.req.path);
  const declared = c.req.header("Content-Length");
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(limit);
  const bytes = await readUpTo(body, limit);
  if (!bytes) throw tooLarge(limit);
  // The counted bytes stand in for the stream, exactly as sent (the Paystack webhook signs the raw body).
  c.req.raw = new Request(c.req.raw, { body: bytes });
  return next();
};
