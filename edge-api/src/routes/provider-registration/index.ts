/** POST /api/provider/complete-registration (the wizard's account, after its e-mailed code). */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

export const providerRegistrationRoutes = new Hono<AppEnv>();
