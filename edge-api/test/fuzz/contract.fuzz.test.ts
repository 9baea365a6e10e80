/**
 * The API keeps its published contract (docs/architecture.md#api-hono-on-workers): requests built from
 * GET /api/openapi.json itself (each operation's path, query, header and body schemas, filled by
 * fast-check from those schemas, or the route's well-formed example) go to the Worker as a visitor, a
 * patient, a provider and an administrator, and every answer must be one the document declares for
 * that operation: a declared status, a declared content type, and a body that parses with the declared
 * schema. Zero undeclared statuses, zero answers that break their schema.
 *
 * CONTRACT_RUNS (default 3,000) and FUZZ_SEED (printed) replay a run.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { z } from "@hono/zod-openapi";
import fc from "fast-check";
import { expect, it, vi } from "vitest";
import { createApp } from "../../src/app.ts";
import worker from "../../src/index.ts";
import { exampleFor } from "./examples.ts";
import { valueFor, type Components, type JsonSchema } from "./schema-values.ts";
import { buildWorld, PRINCIPALS, type World } from "./world.ts";

const settings = env as unknown as { CONTRACT_RUNS?: string; FUZZ_SEED?: string };
const RUNS = Number(settings.CONTRACT_RUNS || 3000);
const SEED = Number(settings.FUZZ_SEED || 20_261_126);

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Components };
}

/** The zod schema each declared answer was generated from, by "GET /api/path/{id}" and status and media type. */
type DeclaredAnswers = Map<string, Record<string, { content?: Record<string, { schema: unknown }> }>>;

function declaredAnswers(): DeclaredAnswers {
  const answers: DeclaredAnswers = new Map();
  for (const definition of createApp().openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const path = `/api${definition.route.path}`.replace(/\/$/, "");
    answers.set(`${definition.route.method.toUpperCase()} ${path}`, definition.route.responses as Record<string, { content?: Record<string, { schema: unknown }> }>);
  }
  return answers;
}

async function send(path: string, init: RequestInit) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://127.0.0.1${path}`, init) as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", text };
}

interface Planned {
  key: string;
  method: string;
  path: string;
  operation: Operation;
}

/** One request's choices: who asks, each parameter's value (from its schema, or an existing object's id), the body. */
function requestArbitrary(planned: Planned, components: Components) {
  const parameters = planned.operation.parameters ?? [];
  const parameterValues: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of parameters) {
    const fromSchema = valueFor(parameter.schema, components);
    const value = parameter.in === "path" ? fc.oneof({ arbitrary: fc.nat().map((pick) => ({ existing: pick })), weight: 3 }, { arbitrary: fromSchema, weight: 1 }) : fromSchema;
    parameterValues[`${parameter.in}:${parameter.name}`] = parameter.required || parameter.in === "path" ? value : fc.option(value, { nil: undefined });
  }
  const bodySchema = planned.operation.requestBody?.content["application/json"]?.schema;
  return fc.record({
    principal: fc.constantFrom(...PRINCIPALS),
    origin: fc.oneof({ arbitrary: fc.constant("same" as const), weight: 12 }, { arbitrary: fc.constantFrom("none" as const, "cross" as const), weight: 1 }),
    values: fc.record(parameterValues),
    body: bodySchema ? fc.oneof({ arbitrary: fc.constant({ example: true as const }), weight: 1 }, { arbitrary: valueFor(bodySchema, components).map((value) => ({ value })), weight: 2 }) : fc.constant(null),
  });
}

type Choice = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never;

