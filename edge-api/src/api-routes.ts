/**
 * Every declared route group under the prefix app.ts mounts it at (docs/architecture.md#api-hono-on-workers).
 * The browser's typed client (@gh/api-client's callApi) reads only the types of this object, so a
 * route's declaration types the screens that call it: change an answer's shape here and the screens
 * that read it stop compiling. Worker-free, like the declarations it gathers; edge-api's openapi test
 * checks that each entry is in the document at `/api<prefix><path>`.
 */
import * as admin from "./routes/admin/routes.ts";
import * as health from "./routes/health/routes.ts";
import * as providers from "./routes/providers/routes.ts";
import * as specialties from "./routes/specialties/routes.ts";

export const API_ROUTES = {
  "/health": health,
  "/specialties": specialties,
  "/providers": providers,
  "/admin": admin,
} as const;
