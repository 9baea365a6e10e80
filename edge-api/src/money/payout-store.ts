/**
 * The payouts' storage (db/payouts-schema.ts): claiming a provider's unpaid appointments, settling a
 * transfer with its ledger rows in the same batch, and the reads behind the earnings and revenue
 * figures. Every write that moves money is one D1 batch, conditional on the status it moves from, so
 * a repeated or late event changes nothing.
 */
import { PROVIDER_PAYOUTS_PAGE_SIZE } from "@gh/contracts/payouts";
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { ledgerTotals, payoutDetails, payouts, type PayoutRow } from "../db/payouts-schema.ts";

/**
 * A drizzle `sql` statement as a D1 prepared statement: drizzle's D1 batch takes only its query
 * builders, and these writes (INSERT … SELECT, conditional UPDATEs) are plain SQL.
 */
function statement(db: Database, query: SQL): D1PreparedStatement {
  const { sql: text, params } = db.run(query).getQuery();
  return db.$client.prepare(text).bind(...params);
}

/** Runs statements as one D1 batch (atomic: all or none). */
function batch(db: Database, queries: SQL[]): Promise<D1Result[]> {
  return db.$client.batch(queries.map((query) => statement(db, query)));
}

/**
 * A provider's appointments the next payout pays, with what each is owed: completed and paid, money
 * still owed in the ledger (a processed refund brings it to 0; a reversed payout puts it back), and
 * in no live payout. Walks appointments_provider_status_idx (named: with no statistics SQLite would
 * pick the global paid-bookings index), and the ledger by appointment.
 */
export function payableAppointments(providerId: number): SQL {
  return sql`SELECT id, owed FROM (
    SELECT a.id AS id, (SELECT coalesce(sum(l.payout_owed_pesewas), 0) FROM ledger_entries l WHERE l.appointment_id = a.id) AS owed
    FROM appointments a INDEXED BY appointments_provider_status_idx
    WHERE a.provider_id = ${providerId} AND a.status = 'completed' AND a.payment_status = 'completed'
      AND NOT EXISTS (SELECT 1 FROM payout_items i WHERE i.appointment_id = a.id AND i.released_at IS NULL)
  ) WHERE owed > 0`;
}

/**
 * Claims everything payable to the provider as one payout, in one batch: the payout row (only if
 * something is payable), its items, and its amount from the items actually inserted. A concurrent
 * claim either ran before (nothing is payable any more) or after; the partial unique index on live
 * items refuses any appointment claimed twice. Null when nothing was payable.
 */
export async function claimPayout(db: Database, details: { providerId: number; recipientCode: string }, reference: string, now: number): Promise<PayoutRow | null> {
  const payable = payableAppointments(details.providerId);
  await batch(db, [
    sql`INSERT INTO payouts (provider_id, amount_pesewas, reference, status, recipient_code, created_at, updated_at)
      SELECT ${details.providerId}, 0, ${reference}, 'claimed', ${details.recipientCode}, ${now}, ${now} WHERE EXISTS (${payable})`,
    sql`INSERT INTO payout_items (payout_id, appointment_id, amount_pesewas)
      SELECT p.id, payable.id, payable.owed FROM payouts p, (${payable}) payable WHERE p.reference = ${reference}`,
    sql`UPDATE payouts SET amount_pesewas = (SELECT coalesce(sum(i.amount_pesewas), 0) FROM payout_items i WHERE i.payout_id = payouts.id)
      WHERE reference = ${reference}`,
  ]);
  const [claimed] = await db.select().from(payouts).where(eq(payouts.reference, reference));
  return claimed ?? null;
}

/** The gateway took the transfer (or may have): it is pending until its outcome is known. */
export async function markSent(db: Database, reference: string, transferCode: string | null, now: number): Promise<void> {
  await db.run(sql`UPDATE payouts SET status = 'pending', transfer_code = coalesce(${transferCode}, transfer_code), updated_at = ${now}
    WHERE reference = ${reference} AND status IN ('claimed', 'pending')`);
}

