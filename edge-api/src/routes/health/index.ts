/** GET /api/health: is the Worker up, and can it reach D1 and KV? 200 when all are, else 503. */
import { createRoute, z } from "@hono/zod-openapi";
import { probeDatabase } from "../../db/client.ts";
import { declaredRoutes, jsonAnswer } from "../../http/openapi.ts";

type Check = "ok" | "failing";

async function probe(run: () => Promise<unknown>): Promise<Check> {
  try {
    await run();
    return "ok";
  } catch (error) {
    console.error("Health check failed", error);
    return "failing";
  }
}

const check = z.enum(["ok", "failing"]);
// The same shape either way: a monitor reads which store is failing from the 503 too.
const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), checks: z.object({ d1: check, kv: check }) }).openapi("Health");

const healthRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["Health"],
  summary: "Whether the Worker reaches D1 and KV",
  responses: {
    200: jsonAnswer(healthSchema, "Both stores answer."),
    503: jsonAnswer(healthSchema, "D1 or KV does not answer (`status` is degraded; `checks` says which)."),
  },
});

export const health = declaredRoutes().openapi(healthRoute, async (c) => {
  const [d1, kv] = await Promise.all([
    probe(() => probeDatabase(c.env.DB)),
    probe(() => c.env.CODES.get("health:probe")),
  ]);
  const healthy = d1 === "ok" && kv === "ok";
  const answer = { status: healthy ? ("ok" as const) : ("degraded" as const), checks: { d1, kv } };
  return healthy ? c.json(answer, 200) : c.json(answer, 503);
});
