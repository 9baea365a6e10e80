/**
 * Bad input, generated (docs/product-rules.md#api-errors-and-limits): fast-check sends requests across every route the
 * app serves (read from createApp().routes), as a visitor, a patient, a provider and an administrator,
 * with the route's well-formed example broken every way a client can break it. Every answer must be a
 * 4xx JSON error `{ error: { code, message } }` or a 2xx, never a 5xx, and a refused request must leave
 * every table as it was (count and SHA-256 of its rows, checked after each refused request).
 *
 * FUZZ_RUNS (default 1,000; `npm run test:fuzz` sends 10,000) and FUZZ_SEED (printed) replay a run.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { expect, it, vi } from "vitest";
import { createApp } from "../../src/app.ts";
import worker from "../../src/index.ts";
import { changedTables, databaseChecksum, type Checksum } from "./database-checksum.ts";
import { fuzzCase, requestFor, type Route } from "./requests.ts";
import { buildWorld, type World } from "./world.ts";

const settings = env as unknown as { FUZZ_RUNS?: string; FUZZ_SEED?: string };
const RUNS = Number(settings.FUZZ_RUNS || 1000);
const SEED = Number(settings.FUZZ_SEED || 20_260_213);

/**
 * Straight to the Worker's fetch handler rather than through `exports.default` (fixtures' api()):
 * vitest-pool-workers 0.15.1 wraps the entrypoint's prototype in one more Proxy on every call there,
 * so after ~1,800 calls a property lookup overflows the stack (and each call is slower than the last).
 * The body is read before waiting on the context: the CSV exports stream from a waitUntil task.
 */
async function send(path: string, init: RequestInit): Promise<{ status: number; type: string; text: string }> {
  const ctx = createExecutionContext();
  const request = new Request(`http://127.0.0.1${path}`, init) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", text };
}

/** 2xx bodies that are not JSON, by route. */
const NON_JSON_ANSWERS: [RegExp, RegExp][] = [
  [/\.csv$/, /^text\/csv/],
  [/^\/api\/images\//, /^image\//],
  [/^\/api\/docs$/, /^text\/html/],
];

/** Why an answer breaks the contract, or null when it keeps it. */
function faultIn({ status, type, text }: { status: number; type: string; text: string }, route: Route, method: string): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (status >= 300 && status < 400) {
    // GET /api/logout is the sign-out link, whichever route's request was turned into it (POST /api/logout sent as a GET too).
    return method === "GET" && route.path === "/api/logout" ? null : `answered a redirect ${status}`;
  }
  if (status >= 400) {
    if (!type.startsWith("application/json")) return `answered ${status} as ${type || "no content type"}: ${text.slice(0, 200)}`;
    try {
      const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
      if (typeof error?.code !== "string" || typeof error.message !== "string") return `answered ${status} without { error: { code, message } }: ${text.slice(0, 200)}`;
    } catch {
      return `answered ${status} with JSON that does not parse: ${text.slice(0, 200)}`;
    }
    return null;
  }
  if (status === 204 || method === "HEAD") return null;
  const expected = NON_JSON_ANSWERS.find(([path]) => path.test(route.path))?.[1] ?? /^application\/json/;
  if (!expected.test(type)) return `answered ${status} as ${type || "no content type"}`;
  if (type.startsWith("application/json")) {
    try {
      JSON.parse(text);
    } catch {
      return `answered ${status} with JSON that does not parse: ${text.slice(0, 200)}`;
    }
  }
  return null;
}

const served: Route[] = createApp()
  .routes.filter((route) => route.method !== "ALL") // "ALL" entries are middleware
  .map(({ method, path }) => ({ method, path }))
  .filter((route, index, all) => all.findIndex((r) => r.method === route.method && r.path === route.path) === index);

it(`answers ${RUNS} generated bad requests across every route with JSON 4xx or 2xx, and refusals change nothing`, { timeout: 120_000 + RUNS * 150 }, async () => {
  const started = Date.now();
  const byStatus = new Map<number, number>();
  const routesHit = new Set<string>();
  const problems: string[] = [];
  let world: World = await buildWorld();
  let baseline: Checksum = await databaseChecksum();
  let run = 0;
  // The development adapters print every message they "send"; thousands of them would bury the figures.
  const quiet = vi.spyOn(console, "log").mockImplementation(() => undefined);

  await fc.assert(
    fc.asyncProperty(fuzzCase(), async (fuzz) => {
      // Routes in turn, so each gets an equal share whatever the run count.
      const route = served[run % served.length]!;
      run += 1;
      const sent = requestFor(fuzz, route, world);
      const response = await send(sent.path, sent.init);
      byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
      routesHit.add(`${route.method} ${route.path}`);
      const fault = faultIn(response, route, sent.method);
      if (fault) problems.push(`#${run} ${sent.summary}\n    ${fault}`);

      if (response.status >= 400) {
        const after = await databaseChecksum();
        const changed = changedTables(baseline, after);
        if (changed.length) problems.push(`#${run} ${sent.summary}\n    refused ${response.status} yet changed ${changed.join(", ")}`);
        baseline = after;
      } else if (sent.method === "GET" && route.path !== "/api/logout") {
        baseline = await databaseChecksum();
      } else {
        // An accepted change (a sign-out, an erasure, a booking): start again from the same world.
        world = await buildWorld();
        baseline = await databaseChecksum();
      }
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  quiet.mockRestore();

  const answers = [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(", ");
  console.log(
    `bad-input fuzz: seed ${SEED}, ${run} requests over ${routesHit.size} of ${served.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s; answers ${answers}; ${problems.length} problems` +
      (problems.length ? `\n${problems.join("\n")}\nReplay: FUZZ_SEED=${SEED} FUZZ_RUNS=${run}` : ""),
  );
  expect(run).toBe(RUNS);
  expect(routesHit.size).toBe(Math.min(RUNS, served.length));
  expect(problems).toEqual([]);
});

it("notices a refused request's change: the checksum differs when one field of one row does", async () => {
  const world = await buildWorld();
  const before = await databaseChecksum();
  await env.DB.prepare("UPDATE appointments SET reason = 'changed' WHERE id = ?").bind(world.appointmentId).run();
  expect(changedTables(before, await databaseChecksum())).toEqual(["appointments (1 → 1 rows)"]);
});
