/** GET /api/health: is the Worker up, and can it reach D1 and KV? 200 when all are, else 503. */
import { Hono } from "hono";
import { probeDatabase } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";

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

export const health = new Hono<AppEnv>().get("/", async (c) => {
  const [d1, kv] = await Promise.all([
    probe(() => probeDatabase(c.env.DB)),
    probe(() => c.env.CODES.get("health:probe")),
  ]);
  const healthy = d1 === "ok" && kv === "ok";
  return c.json({ status: healthy ? "ok" : "degraded", checks: { d1, kv } }, healthy ? 200 : 503);
});
