/** A provider's days off: GET/POST /api/providers/time-off, DELETE /api/providers/time-off/:id. */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

export const timeOffRoutes = new Hono<AppEnv>();
