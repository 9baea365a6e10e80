/** The admin tables: GET /api/admin/stats, /api/admin/{users,providers,reviews,appointments} (paged, sorted, searched) and their streamed .csv. */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

export const adminTablesRoutes = new Hono<AppEnv>();
