/**
 * Licences' storage (docs/product-rules.md#licences-and-nhis): a provider's uploads, the
 * administrator's verification queue, the decisions (each with its effect on the provider and its
 * audit entry in one batch), and the yearly cycle's reminders and 1 January run.
 */
import { and, asc, count, desc, eq, exists, sql } from "drizzle-orm";
import { LICENCE_QUEUE_PAGE_SIZE, type LicenceStatus, type Regulator } from "@gh/contracts/licences/options";
import type { AuditAdmin } from "./audit.ts";
import type { Database } from "./client.ts";
import { auditLog, licences, providers, users, type LicenceRow } from "./schema.ts";

export type { LicenceRow };

/** The signed-in provider's profile and the year their licence is verified for; null without a profile. */
export async function licenceHolderByUser(db: Database, userId: number): Promise<{ providerId: number; licenceVerifiedFor: number | null } | null> {
  const [holder] = await db.select({ providerId: providers.id, licenceVerifiedFor: providers.licenceVerifiedFor }).from(providers).where(eq(providers.userId, userId)).limit(1);
  return holder ?? null;
}

/** The provider's newest upload (licences_provider_idx), or null. */
export async function latestLicenceOf(db: Database, providerId: number): Promise<LicenceRow | null> {
  const [latest] = await db.select().from(licences).where(eq(licences.providerId, providerId)).orderBy(desc(licences.uploadedAt), desc(licences.id)).limit(1);
  return latest ?? null;
}

/** A licence and the account of its provider (who alone, with administrators, may read its document). */
export async function licenceWithHolder(db: Database, id: number): Promise<{ licence: LicenceRow; holderUserId: number } | null> {
  const [row] = await db.select({ licence: licences, holderUserId: providers.userId }).from(licences).innerJoin(providers, eq(providers.id, licences.providerId)).where(eq(licences.id, id)).limit(1);
  return row ?? null;
}

/** The R2 keys of every document a provider has uploaded (licences_provider_idx), to delete with the provider. */
export async function licenceDocumentKeysOf(db: Database, providerId: number): Promise<string[]> {
  const rows = await db.select({ r2Key: licences.r2Key }).from(licences).where(eq(licences.providerId, providerId));
  return rows.map((row) => row.r2Key);
}

export interface LicenceUpload {
  providerId: number;
  regulator: Regulator;
  registrationNumber: string;
  r2Key: string;
  contentType: LicenceRow["contentType"];
  sizeBytes: number;
}

/**
 * Records an upload, already stored in R2, in one batch: the provider's earlier upload still waiting
 * for review is replaced (the queue holds one per provider, the newest), the new one waits, and the
 * provider's regulator becomes the one given. Returns the new row and the keys of the documents it
 * replaced, to delete from R2 once the batch is saved.
 */
export async function recordLicenceUpload(db: Database, upload: LicenceUpload, now: number): Promise<{ licence: LicenceRow; replacedKeys: string[] }> {
  const [replaced, [licence]] = await db.batch([
    db
      .delete(licences)
      .where(and(eq(licences.providerId, upload.providerId), eq(licences.status, "pending")))
      .returning({ r2Key: licences.r2Key }),
    db
      .insert(licences)
      .values({ ...upload, status: "pending", uploadedAt: now })
      .returning(),
    db.update(providers).set({ regulator: upload.regulator, updatedAt: now }).where(eq(providers.id, upload.providerId)),
  ]);
  return { licence: licence!, replacedKeys: replaced.map((row) => row.r2Key) };
}

/** A licence in the queue with what its provider's profile says. */
export interface QueuedLicence {
  licence: LicenceRow;
  firstName: string;
  lastName: string;
  title: string;
  specialtyId: string;
  licenseNumber: string;
  licenceVerifiedFor: number | null;
}

