// Landing-page weight for an anonymous visitor against docs/product-rules.md#performance-budgets:
// 1. first visit on a phone: JavaScript (gzip level 6 as the measure, raw and Brotli quality 4 beside
//    it) and requests until the app has started over the prerendered page and the network is idle;
//    then what scrolling to the end adds (the sections below the first screen load when needed);
//    last, the same visit in Twi (its catalogs, JSON, printed apart from the JavaScript);
// 2. repeat visit with the service worker active: bytes that really cross the network (≤ 15 KiB);
// 3. after one remote is rebuilt (the directory, with one of its landing chunks changed): what is
//    downloaded, which must be only that remote's changed files (plus the page and the route table).
// Serves the current build with its own seeded state on port 8790, behind a byte-counting proxy.
// Usage: npm run build && npm run bench:landing
import { spawnSync } from "node:child_process";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { startCountingProxy, type CountingProxy, type Transfer } from "./counting-proxy.ts";
import { waitForAppStart } from "./app-start.ts";
import { translation } from "../../e2e/support/languages.ts";
import { BENCH_ENV, startLocalServer } from "./local-server.ts";

const PORT = 8790;
const PROXY_PORT = 8791;
const STATE = ".wrangler/bench-state";
const BUDGET = { javascriptGzipKiB: 140, requests: 25, repeatVisitKiB: 15 };
spawnSync("rm", ["-rf", STATE]);
const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts", "--persist-to", STATE], { env: BENCH_ENV, stdio: "ignore" });
if (seeded.status !== 0) throw new Error("seeding the benchmark database failed");
const server = await startLocalServer(PORT, STATE);
const verdict = (value: number, budget: number) => (value <= budget ? "within budget" : "OVER BUDGET");
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function landingReady(page: Page, language: "en-GH" | "ak" = "en-GH"): Promise<void> {
  await page.getByRole("region", { name: translation(language, "Featured Providers") }).getByRole("article").first().waitFor();
  await page.waitForLoadState("networkidle");
}

/** The phone our patients carry: its screen shows the hero and search form, nothing below them. */
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

type Script = { url: string; body: Promise<Buffer | null> };
type ScriptRow = { file: string; raw: number; gzip: number; brotli: number };

async function measure(scripts: Script[]): Promise<ScriptRow[]> {
  const rows: ScriptRow[] = [];
  for (const script of scripts) {
    const body = await script.body;
    if (!body) continue;
    rows.push({
      file: new URL(script.url).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    });
  }
  return rows.sort((a, b) => b.gzip - a.gzip);
}

const totalOf = (rows: ScriptRow[], key: "raw" | "gzip" | "brotli") => rows.reduce((sum, row) => sum + row[key], 0);

type Recorded = { url: string; type: string; body: Promise<Buffer | null> };

/** Records every response of a fresh context's page: nothing cached, no service worker yet. */
async function freshPage(browser: Browser, options: BrowserContextOptions): Promise<{ page: Page; responses: Recorded[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...options, serviceWorkers: "block" });
  const page = await context.newPage();
  const responses: Recorded[] = [];
  page.on("response", (response) => {
    responses.push({ url: response.url(), type: response.request().resourceType(), body: response.body().catch(() => null) });
  });
  return { page, responses, close: () => context.close() };
}

/**
 * A first visit on a phone, read without scrolling: everything downloaded until the app has drawn
 * over the prerendered page and the network is idle. On a touch screen the app starts at the first
 * touch (shell/src/app/start-schedule.ts): what loads before it is printed on its own, and the budget
 * counts both, the page as a visitor who uses it downloads it. Then the visitor scrolls to the end,
 * and what that loads is printed on its own.
 */