function toRequest(planned: Planned, choice: Choice, world: World) {
  const honoPath = planned.path.replace(/\{(\w+)\}/g, ":$1");
  const example = exampleFor(planned.method, honoPath, world);
  const headers = new Headers();
  const cookie = world.cookies[choice.principal];
  if (cookie) headers.set("Cookie", cookie);
  if (choice.origin === "same") headers.set("Origin", "http://127.0.0.1");
  if (choice.origin === "cross") headers.set("Origin", "https://evil.example");
  const query = new URLSearchParams();
  let path = planned.path;
  for (const [slot, value] of Object.entries(choice.values)) {
    if (value === undefined) continue;
    const [where, name] = slot.split(":") as [string, string];
    if (where === "path") {
      const existing = (value as { existing?: number }).existing;
      const text = existing === undefined ? String(value) : name === "key" ? world.imageKey : world.ids[existing % world.ids.length]!;
      path = path.replace(`{${name}}`, encodeURIComponent(text));
    } else if (where === "query") query.set(name, typeof value === "object" ? JSON.stringify(value) : String(value));
    else if (where === "header") {
      try {
        headers.set(name, String(value));
      } catch {
        // A generated value no header may carry (a control character): sent without it.
      }
    }
  }
  let body: string | undefined;
  if (choice.body) {
    body = JSON.stringify("example" in choice.body ? (example.body ?? {}) : choice.body.value);
    headers.set("Content-Type", "application/json");
  }
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path, init: { method: planned.method, headers, body, redirect: "manual" as const } };
}

function mediaTypeMatches(declared: string, actual: string): boolean {
  const [type] = actual.split(";");
  return declared === type || (declared.endsWith("/*") && type!.startsWith(declared.slice(0, -1)));
}

it(`answers ${RUNS} requests built from the OpenAPI document only as the document declares`, { timeout: 120_000 + RUNS * 150 }, async () => {
  const document = JSON.parse((await send("/api/openapi.json", {})).text) as Document;
  const components = document.components?.schemas ?? {};
  const answers = declaredAnswers();
  const planned: Planned[] = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation })),
  );
  expect(planned.length).toBeGreaterThan(0);

  let world = await buildWorld();
  const problems: string[] = [];
  const byStatus = new Map<number, number>();
  const hit = new Set<string>();
  let run = 0;
  const quiet = vi.spyOn(console, "log").mockImplementation(() => undefined);

  await fc.assert(
    // Operations in turn, so each gets an equal share whatever the run count.
    fc.asyncProperty(
      fc.constant(null).chain(() => {
        const target = planned[run % planned.length]!;
        return requestArbitrary(target, components).map((choice) => ({ target, choice }));
      }),
      async ({ target, choice }) => {
      run += 1;
      const { url, init } = toRequest(target, choice, world);
      const answer = await send(url, init);
      hit.add(target.key);
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      const said = `#${run} ${target.method} ${url.slice(0, 160)} as ${choice.principal}${init.body ? ` body ${init.body.slice(0, 160)}` : ""}`;
      const declared = answers.get(target.key)?.[String(answer.status)];
      if (!declared) {
        problems.push(`${said}\n    answered ${answer.status}, not declared for ${target.key}: ${answer.text.slice(0, 200)}`);
      } else if (declared.content) {
        const [mediaType, media] = Object.entries(declared.content).find(([type]) => mediaTypeMatches(type, answer.type)) ?? [];
        if (!mediaType) problems.push(`${said}\n    answered ${answer.status} as ${answer.type || "no content type"}, declared ${Object.keys(declared.content).join(", ")}`);
        else if (mediaType === "application/json") {
          const parsed = (media!.schema as z.ZodType).safeParse(JSON.parse(answer.text));
          if (!parsed.success) problems.push(`${said}\n    answered ${answer.status} breaking its schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))} in ${answer.text.slice(0, 200)}`);
        }
      }
      // An accepted change (a sign-out, an erasure, a booking) may have altered the world: start again from the same one.
      if (answer.status < 400 && target.method !== "GET") world = await buildWorld();
      },
    ),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  quiet.mockRestore();

  const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(", ");
  console.log(
    `contract: seed ${SEED}, ${run} requests over ${hit.size} of ${planned.length} operations; answers ${statuses}; ${problems.length} problems` +
      (problems.length ? `\n${problems.slice(0, 40).join("\n")}\nReplay: FUZZ_SEED=${SEED} CONTRACT_RUNS=${run}` : ""),
  );
  expect(hit.size).toBe(Math.min(RUNS, planned.length));
  expect(problems).toEqual([]);
});
