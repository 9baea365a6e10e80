/**
 * GET /api/dev/outbox?to=ADDRESS: the latest messages the development adapters "sent" to an address.
 * Development and tests only: in production this path answers like any unknown route.
 */
import { Hono } from "hono";
import { z } from "zod";
import { database } from "../../db/client.ts";
import { latestMessagesTo } from "../../db/outbox.ts";
import { isDevelopment, type AppEnv } from "../../env.ts";
import { noApiRoute } from "../../http/not-found.ts";
import { validate } from "../../http/validate.ts";

const outboxQuerySchema = z.object({ to: z.string({ message: "to is required" }).trim().toLowerCase().min(1, "to is required") });

export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) return noApiRoute(c);
    await next();
  })
  .get("/outbox", validate("query", outboxQuerySchema), async (c) => {
    const { to } = c.req.valid("query");
    return c.json(await latestMessagesTo(database(c.env), to), 200);
  });