async function firstVisit(browser: Browser, language: "en-GH" | "ak"): Promise<void> {
  // The browser's language is the visitor's until they choose one (Accept-Language, navigator.languages).
  const { page, responses, close } = await freshPage(browser, { ...PHONE, locale: language });
  const started = Date.now();
  await page.goto(server.baseUrl, { waitUntil: "networkidle" });
  const untouched = await measure(responses.filter((r) => r.type === "script"));
  const untouchedRequests = responses.length;
  await page.getByRole("heading", { level: 1 }).tap();
  await waitForAppStart(page);
  await page.waitForLoadState("networkidle");
  const elapsed = Date.now() - started;
  const firstScreen = responses.splice(0);

  await page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)");
  await landingReady(page, language);
  const scrolled = responses.splice(0);
  await close();

  const rows = await measure(firstScreen.filter((r) => r.type === "script"));
  console.table(rows.map((r) => ({ file: r.file, raw_KiB: kib(r.raw), gzip_KiB: kib(r.gzip), brotli_q4_KiB: kib(r.brotli) })));
  const gzipKiB = totalOf(rows, "gzip") / 1024;
  console.log(`landing page in ${language}, anonymous, first visit on a ${PHONE.viewport.width}x${PHONE.viewport.height} phone, touched once (${elapsed} ms on loopback):`);
  console.log(`  before the first touch: ${kib(totalOf(untouched, "gzip"))} KiB gzip of JavaScript in ${untouched.length} files, ${untouchedRequests} requests`);
  console.log(`  JavaScript: ${gzipKiB.toFixed(1)} KiB gzip in ${rows.length} files (budget ${BUDGET.javascriptGzipKiB}): ${verdict(gzipKiB, BUDGET.javascriptGzipKiB)}`);
  console.log(`              raw ${kib(totalOf(rows, "raw"))} KiB, Brotli q4 ${kib(totalOf(rows, "brotli"))} KiB`);
  console.log(`  requests:   ${firstScreen.length} (budget ${BUDGET.requests}): ${verdict(firstScreen.length, BUDGET.requests)}`);
  // Another language's texts come as compiled JSON catalogs (data, not JavaScript): printed apart.
  const catalogs = await measure(firstScreen.filter((r) => /\/assets\/[\w-]+\.[0-9a-f]{8}\.json$/.test(new URL(r.url).pathname)));
  if (catalogs.length > 0) console.log(`  catalogs:   ${kib(totalOf(catalogs, "gzip"))} KiB gzip of JSON in ${catalogs.length} files (${catalogs.map((row) => row.file).join(", ")})`);
  const others = firstScreen.filter((r) => r.type !== "script").map((r) => `${r.type}:${new URL(r.url).pathname}`);
  console.log(`              besides scripts: ${others.join(", ")}`);
  const below = await measure(scrolled.filter((r) => r.type === "script"));
  const paths = scrolled.map((r) => new URL(r.url).pathname).join(", ");
  console.log(`  then scrolling to the end loads the sections below the first screen: ${kib(totalOf(below, "gzip"))} KiB gzip of JavaScript, ${scrolled.length} requests (${paths})`);
}

/** For comparison: a wide screen has the sections below the hero in view, so it loads them at once. */
async function wideScreenVisit(browser: Browser): Promise<void> {
  const viewport = { width: 1280, height: 720 };
  const { page, responses, close } = await freshPage(browser, { viewport });
  await page.goto(server.baseUrl, { waitUntil: "networkidle" });
  await landingReady(page);
  await close();
  const rows = await measure(responses.filter((r) => r.type === "script"));
  console.log(`the same first visit on a ${viewport.width}x${viewport.height} screen, the sections below the hero in view: ${kib(totalOf(rows, "gzip"))} KiB gzip of JavaScript in ${rows.length} files, ${responses.length} requests`);
}

function printTransfers(title: string, transfers: Transfer[], budgetKiB?: number): void {
  const bytes = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
  console.table(transfers.map((t) => ({ path: t.path.length > 90 ? `${t.path.slice(0, 87)}…` : t.path, status: t.status, KiB: kib(t.bytes) })));
  const against = budgetKiB === undefined ? "" : ` (budget ${budgetKiB}): ${verdict(bytes / 1024, budgetKiB)}`;
  console.log(`${title}: ${kib(bytes)} KiB over the network in ${transfers.length} requests${against}`);
}

/** Visits the landing until the service worker controls it and holds its precache. */
/**
 * Polls `expression` (page-side source text: this script is type-checked without the DOM library)
 * until it resolves true. waitForFunction would take an async expression's promise itself as truthy.
 */
