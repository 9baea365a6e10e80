// Copies Redoc's standalone bundle (and its licence) into dist/api-reference/, for the API reference
// page at /api/docs (edge-api/src/http/api-reference-page.ts). It is the only page that loads it: the
// app's bundles never include it, and it is served as the site's own file rather than from another host.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const bundle = require.resolve("redoc/bundles/redoc.standalone.js");
const target = path.join(import.meta.dirname, "..", "dist", "api-reference");

mkdirSync(target, { recursive: true });
for (const file of ["redoc.standalone.js", "redoc.standalone.js.LICENSE.txt"]) copyFileSync(path.join(path.dirname(bundle), file), path.join(target, file));
console.log("api-reference: dist/api-reference/redoc.standalone.js");
