/**
 * /api/admin/*: the administrator's API. One guard for the whole sub-app, so no admin route can be
 * added without it: 401 for anonymous visitors, 403 for patients and providers (docs/product-rules.md#roles-and-ownership),
 * before any route's validation. Its routes are declared in routes.ts; this sub-app gathers them into the document.
 */
import { requireUser } from "../../auth/guards.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { adminAuditRoutes } from "./audit.ts";
import { adminLicencesRoutes } from "./licences.ts";
import { adminProvidersRoutes } from "./providers.ts";
import { adminRefundsRoutes } from "./refunds.ts";
import { adminRevenueRoutes } from "./revenue.ts";
import { adminTablesRoutes } from "./tables.ts";

export const adminRoutes = declaredRoutes()
  .use(requireUser("admin"))
  .route("/", adminRevenueRoutes)
  .route("/", adminProvidersRoutes)
  .route("/", adminAuditRoutes)
  .route("/", adminLicencesRoutes)
  .route("/", adminRefundsRoutes)
  .route("/", adminTablesRoutes);
