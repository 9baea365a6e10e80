// Runs an area's prerender bundle (its `render(page)` returns markup) and publishes each page's
// markup and CSS as <page>.prerender.json ({ html, stylesheet }) next to the area's assets; the Worker
// serves them inside index.html. Usage: node scripts/prerender.mjs <area folder> <page> [<page>…]
// e.g. node scripts/prerender.mjs mfe-directory emergency landing; node scripts/prerender.mjs shell chrome
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { transform } from "lightningcss";

const [area, ...pages] = process.argv.slice(2);
const root = path.join(import.meta.dirname, "..");
const bundleDir = path.join(root, area, ".prerender");
// The shell's assets sit at the root of dist/; a remote's under dist/mfe/<name>/.
const publicPath = area === "shell" ? "/" : `/mfe/${area.replace(/^mfe-/, "")}/`;
const outDir = path.join(root, "dist", publicPath);

const { render } = createRequire(import.meta.url)(path.join(bundleDir, "prerender.cjs"));
const cssFile = path.join(bundleDir, "prerender.css");
let stylesheet = null;
if (existsSync(cssFile)) {
  // Minified like the app's own stylesheets: fewer bytes on the first visit, and rules written the
  // same way in every area, so the Worker can drop those two areas share (combined-css.ts).
  const css = Buffer.from(transform({ filename: "prerender.css", code: readFileSync(cssFile), minify: true }).code);
  const name = `${area}.prerender.${createHash("sha256").update(css).digest("hex").slice(0, 8)}.css`;
  writeFileSync(path.join(outDir, name), css);
  stylesheet = `${publicPath}${name}`;
}
for (const page of pages) {
  const html = render(page);
  writeFileSync(path.join(outDir, `${page}.prerender.json`), JSON.stringify({ html, stylesheet }));
  console.log(`prerendered ${area} ${page}: ${(html.length / 1024).toFixed(1)} KiB of HTML${stylesheet ? ` + ${stylesheet}` : ""}`);
}
