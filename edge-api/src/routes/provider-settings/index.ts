/** A provider's account settings: change password, sign out everywhere. */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

export const providerSettingsRoutes = new Hono<AppEnv>();
