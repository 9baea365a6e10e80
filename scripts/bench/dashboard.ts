// The provider dashboard at two sizes (docs/product-rules.md#performance-budgets: paged on the server, on an index, p50 within 1.5×):
// loads 1,000 and then 100,000 generated providers, gives the demo provider a busy year (2,000 paid
// appointments), signs in as them and times the dashboard's views: the first page, a status filter, a
// date range and a later page. Sequential, bounded, loopback only.
// Usage: npm run build && npm run bench:dashboard [-- --rounds 20]
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SLOT_TIMES } from "@gh/contracts/constants";
import { splitFee } from "@gh/contracts/money";
import { DEMO_ACCOUNTS, DEMO_PROVIDER_ID, DEMO_USER_IDS } from "../../edge-api/seed/accounts.ts";
import { executeSqlFile, SEED_DIR } from "../seed.ts";
import { BENCH_ENV, startLocalServer, type LocalServer } from "./local-server.ts";

const PORT = 8794;
const SIZES = [1_000, 100_000];
const APPOINTMENTS = 2_000;
const DAY_MS = 86_400_000;
const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 20;

const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
const VIEWS = ["", "status=confirmed", `from=${monthAgo}&to=${today}`, "page=7", "status=completed&page=3"];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** The demo provider's year: every weekday slot going back from a month ahead, past ones mostly completed. */
function appointmentBookSql(): string {
  const patient = DEMO_ACCOUNTS.patient;
  const fee = 20_000;
  const { commissionPesewas, payoutPesewas } = splitFee(fee);
  const rows: string[] = [];
  const start = Date.parse(`${today}T00:00:00Z`) + 30 * DAY_MS;
  for (let day = 0; rows.length < APPOINTMENTS; day++) {
    const date = new Date(start - day * DAY_MS);
    if (date.getUTCDay() === 0) continue;
    for (const slot of SLOT_TIMES) {
      if (rows.length >= APPOINTMENTS) break;
      const startsAt = Date.parse(`${date.toISOString().slice(0, 10)}T${slot}:00Z`);
      const past = startsAt < Date.now();
      const pick = rows.length % 20;
      const status = past ? (pick < 16 ? "completed" : pick < 17 ? "no-show" : "cancelled") : pick < 12 ? "confirmed" : "pending";
      rows.push(
        `(${DEMO_USER_IDS.patient}, ${DEMO_PROVIDER_ID}, ${startsAt}, '${status}', 'completed', '${patient.firstName} ${patient.lastName}', '${patient.phone}', '${patient.email}', ${fee}, ${commissionPesewas}, ${payoutPesewas}, 'apt_bench_${rows.length}', ${startsAt - 7 * DAY_MS}, ${startsAt - 7 * DAY_MS})`,
      );
    }
  }
  const columns = "patient_id, provider_id, starts_at, status, payment_status, patient_name, patient_phone, patient_email, fee_pesewas, commission_pesewas, payout_pesewas, transaction_id, created_at, updated_at";
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += 500) statements.push(`INSERT INTO appointments (${columns}) VALUES\n${rows.slice(i, i + 500).join(",\n")}`);
  return `${statements.join(";\n")};\n`;
}

/** Signs in as the demo provider (password, then the e-mailed code the development API hands back). */
async function providerCookie(server: LocalServer): Promise<string> {
  const headers = { "Content-Type": "application/json", Origin: server.baseUrl };
  const { email, password } = DEMO_ACCOUNTS.provider;
  const login = (await (await fetch(`${server.baseUrl}/api/login`, { method: "POST", headers, body: JSON.stringify({ email, password }) })).json()) as { code?: string };
  if (!login.code) throw new Error("the development login answered no code");
  const verified = await fetch(`${server.baseUrl}/api/provider/verify-login`, { method: "POST", headers, body: JSON.stringify({ email, code: login.code }) });
  const cookie = verified.headers.get("set-cookie")?.split(";")[0];
  if (!verified.ok || !cookie) throw new Error(`provider sign-in failed (${verified.status})`);
  return cookie;
}

async function measure(size: number): Promise<Map<string, number[]>> {
  const state = `.wrangler/bench-dashboard-${size}`;
  spawnSync("rm", ["-rf", state]);
  console.log(`\nLoading ${size.toLocaleString("en")} providers and ${APPOINTMENTS.toLocaleString("en")} appointments...`);
  const loaded = spawnSync("npx", ["tsx", "scripts/seed-scale.ts", String(size), "--persist-to", state], { env: BENCH_ENV, stdio: ["ignore", "ignore", "inherit"] });
  if (loaded.status !== 0) throw new Error(`loading ${size} providers failed`);
  mkdirSync(SEED_DIR, { recursive: true });
  const bookFile = path.join(SEED_DIR, "bench-appointment-book.sql");
  writeFileSync(bookFile, appointmentBookSql());
  executeSqlFile(bookFile, ["--persist-to", path.resolve(state)]);

  const server = await startLocalServer(PORT, state);
  try {
    const cookie = await providerCookie(server);
    const timings = new Map<string, number[]>(VIEWS.map((view) => [view, []]));
    const get = (view: string) => fetch(`${server.baseUrl}/api/providers/dashboard?${view}`, { headers: { Cookie: cookie } });
    for (const view of VIEWS) await (await get(view)).arrayBuffer(); // warm up
    for (let round = 0; round < rounds; round++) {
      for (const view of VIEWS) {
        const started = performance.now();
        const response = await get(view);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`dashboard?${view} answered ${response.status}`);
        timings.get(view)!.push(performance.now() - started);
      }
    }
    return timings;
  } finally {
    server.stop();
  }
}

const results = new Map<number, Map<string, number[]>>();
for (const size of SIZES) results.set(size, await measure(size));

const all = (size: number) => [...results.get(size)!.values()].flat();
console.log(`\nProvider dashboard over ${rounds} rounds of ${VIEWS.length} views (sequential, loopback, wrangler dev):`);
console.table(
  VIEWS.map((view) => {
    const row: Record<string, string> = { view: view || "(first page)" };
    for (const size of SIZES) row[`p50_ms_${size}`] = percentile(results.get(size)!.get(view)!, 50).toFixed(1);
    return row;
  }),
);
const [small, large] = SIZES.map((size) => percentile(all(size), 50));
const ratio = large! / small!;
console.log(`p50 all views: ${small!.toFixed(1)} ms at 1k, ${large!.toFixed(1)} ms at 100k; ratio ${ratio.toFixed(2)} (goal ≤ 1.5): ${ratio <= 1.5 ? "met" : "NOT MET"}`);
