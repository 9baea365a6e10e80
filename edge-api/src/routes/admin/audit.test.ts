import { env } from "cloudflare:workers";
import { ADMIN_PAGE_SIZE, type AdminPage, type AuditEntry } from "@gh/contracts/admin/options";
import { describe, expect, it } from "vitest";
import { api, db, insertUser, signIn } from "../../../test/fixtures.ts";
import { auditEntryInsert, auditPageStatements } from "../../db/audit.ts";

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;

describe("GET /api/admin/audit", () => {
  it("pages through every change, newest first, with who made it and the values before and after", async () => {
    const admin = await insertUser({ role: "admin", firstName: "Site", lastName: "Administrator" });
    const start = Date.UTC(2030, 0, 1);
    // 25 entries, one a minute; two share an instant to show ties fall back to the newest id.
    const statements = Array.from({ length: 25 }, (_, i) =>
      auditEntryInsert(db(), admin, { action: "provider.update", entity: "provider", entityId: 100 + i, before: { consultationFee: "150.00" }, after: { consultationFee: `${151 + i}.00` } }, start + Math.min(i, 23) * 60_000),
    );
    await db().batch([statements[0]!, ...statements.slice(1)]);
    const cookie = await signIn(admin.id);

    const first = (await (await api("/api/admin/audit", { headers: { Cookie: cookie } })).json()) as AdminPage<AuditEntry>;
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(first.items.map((entry) => entry.entityId)).toEqual(Array.from({ length: 20 }, (_, i) => 124 - i));
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      adminId: admin.id,
      adminName: "Site Administrator",
      action: "provider.update",
      entity: "provider",
      entityId: 124,
      before: { consultationFee: "150.00" },
      after: { consultationFee: "175.00" },
      createdAt: new Date(start + 23 * 60_000).toISOString(),
    });

    const second = (await (await api("/api/admin/audit?page=2", { headers: { Cookie: cookie } })).json()) as AdminPage<AuditEntry>;
    expect(second).toMatchObject({ total: 25, page: 2 });
    expect(second.items.map((entry) => entry.entityId)).toEqual([104, 103, 102, 101, 100]);
    expect(((await (await api("/api/admin/audit?page=3", { headers: { Cookie: cookie } })).json()) as AdminPage<AuditEntry>).items).toEqual([]);
  });

  it("keeps an entry readable after the admin who made it is gone", async () => {
    const gone = await insertUser({ role: "admin", firstName: "Former", lastName: "Admin" });
    await auditEntryInsert(db(), gone, { action: "provider.delete", entity: "provider", entityId: 7, before: { id: 7 }, after: null });
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(gone.id).run();
    const admin = await insertUser({ role: "admin" });
    const page = (await (await api("/api/admin/audit", { headers: { Cookie: await signIn(admin.id) } })).json()) as AdminPage<AuditEntry>;
    expect(page.items).toMatchObject([{ adminId: null, adminName: "Former Admin", action: "provider.delete", before: { id: 7 }, after: null }]);
  });

  it("refuses a page that is not a whole number from 1", async () => {
    const admin = await insertUser({ role: "admin" });
    const cookie = await signIn(admin.id);
    for (const page of ["0", "-1", "abc", "1.5"]) {
      const response = await api(`/api/admin/audit?page=${page}`, { headers: { Cookie: cookie } });
      expect(response.status, page).toBe(400);
      expect(Object.keys((await errorOf(response)).fields!)).toEqual(["page"]);
    }
    expect((await api("/api/admin/audit?page=", { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("reads its page off audit_log_created_idx without sorting", async () => {
    const [list] = auditPageStatements(db(), 3);
    const { sql, params } = list.toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
    const details = results.map((row) => row.detail).join(" | ");
    expect(details).toMatch(/SCAN audit_log USING INDEX audit_log_created_idx/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });
});
