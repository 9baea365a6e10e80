/**
 * The ledger's reconciliation inside the Worker (docs/decisions/0005-money-ledger.md and docs/product-rules.md#ledger): runs ledger-checks.ts's statements as one
 * D1 batch, so every check reads the same moment, and reports every broken rule (none: the ledger
 * balances and its totals are the revenue page's). `npm run ledger:check` runs the same statements
 * through wrangler.
 */
import type { Database } from "../db/client.ts";
import { LEDGER_CHECK_STATEMENTS, readLedgerReport, type LedgerReport } from "./ledger-checks.ts";

export type { LedgerProblem, LedgerReport, LedgerRule, LedgerTotals } from "./ledger-checks.ts";

export async function reconcileLedger(db: Database): Promise<LedgerReport> {
  const client = db.$client;
  const answers = await client.batch<Record<string, unknown>>(LEDGER_CHECK_STATEMENTS.map((statement) => client.prepare(statement)));
  return readLedgerReport(answers.map((answer) => answer.results));
}
