/**
 * GET /api/docs: a readable reference of GET /api/openapi.json, drawn in the reader's browser by
 * Redoc's standalone bundle. The bundle is one of the site's own files (copied from the redoc package
 * into dist/api-reference/ at build time, scripts/api-reference.mjs), loaded by this page alone:
 * never by the app, and never from another host.
 */
export const REDOC_BUNDLE_PATH = "/api-reference/redoc.standalone.js";

export const API_REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>GhanaHealth API reference</title>
</head>
<body>
<redoc spec-url="/api/openapi.json" hide-download-button="false" expand-responses="200,201" required-props-first="true"></redoc>
<script src="${REDOC_BUNDLE_PATH}"></script>
</body>
</html>
`;

/**
 * The page's own policy: scripts from this site only, as everywhere; Redoc sets its styles inline and
 * runs its search index in a worker it makes from a blob, which the app's pages never allow.
 */
export const API_REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src blob:",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");
