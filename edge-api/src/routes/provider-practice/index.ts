/** The provider's own practice: dashboard, appointment lifecycle, profile edits and deletion. */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

export const providerPracticeRoutes = new Hono<AppEnv>();
