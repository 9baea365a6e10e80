// After the shell's build (and its chrome prerender): writes the offline page and tells the service
// worker what to precache. Run by shell/package.json's build script.
// - dist/offline.html (served at /offline): index.html without its scripts, holding the prerendered
//   app chrome with "You are offline" and a link to the emergency page in the page slot. No script:
//   it must work when nothing else can be downloaded.
// - dist/sw.js: PRECACHE becomes the shell's content-hashed files and BUILD their combined hash, so
//   a new shell build is a new worker (browsers reinstall a worker only when its bytes change).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dist = path.join(import.meta.dirname, "..", "dist");
const PAGE_SLOT = '<template data-prerendered-page=""></template>';

const OFFLINE_MESSAGE = `<section class="offline-page container" aria-labelledby="offline-title">
<h1 id="offline-title">You are offline</h1>
<p>This page has not been saved on this phone yet. It will open when you are back online.</p>
<p>The emergency numbers and centres work without a connection:</p>
<p><a class="offline-page__emergency" href="/emergency">Go to the emergency page</a></p>
<p>In an emergency call <a href="tel:112">112</a> or <a href="tel:193">193</a> (ambulance).</p>
</section>`;

function writeOfflinePage() {
  const index = readFileSync(path.join(dist, "index.html"), "utf8");
  const chromeFile = path.join(dist, "chrome.prerender.json");
  const chrome = existsSync(chromeFile) ? JSON.parse(readFileSync(chromeFile, "utf8")) : { html: PAGE_SLOT, stylesheet: null };
  const body = chrome.html.includes(PAGE_SLOT) ? chrome.html.replace(PAGE_SLOT, () => OFFLINE_MESSAGE) : `<main id="main">${OFFLINE_MESSAGE}</main>`;
  const styles = [chrome.stylesheet, "/offline.css"].filter(Boolean).map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  const html = index
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="preload"[^>]*>/g, "")
    .replace(/<noscript>[\s\S]*?<\/noscript>/, "")
    .replace(/<title>[^<]*<\/title>/, "<title>You are offline · GhanaHealth</title>")
    .replace("</head>", `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  writeFileSync(path.join(dist, "offline.html"), html);
  return [chrome.stylesheet, "/offline.css"].filter(Boolean);
}

/** The shell's own content-hashed files at the root of dist/ (remotes live under dist/mfe/). */
function shellFiles() {
  return readdirSync(dist)
    .filter((file) => /\.[0-9a-f]{8}\.(?:js|css)$/.test(file))
    .sort()
    .map((file) => `/${file}`);
}

const offlineAssets = writeOfflinePage();
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
console.log(`sw.js: build ${build}, ${precache.length} files to precache; offline.html written`);
