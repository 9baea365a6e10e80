/** GET /api/specialties: every specialty with its live provider count. */
import { database } from "../../db/client.ts";
import { specialtiesWithCounts } from "../../db/specialties.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { specialtiesRoute } from "./routes.ts";

export const specialtiesRoutes = declaredRoutes().openapi(specialtiesRoute, async (c) => {
  return c.json(await specialtiesWithCounts(database(c.env)), 200);
});
