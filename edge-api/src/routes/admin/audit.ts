/** GET /api/admin/audit?page=: every administrator's change, newest first, a page of ADMIN_PAGE_SIZE at a time. */
import { auditPage } from "../../db/audit.ts";
import { database } from "../../db/client.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { auditRoute } from "./routes.ts";

export const adminAuditRoutes = declaredRoutes().openapi(auditRoute, async (c) => c.json(await auditPage(database(c.env), c.req.valid("query").page), 200));