/**
 * The transfer succeeded: the payout is paid and, in the same batch, each appointment's share moves
 * from owed to paid in the ledger (one row per appointment, source_ref = our reference). Only from
 * claimed or pending: a repeat finds it paid already, and the ledger's unique index writes nothing twice.
 */
export async function settlePaid(db: Database, reference: string, transferCode: string | null, now: number): Promise<boolean> {
  const [updated] = await batch(db, [
    sql`UPDATE payouts SET status = 'success', transfer_code = coalesce(${transferCode}, transfer_code), failure_reason = NULL, settled_at = ${now}, updated_at = ${now}
      WHERE reference = ${reference} AND status IN ('claimed', 'pending')`,
    sql`INSERT INTO ledger_entries (kind, appointment_id, provider_id, source_ref, gross_pesewas, payout_owed_pesewas, payout_paid_pesewas, created_at)
      SELECT 'payout', i.appointment_id, p.provider_id, p.reference, 0, -i.amount_pesewas, i.amount_pesewas, ${now}
      FROM payout_items i JOIN payouts p ON p.id = i.payout_id
      WHERE p.reference = ${reference} AND p.status = 'success' AND i.released_at IS NULL
      ON CONFLICT DO NOTHING`,
  ]);
  return updated!.meta.changes > 0;
}

/** The transfer failed (never paid): the payout fails and its items are released for the next run. */
export async function settleFailed(db: Database, reference: string, reason: string | null, now: number): Promise<boolean> {
  const [, updated] = await batch(db, [
    sql`UPDATE payout_items SET released_at = ${now}
      WHERE released_at IS NULL AND payout_id = (SELECT id FROM payouts WHERE reference = ${reference} AND status IN ('claimed', 'pending'))`,
    sql`UPDATE payouts SET status = 'failed', failure_reason = ${reason}, settled_at = ${now}, updated_at = ${now}
      WHERE reference = ${reference} AND status IN ('claimed', 'pending')`,
  ]);
  return updated!.meta.changes > 0;
}

/**
 * The transfer was reversed: if it had been paid, the ledger moves each share back from paid to owed
 * ("payout_reversal" rows); the items are released and the payout marked reversed, all in one batch.
 */
export async function settleReversed(db: Database, reference: string, reason: string | null, now: number): Promise<boolean> {
  const [, , updated] = await batch(db, [
    sql`INSERT INTO ledger_entries (kind, appointment_id, provider_id, source_ref, gross_pesewas, payout_owed_pesewas, payout_paid_pesewas, created_at)
      SELECT 'payout_reversal', i.appointment_id, p.provider_id, p.reference, 0, i.amount_pesewas, -i.amount_pesewas, ${now}
      FROM payout_items i JOIN payouts p ON p.id = i.payout_id
      WHERE p.reference = ${reference} AND p.status = 'success' AND i.released_at IS NULL
      ON CONFLICT DO NOTHING`,
    sql`UPDATE payout_items SET released_at = ${now}
      WHERE released_at IS NULL AND payout_id = (SELECT id FROM payouts WHERE reference = ${reference} AND status IN ('claimed', 'pending', 'success'))`,
    sql`UPDATE payouts SET status = 'reversed', failure_reason = ${reason}, settled_at = ${now}, updated_at = ${now}
      WHERE reference = ${reference} AND status IN ('claimed', 'pending', 'success')`,
  ]);
  return updated!.meta.changes > 0;
}

/**
 * Payouts whose outcome is not known yet, oldest first (payouts_open_idx): every pending one, and a
 * claimed one only once `claimedBefore` has passed (a run may still be sending it).
 */
export function openPayoutsQuery(claimedBefore: number, limit: number): SQL {
  return sql`SELECT reference, status, amount_pesewas, recipient_code, updated_at FROM payouts INDEXED BY payouts_open_idx
    WHERE status in ('claimed', 'pending') AND (status = 'pending' OR updated_at < ${claimedBefore})
    ORDER BY updated_at LIMIT ${limit}`;
}

