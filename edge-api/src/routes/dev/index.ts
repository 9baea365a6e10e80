/**
 * GET /api/dev/outbox?to=ADDRESS: the latest messages the development adapters "sent" to an address;
 * and /api/dev/momo-prompts: the sandbox's MoMo prompts on a phone, approved or declined there
 * (momo-prompts.ts, for the phone simulator at /dev/ussd). Development and tests only: in production
 * these paths answer like any unknown route, and the API document leaves them out (their Development tag).
 */
/* eslint-disable gh/no-untranslated-text -- a development-only route (tests and `npm start` read the outbox) and its OpenAPI description: never shown to a person using the site */
import { createRoute, z } from "@hono/zod-openapi";
import { database } from "../../db/client.ts";
import { latestMessagesTo } from "../../db/outbox.ts";
import { isDevelopment } from "../../env.ts";
import { noApiRoute } from "../../http/not-found.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { DEVELOPMENT_TAG, errorAnswer, INVALID_INPUT, jsonAnswer, STORAGE_DOWN } from "../../http/openapi-answers.ts";
import { momoPromptRoutes } from "./momo-prompts.ts";

const outboxQuerySchema = z.object({ to: z.string({ message: "to is required" }).trim().toLowerCase().min(1, "to is required") });

const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(["email", "sms"]),
  recipient: z.string(),
  subject: z.string().nullable().describe("E-mail only."),
  body: z.string(),
  createdAt: z.number().int().describe("When it was stored, in UTC milliseconds."),
});

const outboxRoute = createRoute({
  method: "get",
  path: "/outbox",
  tags: [DEVELOPMENT_TAG],
  summary: "The latest 20 messages sent to an address, newest first",
  request: { query: outboxQuerySchema },
  responses: {
    200: jsonAnswer(z.array(outboxMessageSchema), "Newest first; empty when nothing was sent there."),
    400: INVALID_INPUT,
    404: errorAnswer("In production: the route does not exist (code `not_found`)."),
    503: STORAGE_DOWN,
  },
});

export const devRoutes = declaredRoutes();
devRoutes.use(async (c, next) => {
  if (!isDevelopment(c.env)) return noApiRoute(c);
  await next();
});
devRoutes.openapi(outboxRoute, async (c) => {
  const { to } = c.req.valid("query");
  return c.json(await latestMessagesTo(database(c.env), to), 200);
});
devRoutes.route("/", momoPromptRoutes);
