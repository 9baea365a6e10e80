// The admin tables at two sizes (docs/product-rules.md#admin-and-exports and docs/product-rules.md#performance-budgets): loads 1,000 and then 100,000 generated
// providers, signs in as the seeded admin and times the Providers tab's first page, a middle page
// (page = total / pageSize / 2) and searched pages (p50 over the rounds, and the 100k/1k ratio, goal
// ≤ 1.5), then downloads providers.csv in full: its time, its row count and the peak memory (VmRSS)
// of the Worker's workerd process while it streams. Sequential, bounded, loopback only.
// Usage: npm run bench:admin [-- --rounds 20]  (run under the shared lock: it uses wrangler dev)
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { ADMIN_PAGE_SIZE, type AdminPage, type AdminProvider } from "@gh/contracts/admin/options";
import { DEMO_ACCOUNTS } from "../../edge-api/seed/accounts.ts";
import { BENCH_ENV, startLocalServer, type LocalServer } from "./local-server.ts";

const PORT = 8795;
const SIZES = [1_000, 100_000];
const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 20;
const CSV_DOWNLOADS = 3;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Signs in as the seeded admin (no second factor for admins) and returns the session cookie. */
async function adminCookie(server: LocalServer): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  const response = await fetch(`${server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`admin sign-in failed (${response.status})`);
  return cookie;
}

/** The workerd processes serving on PORT: those in the process group of the `wrangler dev --port PORT` that started them. */
function workerdPids(): number[] {
  const pgrep = (args: string[]) => {
    try {
      return execFileSync("pgrep", args, { encoding: "utf8" }).split("\n").filter(Boolean).map(Number);
    } catch {
      return []; // pgrep exits 1 when nothing matches
    }
  };
  const wrangler = pgrep(["-f", `wrangler dev .*--port ${PORT}`])[0];
  if (!wrangler) return [];
  const group = execFileSync("ps", ["-o", "pgid=", "-p", String(wrangler)], { encoding: "utf8" }).trim();
  return pgrep(["-g", group, "-f", "workerd"]);
}

/** Resident memory of the processes in kB (VmRSS), 0 for any that has gone. */
function residentKb(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // the process ended
    }
  }
  return total;
}

interface CsvRun {
  ms: number;
  rows: number;
  bytes: number;
  baselineKb: number;
  peakKb: number;
}

/** Downloads providers.csv to the end, counting its records (line breaks outside quotes) and sampling workerd's RSS every 50 ms. */
async function downloadCsv(server: LocalServer, cookie: string): Promise<CsvRun> {
  const pids = workerdPids();
  if (pids.length === 0) throw new Error("no workerd process found for the bench server");
  const baselineKb = residentKb(pids);
  let peakKb = baselineKb;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, residentKb(pids))), 50);
  try {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/admin/providers.csv`, { headers: { Cookie: cookie } });
    if (!response.ok || !response.body) throw new Error(`providers.csv answered ${response.status}`);
    const decoder = new TextDecoder();
    let [lineBreaks, bytes, inQuotes] = [0, 0, false];
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const character of decoder.decode(chunk, { stream: true })) {
        if (character === '"') inQuotes = !inQuotes;
        else if (character === "\n" && !inQuotes) lineBreaks++;
      }
    }
    const ms = performance.now() - started;
    peakKb = Math.max(peakKb, residentKb(pids));
    return { ms, rows: lineBreaks - 1, bytes, baselineKb, peakKb }; // minus the header
  } finally {
    clearInterval(sampler);
  }
}

interface SizeResult {
  total: number;
  views: Map<string, { query: string; ms: number[] }>;
  csv: CsvRun[];
}

