/** The Hono API: one sub-app per resource under /api, one error shape, JSON for every miss. */
import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { handleError } from "./http/errors.ts";
import { jsonNotFound } from "./http/not-found.ts";
import { sameOriginOnly } from "./http/same-origin.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { health } from "./routes/health/index.ts";
import { providersRoutes } from "./routes/providers/index.ts";
import { specialtiesRoutes } from "./routes/specialties/index.ts";
import { userRoutes } from "./routes/user/index.ts";

export function createApp() {
  const app = new Hono<AppEnv>({ strict: false }).basePath("/api");
  app.use(securityHeaders);
  app.use(sameOriginOnly);

  app.route("/health", health);
  app.route("/specialties", specialtiesRoutes);
  app.route("/providers", providersRoutes);
  app.route("/user", userRoutes);

  app.notFound(jsonNotFound(app));
  app.onError(handleError);
  return app;
}
