import { Hono } from "hono";
import { database } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { specialtiesWithCounts } from "../../db/specialties.ts";

export const specialtiesRoutes = new Hono<AppEnv>().get("/", async (c) => {
  return c.json(await specialtiesWithCounts(database(c.env)), 200);
});
