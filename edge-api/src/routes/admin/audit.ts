/** GET /api/admin/audit?page=: every administrator's change, newest first, a page of ADMIN_PAGE_SIZE at a time. */
import type { AdminPage, AuditEntry } from "@gh/contracts/admin/options";
import { Hono } from "hono";
import { z } from "zod";
import { auditPage } from "../../db/audit.ts";
import { database } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { validate } from "../../http/validate.ts";

const auditQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number({ message: "Page must be a whole number" }).int("Page must be a whole number").min(1, "Page must be 1 or more").max(100_000, "Page is too far").default(1),
  ),
});

export const adminAuditRoutes = new Hono<AppEnv>().get("/audit", validate("query", auditQuerySchema), async (c) => {
  const page: AdminPage<AuditEntry> = await auditPage(database(c.env), c.req.valid("query").page);
  return c.json(page, 200);
});
