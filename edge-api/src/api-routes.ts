/**
 * Every declared route group under the prefix app.ts mounts it at (docs/architecture.md#api-hono-on-workers).
 * The browser's typed client (@gh/api-client's callApi) reads only the types of this object, so a
 * route's declaration types the screens that call it: change an answer's shape here and the screens
 * that read it stop compiling. Worker-free, like the declarations it gathers; edge-api's openapi test
 * checks that each entry is in the document at `/api<prefix><path>`.
 */
import * as account from "./routes/account/routes.ts";
import * as accounts from "./routes/accounts/routes.ts";
import * as admin from "./routes/admin/routes.ts";
import * as appointments from "./routes/appointments/routes.ts";
import * as health from "./routes/health/routes.ts";
import * as images from "./routes/images/routes.ts";
import * as nhisReports from "./routes/nhis-reports/routes.ts";
import * as licenceDocuments from "./routes/licences/document-routes.ts";
import * as providerLicence from "./routes/licences/routes.ts";
import * as password from "./routes/password/routes.ts";
import * as paymentsDevelopment from "./routes/payments/development-routes.ts";
import * as payments from "./routes/payments/routes.ts";
import * as providerAuth from "./routes/provider-auth/routes.ts";
import * as providerPractice from "./routes/provider-practice/routes.ts";
import * as providerRegistration from "./routes/provider-registration/routes.ts";
import * as providerSettings from "./routes/provider-settings/routes.ts";
import * as providers from "./routes/providers/routes.ts";
import * as specialties from "./routes/specialties/routes.ts";
import * as timeOff from "./routes/time-off/routes.ts";
import * as user from "./routes/user/routes.ts";
import * as users from "./routes/users/routes.ts";
import * as ussd from "./routes/ussd/routes.ts";
import * as verification from "./routes/verification/routes.ts";

export const API_ROUTES = {
  "/health": health,
  "/specialties": specialties,
  "/providers/time-off": timeOff,
  "/providers/licence": providerLicence,
  // Two groups app.ts mounts at one prefix share its entry (their route names differ).
  "/providers": { ...providerPractice, ...providers },
  "/provider/settings": providerSettings,
  "/provider": { ...providerAuth, ...providerRegistration },
  "/images": images,
  "/licences": licenceDocuments,
  "/appointments": appointments,
  "/nhis-reports": nhisReports,
  "/payments": payments,
  "/admin": admin,
  "/user": user,
  "/users": users,
  "/account": account,
  // Mounted at "/" in app.ts: its paths join straight onto /api (POST /api/login).
  "": accounts,
  "/auth": verification,
  "/password": password,
  // Called by the USSD aggregators, and by the development phone simulator (/dev/ussd).
  "/ussd": ussd,
} as const;

/**
 * The development-only routes the browser calls (the sandbox checkout), indexed apart: they are in
 * the document only outside production, where they exist.
 */
export const DEVELOPMENT_API_ROUTES = {
  "/payments": paymentsDevelopment,
} as const;
