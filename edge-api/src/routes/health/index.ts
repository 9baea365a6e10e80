/** GET /api/health: is the Worker up, and can it reach D1 and KV? 200 when all are, else 503. */
import { probeDatabase } from "../../db/client.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { healthRoute } from "./routes.ts";

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

export const health = declaredRoutes().openapi(healthRoute, async (c) => {
  const [d1, kv] = await Promise.all([
    probe(() => probeDatabase(c.env.DB)),
    probe(() => c.env.CODES.get("health:probe")),
  ]);
  const healthy = d1 === "ok" && kv === "ok";
  const answer = { status: healthy ? ("ok" as const) : ("degraded" as const), checks: { d1, kv } };
  return healthy ? c.json(answer, 200) : c.json(answer, 503);
});
