// Runs an area's prerender bundles (each `render(page, language, catalogs)` returns markup) and
// publishes each page's markup and CSS, in every language, as <page>.<language>.prerender.json
// ({ html, stylesheet }) next to the area's assets; the Worker serves the visitor's inside index.html. A page is rendered by the bundle named after it when there is one
// (its own stylesheet), else by the area's `prerender` bundle (rspack/factory.ts, prerenderConfig).
// Usage: node scripts/prerender.mjs <area folder> <page> [<page>…]
// e.g. node scripts/prerender.mjs mfe-directory emergency landing search; node scripts/prerender.mjs shell chrome
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { transform } from "lightningcss";

const [area, ...pages] = process.argv.slice(2);
const root = path.join(import.meta.dirname, "..");
const bundleDir = path.join(root, area, ".prerender");
// The shell's assets sit at the root of dist/; a remote's under dist/mfe/<name>/.
const publicPath = area === "shell" ? "/" : `/mfe/${area.replace(/^mfe-/, "")}/`;
const outDir = path.join(root, "dist", publicPath);

const load = createRequire(import.meta.url);

/** Every language the catalogs were compiled in (scripts/i18n/compile.ts runs before any build). */
const COMPILED_LANGUAGES = readdirSync(path.join(root, "shell", "src", "locales", "compiled"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length));

/** A build's compiled catalogs by language. */
function catalogsOf(folder) {
  const dir = path.join(root, folder, "src", "locales", "compiled");
  return Object.fromEntries(COMPILED_LANGUAGES.map((language) => [language, JSON.parse(readFileSync(path.join(dir, `${language}.json`), "utf8"))]));
}

// Every area's pages use the shared packages' texts, which the shell's catalogs carry; an area's own come after.
const catalogs = area === "shell" ? [catalogsOf("shell")] : [catalogsOf("shell"), catalogsOf(area)];

/** Each bundle's published stylesheet, so pages of one bundle share the one file, written once. */
const stylesheets = new Map();

/** Publishes a bundle's stylesheet under a content-hashed name; its address, or null without one. */
function publishStylesheet(bundle) {
  if (!stylesheets.has(bundle)) stylesheets.set(bundle, writeStylesheet(bundle));
  return stylesheets.get(bundle);
}

function writeStylesheet(bundle) {
  const cssFile = path.join(bundleDir, `${bundle}.css`);
  if (!existsSync(cssFile)) return null;
  // Minified like the app's own stylesheets: fewer bytes on the first visit, and rules written the
  // same way in every area, so the Worker can drop those two areas share (combined-css.ts).
  const css = Buffer.from(transform({ filename: `${bundle}.css`, code: readFileSync(cssFile), minify: true }).code);
  const prefix = bundle === "prerender" ? area : `${area}.${bundle}`;
  const name = `${prefix}.prerender.${createHash("sha256").update(css).digest("hex").slice(0, 8)}.css`;
  writeFileSync(path.join(outDir, name), css);
  return `${publicPath}${name}`;
}

for (const page of pages) {
  const bundle = existsSync(path.join(bundleDir, `${page}.cjs`)) ? page : "prerender";
  const { render } = load(path.join(bundleDir, `${bundle}.cjs`));
  const stylesheet = publishStylesheet(bundle);
  const sizes = [];
  for (const language of COMPILED_LANGUAGES) {
    const html = render(page, language, catalogs);
    writeFileSync(path.join(outDir, `${page}.${language}.prerender.json`), JSON.stringify({ html, stylesheet }));
    sizes.push(`${language} ${(html.length / 1024).toFixed(1)}`);
  }
  console.log(`prerendered ${area} ${page} (KiB of HTML): ${sizes.join(", ")}${stylesheet ? ` + ${stylesheet}` : ""}`);
}
