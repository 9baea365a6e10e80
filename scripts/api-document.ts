/**
 * Writes the API's OpenAPI document, as production serves it at /api/openapi.json, to a file (default
 * .api/openapi.json) for outside tools: `npm run lint:api` checks it with Spectral. The document is
 * built from the same route declarations the Worker serves (edge-api/src/http/openapi.ts). It imports
 * the Worker's app, so it is typechecked with edge-api (edge-api/tsconfig.json), not with the other scripts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createApp } from "../edge-api/src/app.ts";
import { apiDocument } from "../edge-api/src/http/openapi.ts";

const out = path.resolve(process.argv[2] ?? ".api/openapi.json");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(apiDocument(createApp(), false), null, 2) + "\n");
console.log(`OpenAPI document: ${path.relative(process.cwd(), out)}`);
