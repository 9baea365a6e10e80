import { FEATURED_HOME_CARDS, featuredQuerySchema, providerIdParamSchema } from "@gh/contracts";
import { Hono } from "hono";
import { database } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { validate } from "../../http/validate.ts";
import { notFound } from "../../http/errors.ts";
import { featuredProviders, providerById } from "./repository.ts";

export const providersRoutes = new Hono<AppEnv>()
  .get("/featured", validate("query", featuredQuerySchema), async (c) => {
    const { limit = FEATURED_HOME_CARDS } = c.req.valid("query");
    return c.json(await featuredProviders(database(c.env), limit), 200);
  })
  .get("/:id", validate("param", providerIdParamSchema), async (c) => {
    const provider = await providerById(database(c.env), c.req.valid("param").id);
    if (!provider) throw notFound("Provider not found");
    return c.json(provider, 200);
  });