export function openPayouts(db: Database, claimedBefore: number, limit: number) {
  return db.all<{ reference: string; status: PayoutRow["status"]; amount_pesewas: number; recipient_code: string; updated_at: number }>(openPayoutsQuery(claimedBefore, limit));
}

/** Providers with payout details, by id after `afterProviderId` (the primary key). */
export function detailsPage(db: Database, afterProviderId: number, limit: number) {
  return db
    .select({ providerId: payoutDetails.providerId, recipientCode: payoutDetails.recipientCode })
    .from(payoutDetails)
    .where(sql`${payoutDetails.providerId} > ${afterProviderId}`)
    .orderBy(payoutDetails.providerId)
    .limit(limit);
}

export interface EarningsRows {
  pendingPesewas: number;
  byStatus: Map<PayoutRow["status"], number>;
  total: number;
  hasDetails: boolean;
  page: PayoutRow[];
}

/** A provider's earnings figures (one batch) and one page of their payouts, newest first, each on an index. */
export async function earningsRows(db: Database, providerId: number, page: number): Promise<EarningsRows> {
  const [figures, rows] = await Promise.all([
    batch(db, [
      sql`SELECT coalesce(sum(owed), 0) AS owed FROM (${payableAppointments(providerId)})`,
      sql`SELECT status, sum(amount_pesewas) AS amount FROM payouts WHERE provider_id = ${providerId} GROUP BY status`,
      sql`SELECT count(*) AS total, EXISTS (SELECT 1 FROM payout_details WHERE provider_id = ${providerId}) AS has_details FROM payouts WHERE provider_id = ${providerId}`,
    ]),
    db
      .select()
      .from(payouts)
      .where(eq(payouts.providerId, providerId))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(PROVIDER_PAYOUTS_PAGE_SIZE)
      .offset((page - 1) * PROVIDER_PAYOUTS_PAGE_SIZE),
  ]);
  const [pending, sums, count] = figures as [D1Result<{ owed: number }>, D1Result<{ status: PayoutRow["status"]; amount: number }>, D1Result<{ total: number; has_details: number }>];
  return {
    pendingPesewas: pending.results[0]?.owed ?? 0,
    byStatus: new Map(sums.results.map((row) => [row.status, row.amount])),
    total: count.results[0]?.total ?? 0,
    hasDetails: count.results[0]?.has_details === 1,
    page: rows,
  };
}

export interface PayoutItemRow {
  payout_id: number;
  appointment_id: number;
  amount_pesewas: number;
  starts_at: number | null;
  patient_name: string | null;
}

/** The appointments of the given payouts (by the items' primary key), each visit's time and patient. */
export async function itemsOfPayouts(db: Database, payoutIds: readonly number[]): Promise<PayoutItemRow[]> {
  if (payoutIds.length === 0) return [];
  return db.all<PayoutItemRow>(sql`
    SELECT i.payout_id, i.appointment_id, i.amount_pesewas, a.starts_at, a.patient_name
    FROM payout_items i LEFT JOIN appointments a ON a.id = i.appointment_id
    WHERE i.payout_id IN (${sql.join(payoutIds.map((id) => sql`${id}`), sql`, `)})
    ORDER BY i.payout_id, a.starts_at, i.appointment_id`);
}

/** Payout sums by status (payouts_status_idx, covering) and the ledger's running totals. */
export async function payoutTotalsRows(db: Database) {
  const [byStatus, totals] = await Promise.all([
    db.all<{ status: PayoutRow["status"]; count: number; amount: number }>(sql`SELECT status, count(*) AS count, sum(amount_pesewas) AS amount FROM payouts GROUP BY status`),
    db.select().from(ledgerTotals).where(eq(ledgerTotals.scope, "all")),
  ]);
  return { byStatus, ledger: totals[0] ?? null };
}
