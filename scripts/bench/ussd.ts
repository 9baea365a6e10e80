// Booking by USSD over loopback (docs/product-rules.md#basic-phones): 200 whole bookings against the
// built app under `wrangler dev` (its own freshly seeded state in .wrangler/bench-ussd, so the
// project's database is never touched), 8 sessions at a time (--concurrency), as the aggregators send them: 3 in 4
// through the Hubtel callback, every 4th through Africa's Talking's. Rounds 1-3 are 150 first-time
// callers (language, main menu, Book, specialty, town, provider, day, time, confirm, END); round 4 is
// 50 of them booking again (their last search comes first: "Again: …"). Each request's answer time
// is measured on the client; printed per round with the host's benchmarkIndex (the answer time
// depends on the CPU), then over all rounds against the goal (p95 ≤ 300 ms), the confirm request
// (which holds the slot and starts the MoMo prompt after answering) beside it, screens and GSM-7
// characters per booking, and a returning caller's screens from Book to the prompt (goal ≤ 6).
// The callers' numbers end in a digit for which the sandbox's prompt waits for the customer's
// approval (3 s): a confirm answer that waited on the payment would take that long.
// Callers come in pairs searching the same specialty and town, and favour the soonest day and time,
// as people do: a time taken meanwhile is shown again with the day's others, and counted.
// Usage: npm run build && npm run bench:ussd [-- --concurrency 8]
import { spawnSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { takesBookings } from "@gh/contracts/licences/options";
import { SPECIALTIES, specialtyName } from "@gh/contracts/specialties";
import { isGsm7, smsLength } from "@gh/contracts/sms";
import { QUICK_PLACES } from "../../edge-api/src/ussd/menu/screens/place.ts";
import { PROVIDERS_PER_SCREEN } from "../../edge-api/src/ussd/menu/screens/providers.ts";
import { driftReason, loadReason, measureBenchmarkIndexes } from "./cpu-calibration.ts";
import { BENCH_ENV, startLocalServer } from "./local-server.ts";
import { makeBooking, type BookingResult, type Step } from "./ussd-booking.ts";
import { NETWORKS, ussdCaller, type Aggregator } from "./ussd-callers.ts";

const PORT = 8798;
const STATE = ".wrangler/bench-ussd";
/** The development key (.dev.vars.example; routes/ussd/callback-guard.ts). */
const USSD_KEY = "dev-ussd-key";
const ROUNDS = [
  { round: 1, returning: false },
  { round: 2, returning: false },
  { round: 3, returning: false },
  { round: 4, returning: true },
] as const;
const SESSIONS_PER_ROUND = 50;
const CONCURRENCY = Number(process.argv[process.argv.indexOf("--concurrency") + 1]) || 8;
const AFRICAS_TALKING_EVERY = 4;
const GOALS = { p95Ms: 300, returningScreensFromBook: 6, screenCharacters: 160 };
/**
 * Last digits whose sandbox prompt is pay_offline (edge-api/src/payments/sandbox-charge.ts, its table):
 * the "customer" approves after SANDBOX_CHARGE_DELAY_MS, 3 s unless .dev.vars says otherwise. Not
 * imported: that module is the Worker's, typed against its bindings.
 */
const WAITING_DIGITS = ["1", "2", "3", "4", "5", "7"];
const SANDBOX_CHARGE_DELAY_MS = 3_000;
/** A screen's length in GSM-7 septets, as a network counts it. */
const screenLength = (text: string) => smsLength(text).units;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => Math.round(value);
const verdict = (ok: boolean) => (ok ? "within goal" : "OVER GOAL");

/** A small seeded generator (mulberry32) of numbers in [0, 1), so a run's choices can be repeated. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A caller's choice among `count` options: the first (the soonest) one time in three, else any. */
function callerChoice(seed: number): (count: number) => number {
  const random = seeded(seed);
  return (count) => (random() < 1 / 3 ? 0 : Math.floor(random() * count));
}

/** Caller n's number: a network's prefix, "5", n in five digits, and a digit whose prompt waits ("0245000127"). */
function callerNumber(n: number): { localNumber: string; network: (typeof NETWORKS)[number] } {
  const network = NETWORKS[n % NETWORKS.length]!;
  return { localNumber: `${network.prefix}5${String(n).padStart(5, "0")}${WAITING_DIGITS[n % WAITING_DIGITS.length]}`, network };
}

interface Search {
  specialty: string;
  town: string;
}

/**
 * The specialty and town pairs whose first screen of providers (relevance order, as the menu asks the
 * web's search, leaving out those who take no bookings until their licence is checked) has one with a
 * free day: asked of the search API before the sessions, not timed.
 */
async function bookableSearches(baseUrl: string): Promise<Search[]> {
  const searches: Search[] = [];
  for (const specialty of SPECIALTIES) {
    for (const town of QUICK_PLACES) {
      const query = new URLSearchParams({ specialty: specialty.id, location: town.place });
      const response = await fetch(`${baseUrl}/api/providers/search?${query}`, { headers: { "Cache-Control": "no-store" } });
      if (!response.ok) throw new Error(`search ${query} answered ${response.status}`);
      const { providers } = (await response.json()) as { providers: { nextFreeSlot: string | null; licenceVerifiedFor: number | null }[] };
      const bookable = providers.filter((provider) => takesBookings(provider.licenceVerifiedFor));
      if (bookable.slice(0, PROVIDERS_PER_SCREEN).some((provider) => provider.nextFreeSlot)) searches.push({ specialty: specialtyName(specialty.id), town: town.name });
    }
  }
  return searches;
}

interface Session {
  index: number;
  caller: number;
  aggregator: Aggregator;
  returning: boolean;
  search: Search;
}

interface Outcome extends BookingResult {
  session: Session;
}

async function runSession(baseUrl: string, session: Session, label: string): Promise<Outcome> {
  const { localNumber, network } = callerNumber(session.caller);
  const caller = ussdCaller({ baseUrl, key: USSD_KEY, aggregator: session.aggregator, sessionId: `bench-${label}-${session.index}`, localNumber, network });
  const result = await makeBooking(caller, { ...session.search, returning: session.returning, pick: callerChoice(session.index * 7919 + 17) });
  return { ...result, session };
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<Item, Result>(items: readonly Item[], concurrency: number, work: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Rows of `sql` in the bench's D1 (read-only, beside the running server). */
function queryD1(sql: string): Record<string, unknown>[] {
  const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, "--json", "--command", sql], { env: BENCH_ENV, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return (JSON.parse(result.stdout) as { results: Record<string, unknown>[] }[])[0]?.results ?? [];
}

const spread = (values: number[]) => (values.length === 0 ? "none" : `min ${Math.min(...values)}, median ${percentile(values, 50)}, max ${Math.max(...values)}`);

// ---------------------------------------------------------------------------------------------------

spawnSync("rm", ["-rf", STATE]);
if (spawnSync("npx", ["tsx", "scripts/seed.ts", "--persist-to", STATE], { env: BENCH_ENV, stdio: "ignore" }).status !== 0) {
  throw new Error("seeding the benchmark database failed");
}
const server = await startLocalServer(PORT, STATE);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

type RoundRow = Record<string, string | number>;
const rounds: RoundRow[] = [];
const outcomes: Outcome[] = [];
let calibration: number[] = [];
const duringRuns: number[] = [];
const loadBefore = loadavg()[0]!;
const benchStartedAt = Date.now();
let lastAnswerAt = 0;

try {
  const searches = await bookableSearches(server.baseUrl);
  if (searches.length === 0) throw new Error("the seed has no specialty and town with a free day");
  console.log(`${searches.length} of ${SPECIALTIES.length * QUICK_PLACES.length} specialty and town pairs have a provider with a free day on their first screen.`);

  // Warm-up, not counted: one booking through each callback, so the first timed requests do not pay for the Worker's start.
  for (const aggregator of ["hubtel", "africastalking"] as const) {
    const warm = await runSession(server.baseUrl, { index: aggregator === "hubtel" ? 10_000 : 10_001, caller: aggregator === "hubtel" ? 99_000 : 99_001, aggregator, returning: false, search: searches[0]! }, `warm-${aggregator}`);
    if (!warm.booked) throw new Error(`the warm-up booking through ${aggregator} failed: ${warm.failure}`);
  }
  calibration = await measureBenchmarkIndexes(browser, 5);

  const firstTimers = ROUNDS.filter((r) => !r.returning).length * SESSIONS_PER_ROUND;
  for (const { round, returning } of ROUNDS) {
    const sessions: Session[] = Array.from({ length: SESSIONS_PER_ROUND }, (_, i) => {
      const index = (round - 1) * SESSIONS_PER_ROUND + i;
      // A returning caller is one of every third first-time caller; their search is whatever they booked with.
      const caller = returning ? (i * 3) % firstTimers : index;
      const aggregator = index % AFRICAS_TALKING_EVERY === AFRICAS_TALKING_EVERY - 1 ? "africastalking" : "hubtel";
      return { index, caller, aggregator, returning, search: searches[Math.floor(caller / 2) % searches.length]! };
    });
    const results = await pool(sessions, CONCURRENCY, (session) => runSession(server.baseUrl, session, "run"));
    lastAnswerAt = Date.now();
    outcomes.push(...results);
    const [benchmarkIndex] = await measureBenchmarkIndexes(browser);
    duringRuns.push(benchmarkIndex!);
    const times = results.flatMap((r) => r.timings.map((t) => t.ms));
    const confirms = results.flatMap((r) => (r.confirmMs === null ? [] : [r.confirmMs]));
    rounds.push({
      round,
      callers: returning ? "returning" : "first-time",
      sessions: results.length,
      booked: results.filter((r) => r.booked).length,
      requests: times.length,
      p50_ms: ms(percentile(times, 50)),
      p95_ms: ms(percentile(times, 95)),
      max_ms: ms(Math.max(...times)),
      confirm_p50_ms: confirms.length ? ms(percentile(confirms, 50)) : "-",
      confirm_p95_ms: confirms.length ? ms(percentile(confirms, 95)) : "-",
      benchmarkIndex: benchmarkIndex!,
    });
  }

  // The prompts started after the answers: the sandbox's customer approves each 3 s after it (pay_offline).
  // Read back until none waits, or for at most 30 s after the last answer.
  try {
    for (let read = 0; ; read++) {
      await new Promise((resolve) => setTimeout(resolve, read === 0 ? Math.max(0, lastAnswerAt + SANDBOX_CHARGE_DELAY_MS + 2_000 - Date.now()) : 5_000));
      const rows = queryD1(`SELECT payment_status AS status, COUNT(*) AS bookings FROM appointments WHERE created_at >= ${benchStartedAt} GROUP BY payment_status`);
      if (rows.every((row) => row.status !== "pending") || Date.now() - lastAnswerAt > 30_000) {
        console.log(`\nBookings the bench held (warm-up included), by payment status ${((Date.now() - lastAnswerAt) / 1000).toFixed(0)} s after the last answer:`);
        console.table(rows);
        break;
      }
    }
  } catch (error) {
    console.log(`(could not read the payments back: ${error instanceof Error ? error.message : error})`);
  }
} finally {
  await browser.close();
  server.stop();
}

// ---------------------------------------------------------------------------------------------------

const calibrated = percentile(calibration, 50);
console.log(`\nUSSD bookings over loopback: ${outcomes.length} sessions, ${CONCURRENCY} at a time, wrangler dev (${cpus().length} cores).`);
console.log(
  `${outcomes.filter((o) => o.session.aggregator === "hubtel").length} through Hubtel (JSON), ${outcomes.filter((o) => o.session.aggregator === "africastalking").length} through Africa's Talking (every ${AFRICAS_TALKING_EVERY}th session); ` +
    `callers on MTN, Telecel and AirtelTigo numbers ending in ${WAITING_DIGITS.join("/")} (the sandbox prompt waits ${SANDBOX_CHARGE_DELAY_MS / 1000} s for approval).`,
);
console.log(`host benchmarkIndex before the rounds ${calibrated} (samples ${calibration.join(", ")}); load average ${loadBefore.toFixed(2)} before seeding.`);
console.table(rounds);
const busy = [loadReason(loadBefore, cpus().length), driftReason(calibrated, duringRuns)].filter(Boolean);
if (busy.length > 0) console.log(`Caution: ${busy.join("; ")}. The answer times below are from a busy host; run again on a quiet one to compare.`);

const booked = outcomes.filter((o) => o.booked);
const all = outcomes.flatMap((o) => o.timings.map((t) => t.ms));
const confirms = booked.map((o) => o.confirmMs!);
const p95 = percentile(all, 95);
const confirmP95 = percentile(confirms, 95);
console.log(
  `\nEvery request: p50 ${ms(percentile(all, 50))} ms, p95 ${ms(p95)} ms, max ${ms(Math.max(...all))} ms over ${all.length} requests (goal p95 ≤ ${GOALS.p95Ms} ms): ${verdict(p95 <= GOALS.p95Ms)}`,
);
console.log(
  `Confirm (holds the slot; the MoMo prompt starts after the answer): p50 ${ms(percentile(confirms, 50))} ms, p95 ${ms(confirmP95)} ms, max ${ms(Math.max(...confirms))} ms over ${confirms.length} (goal p95 ≤ ${GOALS.p95Ms} ms, ` +
    `never the prompt's ${SANDBOX_CHARGE_DELAY_MS} ms): ${verdict(confirmP95 <= GOALS.p95Ms)}`,
);
for (const aggregator of ["hubtel", "africastalking"] as const) {
  const times = outcomes.filter((o) => o.session.aggregator === aggregator).flatMap((o) => o.timings.map((t) => t.ms));
  console.log(`  ${aggregator}: p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms over ${times.length} requests`);
}

console.log("\nBy the screen answered (p50/p95/max ms):");
const steps: Step[] = ["dial", "language", "main", "specialty", "place", "providers", "day", "time", "confirm"];
console.table(
  steps.map((step) => {
    const times = outcomes.flatMap((o) => o.timings.filter((t) => t.step === step).map((t) => t.ms));
    return { step, requests: times.length, p50_ms: ms(percentile(times, 50)), p95_ms: ms(percentile(times, 95)), max_ms: ms(Math.max(...times)) };
  }),
);

const screens = outcomes.flatMap((o) => o.screens);
const longest = Math.max(...screens.map(screenLength));
const outsideGsm7 = screens.filter((text) => !isGsm7(text)).length;
const firstTime = booked.filter((o) => !o.session.returning);
const returning = booked.filter((o) => o.session.returning);
const characters = (list: Outcome[]) => list.map((o) => o.screens.reduce((sum, text) => sum + screenLength(text), 0));
console.log(`\nPer booking, dial to END (screens shown; GSM-7 characters read):`);
console.log(`  first-time caller (${firstTime.length}): screens ${spread(firstTime.map((o) => o.screens.length))}; characters ${spread(characters(firstTime))}`);
console.log(`  returning caller (${returning.length}): screens ${spread(returning.map((o) => o.screens.length))}; characters ${spread(characters(returning))}`);
// The goal is the menu's path; a caller whose time was taken meanwhile sees more screens, counted apart.
const straight = (o: Outcome) => o.timesTaken + o.timesBusy + o.daysGone === 0;
const fromBook = returning.filter(straight).map((o) => o.screensFromBook);
console.log(
  `Returning caller, screens from the main menu's Book to the prompt (END included), ${fromBook.length} without a time taken: ${spread(fromBook)} ` +
    `(goal ≤ ${GOALS.returningScreensFromBook}): ${verdict(fromBook.length > 0 && Math.max(...fromBook) <= GOALS.returningScreensFromBook)}; with one taken (${returning.length - fromBook.length}): ${spread(returning.filter((o) => !straight(o)).map((o) => o.screensFromBook))}`,
);
console.log(`First-time caller, the same: ${spread(firstTime.map((o) => o.screensFromBook))}`);
console.log(
  `Longest screen ${longest} GSM-7 characters of ${screens.length} (limit ${GOALS.screenCharacters}): ${verdict(longest <= GOALS.screenCharacters)}; screens with characters outside GSM-7: ${outsideGsm7}`,
);

const count = (of: (o: Outcome) => number) => `${outcomes.filter((o) => of(o) > 0).length} session(s) (${outcomes.reduce((sum, o) => sum + of(o), 0)} time(s))`;
console.log(
  `\nBooked ${booked.length} of ${outcomes.length}. Picked another time: ${count((o) => o.timesTaken)} because it was taken meanwhile, ` +
    `${count((o) => o.timesBusy)} because the caller already had a visit then; went back for another day: ${count((o) => o.daysGone)}.`,
);
const failed = outcomes.filter((o) => !o.booked);
for (const failure of failed.slice(0, 5)) console.log(`  not booked (session ${failure.session.index}, ${failure.session.aggregator}): ${failure.failure}`);
if (failed.length > 0) process.exitCode = 1;
