import { FEATURED_HOME_CARDS, featuredQuerySchema } from "@gh/contracts";
import { Hono } from "hono";
import { database } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { validate } from "../../http/validate.ts";
import { featuredProviders } from "./repository.ts";

export const providersRoutes = new Hono<AppEnv>().get("/featured", validate("query", featuredQuerySchema), async (c) => {
  const { limit = FEATURED_HOME_CARDS } = c.req.valid("query");
  return c.json(await featuredProviders(database(c.env), limit), 200);
});
