/** Provider management: PUT and DELETE /api/admin/providers/:id (audited), and what a deletion would remove. */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

export const adminProvidersRoutes = new Hono<AppEnv>();
