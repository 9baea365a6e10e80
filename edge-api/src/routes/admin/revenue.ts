/** GET /api/admin/revenue and /api/admin/revenue.csv (the Export Report). */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

export const adminRevenueRoutes = new Hono<AppEnv>();