/** A licence with what its provider's profile says, as the queue shows it beside what they entered. */
function queuedLicences(db: Database) {
  return db
    .select({
      licence: licences,
      firstName: users.firstName,
      lastName: users.lastName,
      title: providers.title,
      specialtyId: providers.specialtyId,
      licenseNumber: providers.licenseNumber,
      licenceVerifiedFor: providers.licenceVerifiedFor,
    })
    .from(licences)
    .innerJoin(providers, eq(providers.id, licences.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .$dynamic();
}

/**
 * A page of the verification queue off licences_status_idx (status, uploaded_at, id): waiting ones
 * oldest first (the order they were sent in), decided ones newest first; and how many have the status.
 */
export async function licenceQueuePage(db: Database, status: LicenceStatus, page: number): Promise<{ rows: QueuedLicence[]; total: number }> {
  const order = status === "pending" ? [asc(licences.uploadedAt), asc(licences.id)] : [desc(licences.uploadedAt), desc(licences.id)];
  const [rows, [counted]] = await db.batch([
    queuedLicences(db)
      .where(eq(licences.status, status))
      .orderBy(...order)
      .limit(LICENCE_QUEUE_PAGE_SIZE)
      .offset((page - 1) * LICENCE_QUEUE_PAGE_SIZE),
    db.select({ total: count() }).from(licences).where(eq(licences.status, status)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One queued licence by id (what a decision answers with). */
export async function queuedLicenceById(db: Database, id: number): Promise<QueuedLicence | null> {
  const [row] = await queuedLicences(db).where(eq(licences.id, id)).limit(1);
  return row ?? null;
}

/** An administrator's decision on a waiting licence, and what the audit log keeps of it. */
interface Decision {
  licence: Pick<LicenceRow, "id" | "providerId">;
  admin: AuditAdmin;
  now: number;
  audit: { action: string; before: unknown; after: unknown };
}

/**
 * Whether this decision is the one that took effect: the condition of the batch's other statements,
 * so a licence decided meanwhile by someone else changes nothing and records nothing.
 */
const decidedNow = (decision: Decision, status: LicenceStatus) =>
  and(eq(licences.id, decision.licence.id), eq(licences.status, status), eq(licences.decidedBy, decision.admin.id), eq(licences.decidedAt, decision.now));

/** The audit entry (db/audit.ts's form), written only when the decision took effect: selected from the licence it decided. */
function decisionAudit(db: Database, decision: Decision, status: LicenceStatus) {
  const { admin, audit, now } = decision;
  return db.insert(auditLog).select((qb) =>
    qb
      .select({
        // Every column in the table's order (drizzle checks it); a null id is given the next one.
        id: sql<number>`null`.as("id"),
        adminId: sql<number>`${admin.id}`.as("admin_id"),
        adminName: sql<string>`${`${admin.firstName} ${admin.lastName}`.trim()}`.as("admin_name"),
        action: sql<string>`${audit.action}`.as("action"),
        entity: sql<string>`'licence'`.as("entity"),
        entityId: licences.id,
        before: sql<string>`${JSON.stringify(audit.before)}`.as("before"),
        after: sql<string>`${JSON.stringify(audit.after)}`.as("after"),
        createdAt: sql<number>`${now}`.as("created_at"),
      })
      .from(licences)
      .where(decidedNow(decision, status)),
  );
}

/**
 * Approves a waiting licence for `year`, with its audit entry, in one batch. When `verifiesNow` (the
 * year is the current one) the provider becomes verified for it at once; a licence for next year is
 * applied by the 1 January run. Null when the licence was no longer waiting.
 */
export async function approveLicence(db: Database, decision: Decision & { year: number; verifiesNow: boolean }): Promise<LicenceRow | null> {
  const { licence, admin, now, year } = decision;
  const verify = db
    .update(providers)
    .set({
      licenceVerifiedFor: sql`CASE WHEN ${providers.licenceVerifiedFor} IS NULL OR ${providers.licenceVerifiedFor} < ${year} THEN ${year} ELSE ${providers.licenceVerifiedFor} END`,
      isVerified: true,
      updatedAt: now,
    })
    .where(and(eq(providers.id, licence.providerId), exists(db.select({ decided: sql`1` }).from(licences).where(decidedNow(decision, "approved")))));
  const [[approved]] = await db.batch([
    db
      .update(licences)
      .set({ status: "approved", validForYear: year, decidedBy: admin.id, decidedAt: now })
      .where(and(eq(licences.id, licence.id), eq(licences.status, "pending")))
      .returning(),
    decisionAudit(db, decision, "approved"),
    ...(decision.verifiesNow ? [verify] : []),
  ]);
  return approved ?? null;
}

/** Rejects a waiting licence with the reason its provider is told, with its audit entry; the provider's standing is unchanged. Null when it was no longer waiting. */
export async function rejectLicence(db: Database, decision: Decision & { reason: string }): Promise<LicenceRow | null> {
  const { licence, admin, now, reason } = decision;
  const [[rejected]] = await db.batch([
    db
      .update(licences)
      .set({ status: "rejected", rejectionReason: reason, decidedBy: admin.id, decidedAt: now })
      .where(and(eq(licences.id, licence.id), eq(licences.status, "pending")))
      .returning(),
    decisionAudit(db, decision, "rejected"),
  ]);
  return rejected ?? null;
}

/**
 * Stamps and returns (at most `limit`) providers owed the reminder to upload next year's licence:
 * verified for `year`, not reminded for `year + 1` yet, and with no upload waiting for review nor a
 * licence approved beyond `year`. Stamped in the statement that picks them, so a reminder goes once.
 */
export async function claimRenewalReminders(db: Database, year: number, limit: number): Promise<number[]> {
  const nextYear = year + 1;
  const claimed = await db
    .update(providers)
    .set({ renewalReminderSentFor: nextYear })
    .where(
      sql`${providers.id} IN (
        SELECT p.id FROM providers p
        WHERE p.licence_verified_for = ${year}
          AND (p.renewal_reminder_sent_for IS NULL OR p.renewal_reminder_sent_for < ${nextYear})
          AND NOT EXISTS (SELECT 1 FROM licences l WHERE l.provider_id = p.id AND l.status = 'pending')
          AND NOT EXISTS (SELECT 1 FROM licences l WHERE l.provider_id = p.id AND l.status = 'approved' AND l.valid_for_year > ${year})
        LIMIT ${limit}
      )`,
    )
    .returning({ id: providers.id });
  return claimed.map((row) => row.id);
}

/**
 * The year's turn (the 1 January run), in one batch that changes nothing a second time: providers
 * with a licence approved for `year` become verified for it; every other verified provider loses
 * the badge (renewal pending, still bookable). The literal status lets SQLite use the partial
 * licences_approved_year_idx; providers are read off providers_licence_year_idx.
 */
export async function turnLicenceYear(db: Database, year: number, now: number): Promise<{ renewed: number; lapsed: number }> {
  const [renewed, lapsed] = await db.batch([
    db
      .update(providers)
      .set({ licenceVerifiedFor: year, isVerified: true, updatedAt: now })
      .where(
        sql`(${providers.licenceVerifiedFor} IS NULL OR ${providers.licenceVerifiedFor} < ${year})
          AND EXISTS (SELECT 1 FROM licences l WHERE l.status = 'approved' AND l.valid_for_year = ${year} AND l.provider_id = ${providers.id})`,
      )
      .returning({ id: providers.id }),
    db
      .update(providers)
      .set({ isVerified: false, updatedAt: now })
      .where(sql`${providers.isVerified} = 1 AND (${providers.licenceVerifiedFor} IS NULL OR ${providers.licenceVerifiedFor} < ${year})`)
      .returning({ id: providers.id }),
  ]);
  // Counted from RETURNING: D1's `changes` counts the cache triggers' writes too.
  return { renewed: renewed.length, lapsed: lapsed.length };
}
