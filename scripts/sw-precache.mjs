// After the shell's build (and its chrome prerender): writes the offline page and tells the service
// worker what to precache. Run by shell/package.json's build script.
// - dist/offline.<language>.html (served at /offline.<language>), one per language: index.html without
//   its scripts, holding the prerendered chrome with "You are offline" and a link to the emergency
//   page. No script: it must work when nothing else can be downloaded.
// - dist/sw.js: PRECACHE becomes the shell's content-hashed files and BUILD their combined hash, so
//   a new shell build is a new worker (browsers reinstall a worker only when its bytes change).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dist = path.join(import.meta.dirname, "..", "dist");
/** Every language the chrome was prerendered in (offline.<language>.prerender.json, scripts/prerender.mjs). */
const OFFLINE_PAGES = readdirSync(dist)
  .map((file) => file.match(/^offline\.([\w-]+)\.prerender\.json$/)?.[1])
  .filter(Boolean)
  .sort();

/** offline.<language>.html (served at /offline.<language>): index.html without scripts, holding the prerendered offline page. */
function writeOfflinePage(language) {
  const index = readFileSync(path.join(dist, "index.html"), "utf8");
  const { html: body, stylesheet } = JSON.parse(readFileSync(path.join(dist, `offline.${language}.prerender.json`), "utf8"));
  const heading = body.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? "";
  const styles = [stylesheet, "/offline.css"].filter(Boolean).map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  const html = index
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="preload"[^>]*>/g, "")
    .replace(/<noscript>[\s\S]*?<\/noscript>/, "")
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${heading} · GhanaHealth</title>`)
    .replace("</head>", `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  writeFileSync(path.join(dist, `offline.${language}.html`), html);
  return [`/offline.${language}`, stylesheet, "/offline.css"].filter(Boolean);
}

/** The shell's own content-hashed files at the root of dist/ (remotes live under dist/mfe/). */
function shellFiles() {
  return readdirSync(dist)
    .filter((file) => /\.[0-9a-f]{8}\.(?:js|css)$/.test(file))
    .sort()
    .map((file) => `/${file}`);
}

if (OFFLINE_PAGES.length === 0) throw new Error("no offline.<language>.prerender.json: run the shell's prerender first");
const offlineAssets = OFFLINE_PAGES.flatMap(writeOfflinePage);
const precache = [...new Set([...shellFiles(), ...offlineAssets, "/manifest.webmanifest", "/icon-192.png"])];
const build = createHash("sha256").update(precache.join("\n")).digest("hex").slice(0, 12);
const swFile = path.join(dist, "sw.js");
const worker = readFileSync(swFile, "utf8");
// The build minifies the copied worker: match `PRECACHE = []` and `PRECACHE=[]` alike.
const injected = worker
  .replace(/\bPRECACHE\s*=\s*\[[^\]]*\]/, () => `PRECACHE=${JSON.stringify(precache)}`)
  .replace(/\bBUILD\s*=\s*"[^"]*"/, () => `BUILD="${build}"`);
if (!injected.includes(`BUILD="${build}"`) || !injected.includes(`PRECACHE=${JSON.stringify(precache)}`)) {
  throw new Error("sw.js has no PRECACHE/BUILD to fill in");
}
writeFileSync(swFile, injected);
console.log(`sw.js: build ${build}, ${precache.length} files to precache; offline pages written in ${OFFLINE_PAGES.join(", ")}`);
