// First tap on a cheap phone (docs/architecture.md, performance): Chromium with the CPU slowdown
// calibrated from this host's benchmarkIndex (cpu-calibration.ts, at least 4x) and Slow 4G emulation
// (Lighthouse's figures: 150 ms round trip, 1.6 Mbps down, 750 kbps up) through CDP, a fresh visit to
// the landing page, a tap on "Search Providers" as soon as it shows, then the time until search
// results show, against 3 s. Serves the current build with its own seeded state on port 8795.
// Usage: npm run build && npm run bench:first-tap
import { spawnSync } from "node:child_process";
import { exitIfHostWasBusy, launchCalibratedChromium, measureBenchmarkIndexes } from "./cpu-calibration.ts";
import { BENCH_ENV, startLocalServer } from "./local-server.ts";

const PORT = 8795;
const STATE = ".wrangler/bench-first-tap";
const BUDGET_MS = 3_000;
const RUNS = 5;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const { browser, calibration } = await launchCalibratedChromium(["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]);

spawnSync("rm", ["-rf", STATE]);
if (spawnSync("npx", ["tsx", "scripts/seed.ts", "--persist-to", STATE], { env: BENCH_ENV, stdio: "ignore" }).status !== 0) {
  throw new Error("seeding the benchmark database failed");
}
const server = await startLocalServer(PORT, STATE);
const results: { run: number; benchmarkIndex: number; tap_after_load_start_ms: number; results_after_tap_ms: number }[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    // A fresh context each run: nothing cached, no service worker, like a first visit.
    const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: calibration.multiplier });
    const loadStarted = Date.now();
    await page.goto(`${server.baseUrl}/`, { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Search Providers" });
    await button.waitFor();
    const tapped = Date.now();
    await button.tap();
    // "commit": the results page shows its results once its HTML arrives, not when all it loads has loaded.
    await page.waitForURL(/\/search/, { waitUntil: "commit" });
    // A result is a provider card on /search (the featured providers when no filter is set).
    await page.getByRole("article").first().waitFor({ timeout: 30_000 });
    const resultsAfterTapMs = Date.now() - tapped;
    await context.close();
    // The host measured again after each run: a run on a busy host shows here.
    const [benchmarkIndex] = await measureBenchmarkIndexes(browser);
    results.push({ run, benchmarkIndex: benchmarkIndex!, tap_after_load_start_ms: tapped - loadStarted, results_after_tap_ms: resultsAfterTapMs });
  }
} finally {
  await browser.close();
  server.stop();
}
console.table(results);
exitIfHostWasBusy(calibration, results.map((r) => r.benchmarkIndex));
const median = results.map((r) => r.results_after_tap_ms).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
console.log(`first tap on Search Providers -> search results: median ${(median / 1000).toFixed(2)} s of ${RUNS} runs at ${calibration.multiplier}x CPU slowdown (budget ${BUDGET_MS / 1000} s): ${median <= BUDGET_MS ? "within budget" : "OVER BUDGET"}`);
