/**
 * Security headers on every response the Worker makes itself (docs/product-rules.md#security-headers): the API's, and the
 * non-HTML answers of the prerendered pages (their stylesheet, their misses). HTML and static assets
 * get theirs from dist/_headers (shell/public/_headers), HSTS included: that file cannot tell http from
 * https, so it sends HSTS on both, and browsers ignore it over http.
 */
import type { MiddlewareHandler } from "hono";

/** Sets the headers on `headers`; a CSP the answer already carries (e.g. a page's) is kept. */
export function applySecurityHeaders(headers: Headers, url: URL): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  // JSON and CSS are never documents: nothing may run or be framed from them.
  if (!headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  }
  // Health data must not sit in shared caches.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  if (url.protocol === "https:") {
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  applySecurityHeaders(c.res.headers, new URL(c.req.url));
};
