/** GET /api/health, declared once (see ../providers/routes.ts). Worker-free. */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { createRoute, z } from "@hono/zod-openapi";
import { jsonAnswer } from "../../http/openapi-answers.ts";

const check = z.enum(["ok", "failing"]);
// The same shape either way: a monitor reads which store is failing from the 503 too.
const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), checks: z.object({ d1: check, kv: check }) }).openapi("Health");

export const healthRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["Health"],
  summary: "Whether the Worker reaches D1 and KV",
  responses: {
    200: jsonAnswer(healthSchema, "Both stores answer."),
    503: jsonAnswer(healthSchema, "D1 or KV does not answer (`status` is degraded; `checks` says which)."),
  },
});
