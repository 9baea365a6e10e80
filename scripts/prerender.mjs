// Runs a remote's prerender bundle and publishes its markup and CSS next to the remote's assets as
// <name>.prerender.json ({ html, stylesheet }), which the Worker injects into index.html.
// Usage: node scripts/prerender.mjs <remote folder> <page name>   e.g. mfe-directory emergency
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const [remoteFolder, pageName] = process.argv.slice(2);
const root = path.join(import.meta.dirname, "..");
const bundleDir = path.join(root, remoteFolder, ".prerender");
const outDir = path.join(root, "dist", "mfe", remoteFolder.replace(/^mfe-/, ""));

const { render } = createRequire(import.meta.url)(path.join(bundleDir, "prerender.cjs"));
const html = render();
const cssFile = path.join(bundleDir, "prerender.css");
let stylesheet = null;
if (existsSync(cssFile)) {
  const css = readFileSync(cssFile);
  const name = `${pageName}.${createHash("sha256").update(css).digest("hex").slice(0, 8)}.css`;
  writeFileSync(path.join(outDir, name), css);
  stylesheet = `/mfe/${path.basename(outDir)}/${name}`;
}
writeFileSync(path.join(outDir, `${pageName}.prerender.json`), JSON.stringify({ html, stylesheet }));
console.log(`prerendered ${pageName}: ${(html.length / 1024).toFixed(1)} KiB of HTML${stylesheet ? ` + ${stylesheet}` : ""}`);
