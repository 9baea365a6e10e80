/**
 * GET /api/providers/earnings?page=: the signed-in provider's earnings (pending, processing, paid
 * out, the next payout date) and a page of their payouts, newest first, each with its appointments.
 */
import { providerEarningsQuerySchema } from "@gh/contracts/payouts";
import { Hono } from "hono";
import { requireUser } from "../../auth/guards.ts";
import { database } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { validate } from "../../http/validate.ts";
import { providerEarnings } from "../../money/payout-reports.ts";
import { ownProvider } from "./own-provider.ts";

export const earningsRoutes = new Hono<AppEnv>().get("/earnings", requireUser("provider"), validate("query", providerEarningsQuerySchema), async (c) => {
  const db = database(c.env);
  const provider = await ownProvider(db, c.get("user"));
  return c.json(await providerEarnings(db, provider.id, c.req.valid("query").page), 200);
});
