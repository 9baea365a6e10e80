// Search at two sizes (docs/product-rules.md#search and docs/product-rules.md#performance-budgets): loads 1,000 and then 100,000 generated providers into local D1,
// serves each with `wrangler dev`, runs the same mixed searches, and prints p50/p99 latency, the
// 100k/1k ratios of both (goal: at most 1.5) and D1 rows read per query (goal: at most 2,500 for
// every query, so the worst case stays bounded and not only the median). Requests are sequential and
// bounded; only loopback is used. Each size's figures come with the host's Lighthouse benchmarkIndex,
// measured just before its rounds, so they can be repeated elsewhere (docs/architecture.md#performance).
// Usage: npm run build && npm run bench:search [-- --rounds 20]
import { spawnSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { loadReason, measureBenchmarkIndexes } from "./cpu-calibration.ts";
import { BENCH_ENV, startLocalServer } from "./local-server.ts";

const PORT = 8793;
const SIZES = [1_000, 100_000];
const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 20;
const RATIO_GOAL = 1.5;
const ROWS_READ_GOAL = 2_500;
/** Every request asks for a fresh answer, so D1 is measured and not the edge cache (http/edge-cache.ts). */
const FRESH = { "Cache-Control": "no-store" };

function nextMonday(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7 || 7));
  return date.toISOString().slice(0, 10);
}

/** The mix a patient's searches make: filters alone and together, every sort, a later page, a date. */
const QUERIES = [
  "",
  "specialty=cardiology",
  "location=Kumasi",
  "specialty=general&location=Kumasi",
  "location=Ashanti&sort=experience",
  "location=Accra&distance=25",
  "specialty=general&location=Tamale&distance=10",
  "sort=price-low",
  "specialty=dentist&sort=rating",
  "specialty=pediatrics&sort=price-high&page=3",
  `specialty=general&date=${nextMonday()}`,
  `date=${nextMonday()}`,
  "specialty=pharmacy&open24Hours=true",
  "walkIns=true&location=Accra",
  // Licences and NHIS (docs/product-rules.md#licences-and-nhis): the question patients ask first, alone, near a place, with others.
  "nhis=true",
  "nhis=true&location=Accra&distance=25",
  "nhis=true&specialty=general&location=Kumasi",
  "verified=true&specialty=cardiology",
  "nhis=true&verified=true&sort=price-low",
  "nhis=true&walkIns=true",
];

interface Sample {
  query: string;
  ms: number;
  rowsRead: number;
  statements: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function measure(size: number): Promise<Sample[]> {
  const state = `.wrangler/bench-search-${size}`;
  spawnSync("rm", ["-rf", state]);
  console.log(`\nLoading ${size.toLocaleString("en")} providers...`);
  const loaded = spawnSync("npx", ["tsx", "scripts/seed-scale.ts", String(size), "--persist-to", state], { env: BENCH_ENV, stdio: ["ignore", "ignore", "inherit"] });
  if (loaded.status !== 0) throw new Error(`loading ${size} providers failed`);

  const server = await startLocalServer(PORT, state);
  try {
    benchmarkIndexes.set(size, await measureBenchmarkIndexes(browser, 3));
    const samples: Sample[] = [];
    for (const query of QUERIES) await fetch(`${server.baseUrl}/api/providers/search?${query}`, { headers: FRESH }); // warm up
    for (let round = 0; round < rounds; round++) {
      for (const query of QUERIES) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/providers/search?${query}`, { headers: FRESH });
        await response.arrayBuffer();
        const ms = performance.now() - started;
        if (!response.ok) throw new Error(`${query} answered ${response.status}`);
        const timing = response.headers.get("server-timing") ?? "";
        samples.push({
          query,
          ms,
          rowsRead: Number(/rows_read=(\d+)/.exec(timing)?.[1] ?? NaN),
          statements: Number(/statements=(\d+)/.exec(timing)?.[1] ?? NaN),
        });
      }
    }
    return samples;
  } finally {
    server.stop();
  }
}

const loadBefore = loadavg()[0]!;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const benchmarkIndexes = new Map<number, number[]>();
const results = new Map<number, Sample[]>();
try {
  for (const size of SIZES) results.set(size, await measure(size));
} finally {
  await browser.close();
}

const latency = (size: number, p: number) => percentile(results.get(size)!.map((s) => s.ms), p);
const maxRowsRead = (size: number) => Math.max(...results.get(size)!.map((s) => s.rowsRead));

console.log(`\nSearch latency over ${rounds} rounds of ${QUERIES.length} queries (sequential, loopback, wrangler dev):`);
console.table(
  SIZES.map((size) => ({
    providers: size.toLocaleString("en"),
    p50_ms: latency(size, 50).toFixed(1),
    p99_ms: latency(size, 99).toFixed(1),
    max_rows_read: maxRowsRead(size),
    host_benchmarkIndex: benchmarkIndexes.get(size)!.join(", "),
  })),
);
const busy = loadReason(loadBefore, cpus().length);
if (busy) console.log(`The host was busy before the run (${busy}): the latencies may not repeat.`);
const [small, large] = SIZES as [number, number];
for (const p of [50, 99]) {
  const ratio = latency(large, p) / latency(small, p);
  console.log(`p${p} ratio 100k / 1k: ${ratio.toFixed(2)} (goal ≤ ${RATIO_GOAL}): ${ratio <= RATIO_GOAL ? "met" : "NOT MET"}`);
}
const worst = maxRowsRead(large);
console.log(`most rows read by one query at 100k: ${worst.toLocaleString("en")} (goal ≤ ${ROWS_READ_GOAL.toLocaleString("en")}): ${worst <= ROWS_READ_GOAL ? "met" : "NOT MET"}`);

console.log("\nPer query: p50 and p99 latency and D1 rows read (statements per request):");
console.table(
  QUERIES.map((query) => {
    const row: Record<string, string> = { query: query || "(no filters)" };
    for (const size of SIZES) {
      const samples = results.get(size)!.filter((s) => s.query === query);
      const ms = samples.map((s) => s.ms);
      row[`p50_ms_${size}`] = percentile(ms, 50).toFixed(1);
      row[`p99_ms_${size}`] = percentile(ms, 99).toFixed(1);
      row[`rows_read_${size}`] = String(Math.max(...samples.map((s) => s.rowsRead)));
    }
    row.statements = String(results.get(SIZES[0]!)!.find((s) => s.query === query)?.statements);
    return row;
  }),
);
