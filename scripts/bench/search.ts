// Search at two sizes (DESIGN.md §6): loads 1,000 and then 100,000 generated providers into local D1,
// serves each with `wrangler dev`, runs the same mixed searches, and prints p50/p99 latency, the
// 100k/1k p50 ratio (goal: at most 1.5) and D1 rows read per query. Requests are sequential and
// bounded; only loopback is used. Usage: npm run build && npm run bench:search [-- --rounds 20]
import { spawnSync } from "node:child_process";
import { BENCH_ENV, startLocalServer } from "./local-server.ts";

const PORT = 8793;
const SIZES = [1_000, 100_000];
const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 20;

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
  "location=Ashanti&sort=experience",
  "location=Accra&distance=25",
  "specialty=general&location=Tamale&distance=10",
  "sort=price-low",
  "specialty=dentist&sort=rating",
  "specialty=pediatrics&sort=price-high&page=3",
  `specialty=general&date=${nextMonday()}`,
  `date=${nextMonday()}`,
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
    const samples: Sample[] = [];
    for (const query of QUERIES) await fetch(`${server.baseUrl}/api/providers/search?${query}`); // warm up
    for (let round = 0; round < rounds; round++) {
      for (const query of QUERIES) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/providers/search?${query}`);
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

const results = new Map<number, Sample[]>();
for (const size of SIZES) results.set(size, await measure(size));

console.log(`\nSearch latency over ${rounds} rounds of ${QUERIES.length} queries (sequential, loopback, wrangler dev):`);
console.table(
  SIZES.map((size) => {
    const ms = results.get(size)!.map((s) => s.ms);
    return { providers: size.toLocaleString("en"), p50_ms: percentile(ms, 50).toFixed(1), p99_ms: percentile(ms, 99).toFixed(1) };
  }),
);
const [small, large] = SIZES.map((size) => percentile(results.get(size)!.map((s) => s.ms), 50));
const ratio = large! / small!;
console.log(`p50 ratio 100k / 1k: ${ratio.toFixed(2)} (goal ≤ 1.5): ${ratio <= 1.5 ? "met" : "NOT MET"}`);

console.log("\nPer query: p50 latency and D1 rows read (statements per request):");
console.table(
  QUERIES.map((query) => {
    const row: Record<string, string> = { query: query || "(no filters)" };
    for (const size of SIZES) {
      const samples = results.get(size)!.filter((s) => s.query === query);
      row[`p50_ms_${size}`] = percentile(samples.map((s) => s.ms), 50).toFixed(1);
      row[`rows_read_${size}`] = String(samples[0]?.rowsRead);
    }
    row.statements = String(results.get(SIZES[0]!)!.find((s) => s.query === query)?.statements);
    return row;
  }),
);
