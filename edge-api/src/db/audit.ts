/**
 * The audit log (docs/product-rules.md#admin-and-exports): every administrator's change, who made it, when, and the values
 * before and after. Entries are written as a statement for the change's own batch, so a change is
 * never saved without its entry, nor an entry without its change.
 */
import { count, desc } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AuditEntry } from "@gh/contracts/admin/options";
import type { Database } from "./client.ts";
import { auditLog, type users } from "./schema.ts";

/** The administrator making a change, as the entry remembers them. */
export type AuditAdmin = Pick<typeof users.$inferSelect, "id" | "firstName" | "lastName">;

export interface AuditChange {
  action: string;
  entity: string;
  entityId: number;
  /** What the entity looked like before (null when it did not exist). */
  before: unknown;
  /** And after (null when it was deleted). */
  after: unknown;
}

/** The insert of one entry, not yet run: hand it to the db.batch that makes the change. */
export function auditEntryInsert(db: Database, admin: AuditAdmin, change: AuditChange, now = Date.now()) {
  return db.insert(auditLog).values({
    adminId: admin.id,
    adminName: `${admin.firstName} ${admin.lastName}`.trim(),
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
    after: change.after === null || change.after === undefined ? null : JSON.stringify(change.after),
    createdAt: now,
  });
}

/** Stored JSON back to a value; a damaged entry still lists, showing its raw text. */
function parseStored(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    adminId: row.adminId,
    adminName: row.adminName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: parseStored(row.before),
    after: parseStored(row.after),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * A page of entries, newest first, off audit_log_created_idx (ties by id, which the index carries,
 * so nothing is sorted afterwards), and the total. The log grows by human clicks, not by traffic, so
 * counting it is cheap; it is not one of the tables row_counts keeps.
 */
export function auditPageStatements(db: Database, page: number) {
  return [
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog),
  ] as const;
}

export async function auditPage(db: Database, page: number) {
  const [rows, [counted]] = await db.batch(auditPageStatements(db, page));
  return { items: rows.map(toAuditEntry), total: counted?.total ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}