async function measure(size: number): Promise<SizeResult> {
  const state = `.wrangler/bench-admin-${size}`;
  spawnSync("rm", ["-rf", state]);
  console.log(`\nLoading ${size.toLocaleString("en")} providers...`);
  const loaded = spawnSync("npx", ["tsx", "scripts/seed-scale.ts", String(size), "--persist-to", state], { env: BENCH_ENV, stdio: ["ignore", "ignore", "inherit"] });
  if (loaded.status !== 0) throw new Error(`loading ${size} providers failed`);

  const server = await startLocalServer(PORT, state);
  try {
    const cookie = await adminCookie(server);
    const get = (query: string) => fetch(`${server.baseUrl}/api/admin/providers?${query}`, { headers: { Cookie: cookie } });
    const first = (await (await get("")).json()) as AdminPage<AdminProvider>;
    const middle = Math.max(1, Math.floor(first.total / ADMIN_PAGE_SIZE / 2));
    // A name and a place, as an admin looks someone up; and a bare prefix that matches many.
    const sample = first.items[0]!;
    const views = new Map<string, { query: string; ms: number[] }>([
      ["first page", { query: "page=1", ms: [] }],
      ["middle page", { query: `page=${middle}`, ms: [] }],
      ["searched: name + town", { query: `search=${encodeURIComponent(`${sample.firstName} ${sample.city}`)}`, ms: [] }],
      ["searched: prefix 'kwa', by name", { query: "search=kwa&sort=name&order=asc", ms: [] }],
    ]);
    for (const { query } of views.values()) await (await get(query)).arrayBuffer(); // warm up
    for (let round = 0; round < rounds; round++) {
      for (const { query, ms } of views.values()) {
        const started = performance.now();
        const response = await get(query);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`providers?${query} answered ${response.status}`);
        ms.push(performance.now() - started);
      }
    }
    const csv: CsvRun[] = [];
    for (let run = 0; run < CSV_DOWNLOADS; run++) csv.push(await downloadCsv(server, cookie));
    return { total: first.total, views, csv };
  } finally {
    server.stop();
  }
}

const results = new Map<number, SizeResult>();
for (const size of SIZES) results.set(size, await measure(size));

const [small, large] = SIZES.map((size) => results.get(size)!) as [SizeResult, SizeResult];
console.log(`\nAdmin Providers tab over ${rounds} rounds (sequential, loopback, wrangler dev; page size ${ADMIN_PAGE_SIZE}):`);
console.table(
  [...small.views.keys()].map((label) => {
    const [a, b] = [small.views.get(label)!, large.views.get(label)!];
    const [p50Small, p50Large] = [percentile(a.ms, 50), percentile(b.ms, 50)];
    return { view: label, query_1k: decodeURIComponent(a.query), query_100k: decodeURIComponent(b.query), p50_ms_1k: p50Small.toFixed(1), p50_ms_100k: p50Large.toFixed(1), ratio: (p50Large / p50Small).toFixed(2) };
  }),
);
const pageViews = (result: SizeResult) => [...result.views.values()].flatMap((view) => view.ms);
const [allSmall, allLarge] = [percentile(pageViews(small), 50), percentile(pageViews(large), 50)];
const ratio = allLarge / allSmall;
console.log(`p50 all page views: ${allSmall.toFixed(1)} ms at 1k, ${allLarge.toFixed(1)} ms at 100k; ratio ${ratio.toFixed(2)} (goal ≤ 1.5): ${ratio <= 1.5 ? "met" : "NOT MET"}`);

console.log(`\nFull providers.csv download (${CSV_DOWNLOADS} runs each; workerd VmRSS sampled every 50 ms):`);
console.table(
  SIZES.map((size) => {
    const { total, csv } = results.get(size)!;
    return {
      providers: total.toLocaleString("en"),
      csv_rows: csv.map((run) => run.rows).join(" / "),
      rows_match: csv.every((run) => run.rows === total) ? "yes" : "NO",
      size_mb: (csv[0]!.bytes / 1024 / 1024).toFixed(1),
      time_ms_median: percentile(csv.map((run) => run.ms), 50).toFixed(0),
      // Per run: workerd's RSS when the download started → its peak during it.
      rss_mb_per_run: csv.map((run) => `${(run.baselineKb / 1024).toFixed(0)}→${(run.peakKb / 1024).toFixed(0)}`).join(" / "),
      rss_peak_mb: (Math.max(...csv.map((run) => run.peakKb)) / 1024).toFixed(0),
    };
  }),
);
