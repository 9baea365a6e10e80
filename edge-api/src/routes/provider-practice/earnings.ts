/**
 * GET /api/providers/earnings?page=: the signed-in provider's earnings (pending, processing, paid
 * out, the next payout date) and a page of their payouts, newest first, each with its appointments.
 */
import { requireUser } from "../../auth/guards.ts";
import { database } from "../../db/client.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { providerEarnings } from "../../money/payout-reports.ts";
import { ownProvider } from "./own-provider.ts";
import { earningsRoute } from "./routes.ts";

export const earningsRoutes = declaredRoutes().openapi(guarded(earningsRoute, requireUser("provider")), async (c) => {
  const db = database(c.env);
  const provider = await ownProvider(db, c.get("user"));
  return c.json(await providerEarnings(db, provider.id, c.req.valid("query").page), 200);
});
