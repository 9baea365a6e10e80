/** GET /api/admin/audit: every administrator's change, newest first. */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

export const adminAuditRoutes = new Hono<AppEnv>();
