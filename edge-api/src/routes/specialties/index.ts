/** GET /api/specialties: every specialty with its live provider count. */
import { specialtyCountSchema } from "@gh/contracts/providers";
import { createRoute, z } from "@hono/zod-openapi";
import { database } from "../../db/client.ts";
import { specialtiesWithCounts } from "../../db/specialties.ts";
import { cachedJsonAnswer, declaredRoutes, NOT_MODIFIED, STORAGE_DOWN } from "../../http/openapi.ts";

const specialtiesRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["Specialties"],
  summary: "Every specialty with its provider count, by name",
  responses: {
    200: cachedJsonAnswer(z.array(specialtyCountSchema.openapi("SpecialtyCount")), "Every specialty, including those with no provider yet."),
    304: NOT_MODIFIED,
    503: STORAGE_DOWN,
  },
});

export const specialtiesRoutes = declaredRoutes().openapi(specialtiesRoute, async (c) => {
  return c.json(await specialtiesWithCounts(database(c.env)), 200);
});
