/**
 * Every response carries the security headers (docs/product-rules.md#security-headers): each file of the build as the
 * Worker's static assets serve it, the pages the Worker renders itself (/, /emergency, the combined
 * prerender stylesheet) and a miss. The API's routes are walked by edge-api/test/http.test.ts.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";

const DIST = path.join(import.meta.dirname, "..", "dist");

/** Every file of the build as a URL path; `_headers` is the assets' own configuration, never served. */
function builtFiles(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(full);
    return entry.name === "_headers" ? [] : [`/${path.relative(DIST, full).split(path.sep).join("/")}`];
  });
}

function securityHeadersOf(response: APIResponse) {
  const headers = response.headers();
  return {
    nosniff: headers["x-content-type-options"],
    referrer: headers["referrer-policy"],
    framing: headers["content-security-policy"]?.includes("frame-ancestors 'none'") || headers["x-frame-options"] === "DENY",
  };
}

const EXPECTED = { nosniff: "nosniff", referrer: "strict-origin-when-cross-origin", framing: true };

/**
 * HSTS as the API sends it over https. Static assets and the pages built from them take it from
 * dist/_headers, which knows no scheme, so it is there over this test's http too (browsers ignore
 * it there); the Worker's own answers add it only over https (edge-api/test/http.test.ts).
 */
const HSTS = "max-age=63072000; includeSubDomains";
const hstsOf = (response: APIResponse) => response.headers()["strict-transport-security"];

test("every built file is served with the security headers, HSTS included", async ({ request }) => {
  const files = builtFiles();
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const response = await request.get(file);
    expect({ file, status: response.status(), ...securityHeadersOf(response), hsts: hstsOf(response) }).toEqual({ file, status: 200, ...EXPECTED, hsts: HSTS });
  }
});

test("pages the Worker renders (with HSTS), their stylesheet and a miss carry them too; HTML has a script-limiting CSP", async ({ page, request }) => {
  for (const url of ["/", "/emergency", "/search", "/no/such/page"]) {
    const response = await request.get(url);
    expect({ url, ...securityHeadersOf(response), hsts: hstsOf(response) }).toEqual({ url, ...EXPECTED, hsts: HSTS });
    expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
  }
  // The combined stylesheet the prerendered landing links to.
  await page.goto("/");
  const stylesheet = await page.locator('link[rel="stylesheet"][href^="/prerender.css"]').getAttribute("href");
  expect(stylesheet).not.toBeNull();
  for (const url of [stylesheet!, "/prerender.css?parts=/nope.css"]) {
    const response = await request.get(url);
    expect({ url, ...securityHeadersOf(response) }).toEqual({ url, ...EXPECTED });
  }
});
