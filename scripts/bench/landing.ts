// Landing-page weight for an anonymous visitor against DESIGN.md §6: JavaScript (gzip) and requests
// until the page is interactive (featured providers shown, network idle). Serves the current build
// with its own seeded state on port 8790. Usage: npm run build && npm run bench:landing
import { spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { BENCH_ENV, startLocalServer } from "./local-server.ts";

const PORT = 8790;
const STATE = ".wrangler/bench-state";
const BUDGET = { javascriptGzipKiB: 140, requests: 25 };
spawnSync("rm", ["-rf", STATE]);
const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts", "--persist-to", STATE], { env: BENCH_ENV, stdio: "ignore" });
if (seeded.status !== 0) throw new Error("seeding the benchmark database failed");
const server = await startLocalServer(PORT, STATE);

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  // A fresh context per run: nothing cached, no service worker yet, like a first visit.
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const responses: { url: string; type: string; body: Promise<Buffer | null> }[] = [];
  page.on("response", (response) => {
    responses.push({ url: response.url(), type: response.request().resourceType(), body: response.body().catch(() => null) });
  });
  const started = Date.now();
  await page.goto(server.baseUrl, { waitUntil: "networkidle" });
  await page.getByRole("region", { name: "Featured Providers" }).getByRole("article").first().waitFor();
  await page.waitForLoadState("networkidle");
  const elapsed = Date.now() - started;

  const rows: { file: string; rawKiB: number; gzipKiB: number }[] = [];
  for (const response of responses.filter((r) => r.type === "script")) {
    const body = await response.body;
    if (!body) continue;
    rows.push({ file: new URL(response.url).pathname, rawKiB: body.length / 1024, gzipKiB: gzipSync(body, { level: 6 }).length / 1024 });
  }
  await browser.close();

  const javascriptGzipKiB = rows.reduce((sum, row) => sum + row.gzipKiB, 0);
  console.table(rows.sort((a, b) => b.gzipKiB - a.gzipKiB).map((r) => ({ file: r.file, raw_KiB: r.rawKiB.toFixed(1), gzip_KiB: r.gzipKiB.toFixed(1) })));
  const verdict = (value: number, budget: number) => (value <= budget ? "within budget" : "OVER BUDGET");
  console.log(`landing page, anonymous, first visit (${elapsed} ms on loopback):`);
  console.log(`  JavaScript: ${javascriptGzipKiB.toFixed(1)} KiB gzip in ${rows.length} files (budget ${BUDGET.javascriptGzipKiB}): ${verdict(javascriptGzipKiB, BUDGET.javascriptGzipKiB)}`);
  console.log(`  requests:   ${responses.length} (budget ${BUDGET.requests}): ${verdict(responses.length, BUDGET.requests)}`);
} finally {
  server.stop();
}
