/** The payout reads walk indexes, never a whole table, and sort nothing: they stay fast as history grows. */
import { env } from "cloudflare:workers";
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../test/fixtures.ts";
import { payouts } from "../db/payouts-schema.ts";
import { openPayoutsQuery, payableAppointments } from "./payout-store.ts";

async function plan(query: SQL | { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = "toSQL" in query ? query.toSQL() : db().run(query).getQuery();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`).bind(...params).all<{ detail: string }>();
  return results.map((row) => row.detail).join("\n");
}

describe("payout query plans", () => {
  it("find a provider's payable visits through their completed appointments and each visit's ledger rows", async () => {
    const detail = await plan(payableAppointments(1));
    expect(detail).toMatch(/SEARCH a USING INDEX appointments_provider_status_idx/);
    expect(detail).toMatch(/SEARCH l USING INDEX ledger_entries_appointment_idx/);
    expect(detail).toMatch(/SEARCH i USING (COVERING )?INDEX payout_items_live_appointment_unique/);
    expect(detail).not.toMatch(/SCAN/);
  });

  it("page a provider's payouts newest first, and sum them, on the provider's indexes", async () => {
    const page = await plan(db().select().from(payouts).where(eq(payouts.providerId, 1)).orderBy(desc(payouts.createdAt), desc(payouts.id)).limit(10).offset(10));
    expect(page).toMatch(/SEARCH payouts USING INDEX payouts_provider_idx/);
    expect(page).not.toMatch(/TEMP B-TREE/);
    const sums = await plan(sql`SELECT status, sum(amount_pesewas) AS amount FROM payouts WHERE provider_id = ${1} GROUP BY status`);
    expect(sums).toMatch(/USING COVERING INDEX payouts_provider_status_idx/);
  });

  it("find open payouts, oldest first, through the partial index", async () => {
    const open = await plan(openPayoutsQuery(1, 25));
    expect(open).toMatch(/payouts_open_idx/);
    expect(open).not.toMatch(/TEMP B-TREE/);
  });
});
