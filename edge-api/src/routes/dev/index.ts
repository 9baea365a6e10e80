/**
 * GET /api/dev/outbox?to=ADDRESS: the latest messages the development adapters "sent" to an address.
 * Development and tests only: in production this path answers like any unknown route.
 */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { database } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
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
    const messages = await database(c.env)
      .select({ id: outbox.id, channel: outbox.channel, recipient: outbox.recipient, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(desc(outbox.id))
      .limit(20);
    return c.json(messages, 200);
  });