async function untilTrueInPage(page: Page, expression: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting in the page for ${expression.slice(0, 80)}…`);
    await page.waitForTimeout(250);
  }
}

async function installServiceWorker(page: Page, proxy: CountingProxy): Promise<void> {
  await page.goto(proxy.baseUrl);
  await landingReady(page);
  // Installed to the end and in control: the emergency page is the install's last step.
  await untilTrueInPage(
    page,
    `(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(navigator.serviceWorker.controller) && !registration?.installing && !registration?.waiting && Boolean(await caches.match("/emergency"));
    })()`,
  );
  // The first visit's files are handed to the worker after it takes control: let it store them.
  await untilTrueInPage(
    page,
    `(async () => {
      const cache = await caches.open("ghanahealth-v1");
      const loaded = performance.getEntriesByType("resource").map((entry) => entry.name).filter((href) => !new URL(href).pathname.startsWith("/api/"));
      for (const href of loaded) if (!(await cache.match(href))) return false;
      return true;
    })()`,
  );
  await page.waitForLoadState("networkidle");
}

/**
 * Stands in for a new build of the directory remote in which one file the landing uses changed: the
 * route table names a new entry version, and the entry names that chunk by a new content hash.
 */
function rebuildDirectoryRemote(proxy: CountingProxy, firstVisit: Transfer[]): string | null {
  const chunk = firstVisit
    .map((transfer) => transfer.path)
    .find((path) => /^\/mfe\/directory\/[\w-]+\.[0-9a-f]{8}\.js$/.test(path));
  if (!chunk) return null;
  const oldHash = chunk.match(/\.([0-9a-f]{8})\.js$/)![1]!;
  const newHash = "0bad0000";
  proxy.rewrite = {
    upstreamPath: (path) => (path.startsWith("/mfe/directory/") && path.includes(`.${newHash}.`) ? path.replace(newHash, oldHash) : null),
    fresh: (path) => path === "/remotes.json" || path.startsWith("/mfe/directory/remoteEntry.js"),
    body: (path, text) => {
      if (path === "/remotes.json") return text.replace(/(\/mfe\/directory\/remoteEntry\.js\?v=[\w-]+)/, "$1-rebuilt");
      if (path.startsWith("/mfe/directory/remoteEntry.js")) return text.replaceAll(oldHash, newHash);
      return null;
    },
  };
  return chunk.replace(oldHash, newHash);
}

async function repeatVisits(browser: Browser): Promise<void> {
  const proxy = await startCountingProxy(server.baseUrl, PROXY_PORT);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await installServiceWorker(page, proxy);
    const firstVisitTransfers = proxy.transfers.splice(0);

    await page.goto(proxy.baseUrl);
    await landingReady(page);
    printTransfers("repeat visit, service worker active", proxy.transfers.splice(0), BUDGET.repeatVisitKiB);

    const changedChunk = rebuildDirectoryRemote(proxy, firstVisitTransfers);
    if (!changedChunk) {
      console.log("one remote rebuilt: no directory chunk on the landing to change; skipped");
      return;
    }
    await page.goto(proxy.baseUrl);
    await landingReady(page);
    const afterRebuild = proxy.transfers.splice(0);
    printTransfers("after the directory remote was rebuilt (its entry and one changed chunk)", afterRebuild);
    const code = afterRebuild.filter((transfer) => /\.(?:js|css)(?:\?|$)/.test(transfer.path));
    // The browser's own check of the service worker on a navigation (a 304 while it is unchanged) is not a download of ours.
    const others = code.filter((transfer) => !transfer.path.startsWith("/mfe/directory/remoteEntry.js") && transfer.path !== changedChunk && !(transfer.path === "/sw.js" && transfer.status === 304));
    console.log(
      others.length === 0
        ? "  only the rebuilt remote's changed files were downloaded"
        : `  ALSO DOWNLOADED: ${others.map((transfer) => transfer.path).join(", ")}`,
    );
  } finally {
    await context.close();
    await proxy.close();
  }
}

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  await firstVisit(browser, "en-GH");
  await wideScreenVisit(browser);
  await repeatVisits(browser);
  // Twi, the language of nearly half the country: the same first visit from a browser that asks for it.
  await firstVisit(browser, "ak");
  await browser.close();
} finally {
  server.stop();
}
