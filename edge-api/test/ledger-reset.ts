/**
 * Empties the money tables between ledger tests. The ledger refuses deletes (migration 0012's
 * trigger) and test/setup.ts empties revenue_months, appointments and payments before each test but
 * not the ledger, so a file that checks totals starts each test from an empty ledger: the trigger is
 * lifted for the delete and put back as it was, in one batch.
 */
import { env } from "cloudflare:workers";

export async function emptyMoneyTables(): Promise<void> {
  const guard = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'ledger_entries_never_deleted'").first<{ sql: string }>();
  if (!guard) throw new Error("the ledger's delete guard is missing");
  await env.DB.batch([
    env.DB.prepare("DROP TRIGGER ledger_entries_never_deleted"),
    env.DB.prepare("DELETE FROM ledger_entries"),
    env.DB.prepare(guard.sql),
    env.DB.prepare("UPDATE ledger_totals SET gross_pesewas = 0, commission_pesewas = 0, payout_owed_pesewas = 0, payout_paid_pesewas = 0, held_pesewas = 0"),
    env.DB.prepare("DELETE FROM refunds"),
    env.DB.prepare("DELETE FROM payout_items"),
    env.DB.prepare("DELETE FROM payouts"),
    env.DB.prepare("DELETE FROM payout_details"),
  ]);
}
