/**
 * Where to go after signing in: the `next` query parameter when it is a path on this site, else home.
 * "//evil.example" and "/\evil.example" are other sites to a browser, and browsers drop tabs and
 * newlines from URLs, so those never pass; nor does /auth itself (it would loop).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//")) return "/";
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return "/";
  if (/^\/auth(?:[/?#]|$)/.test(next)) return "/";
  return next;
}
