/** The Hono API: one sub-app per resource under /api, one error shape, JSON for every miss, one OpenAPI document. */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./env.ts";
import { bodySizeLimit } from "./http/body-limit.ts";
import { d1Session } from "./http/d1-session.ts";
import { edgeCache } from "./http/edge-cache.ts";
import { handleError } from "./http/errors.ts";
import { jsonNotFound } from "./http/not-found.ts";
import { serveApiDocument } from "./http/openapi.ts";
import { sameOriginOnly } from "./http/same-origin.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { accountLanguageRoutes } from "./routes/account/index.ts";
import { accountRoutes } from "./routes/accounts/index.ts";
import { adminRoutes } from "./routes/admin/index.ts";
import { appointmentsRoutes } from "./routes/appointments/index.ts";
import { devRoutes } from "./routes/dev/index.ts";
import { health } from "./routes/health/index.ts";
import { passwordRoutes } from "./routes/password/index.ts";
import { paymentsRoutes } from "./routes/payments/index.ts";
import { imagesRoutes } from "./routes/images/index.ts";
import { nhisReportsRoutes } from "./routes/nhis-reports/index.ts";
import { licenceDocumentRoutes } from "./routes/licences/document.ts";
import { providerLicenceRoutes } from "./routes/licences/index.ts";
import { providerAuthRoutes } from "./routes/provider-auth/index.ts";
import { providerPracticeRoutes } from "./routes/provider-practice/index.ts";
import { providerRegistrationRoutes } from "./routes/provider-registration/index.ts";
import { providerSettingsRoutes } from "./routes/provider-settings/index.ts";
import { providersRoutes } from "./routes/providers/index.ts";
import { specialtiesRoutes } from "./routes/specialties/index.ts";
import { timeOffRoutes } from "./routes/time-off/index.ts";
import { userRoutes } from "./routes/user/index.ts";
import { ussdRoutes } from "./routes/ussd/index.ts";
import { usersRoutes } from "./routes/users/index.ts";
import { verificationRoutes } from "./routes/verification/index.ts";

export function createApp() {
  // OpenAPIHono gathers the declared routes of the sub-apps it mounts into one document.
  const app = new OpenAPIHono<AppEnv>({ strict: false }).basePath("/api");
  app.use(securityHeaders);
  app.use(sameOriginOnly);
  // 413 before anything parses a body: 64 KiB, 7 MiB where a profile photo travels as a data URL.
  app.use(bodySizeLimit);
  // Every query of the request through one D1 session: nearest replica, yet the visitor's own writes.
  app.use(d1Session);
  // Public reads (specialties, featured, search, profiles, reviews, availability): ETag, 304, edge copies.
  app.use(edgeCache);

  app.route("/health", health);
  app.route("/specialties", specialtiesRoutes);
  // The provider's own routes first: /providers/dashboard must never reach /providers/:id.
  app.route("/providers/time-off", timeOffRoutes);
  app.route("/providers/licence", providerLicenceRoutes);
  app.route("/providers", providerPracticeRoutes);
  app.route("/providers", providersRoutes);
  app.route("/images", imagesRoutes);
  app.route("/licences", licenceDocumentRoutes);
  app.route("/appointments", appointmentsRoutes);
  app.route("/nhis-reports", nhisReportsRoutes);
  app.route("/payments", paymentsRoutes);
  app.route("/user", userRoutes);
  app.route("/users", usersRoutes);
  app.route("/account", accountLanguageRoutes);
  app.route("/", accountRoutes);
  app.route("/auth", verificationRoutes);
  app.route("/password", passwordRoutes);
  app.route("/provider/settings", providerSettingsRoutes);
  app.route("/provider", providerAuthRoutes);
  app.route("/provider", providerRegistrationRoutes);
  app.route("/admin", adminRoutes);
  // The USSD aggregators' callbacks (booking from any phone); none in production without USSD_CALLBACK_KEY.
  app.route("/ussd", ussdRoutes);
  app.route("/dev", devRoutes);
  // GET /api/openapi.json: every route declared above (docs/architecture.md#api-hono-on-workers).
  serveApiDocument(app);

  app.notFound(jsonNotFound(app));
  app.onError(handleError);
  return app;
}
