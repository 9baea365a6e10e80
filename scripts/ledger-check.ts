// Reconciles the money ledger (docs/decisions/0005-money-ledger.md and docs/product-rules.md#ledger) with the same statements the Worker runs (edge-api/src/money/ledger-checks.ts):
// on the local D1 that `npm start` uses, or with --remote on the deployed one. Prints what it checked, the totals and
// every problem; exits 1 on any problem.
// Usage: npm run ledger:check [-- --remote] [-- --config <wrangler.toml>] [-- --persist-to <dir>]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { LEDGER_CHECK_STATEMENTS, LEDGER_RULES, PROBLEMS_PER_CHECK, readLedgerReport, type LedgerReport } from "../edge-api/src/money/ledger-checks.ts";
import { REPO_ROOT } from "./seed.ts";

interface CheckOptions {
  remote: boolean;
  wranglerFlags: string[];
}

function parseArguments(argv: readonly string[]): CheckOptions {
  const options: CheckOptions = { remote: false, wranglerFlags: [] };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i] ?? "";
    if (argument === "--remote") options.remote = true;
    else if (argument === "--config" || argument === "--persist-to") {
      const value = argv[++i];
      if (!value) throw new Error(`${argument} needs a value`);
      options.wranglerFlags.push(argument, path.resolve(value));
    } else throw new Error(`unknown option ${argument}`);
  }
  if (options.remote && options.wranglerFlags.includes("--persist-to")) throw new Error("--persist-to is for the local database only");
  return options;
}

/** Runs the statements in one `wrangler d1 execute` (read-only SELECTs) and returns each one's rows. */
function runStatements(options: CheckOptions): Record<string, unknown>[][] {
  const command = LEDGER_CHECK_STATEMENTS.map((statement) => statement.replace(/\s+/g, " ")).join(";\n");
  const args = ["wrangler", "d1", "execute", "DB", options.remote ? "--remote" : "--local", "--json", "--command", command, ...options.wranglerFlags];
  const result = spawnSync("npx", args, {
    cwd: REPO_ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed (exit ${result.status}):\n${result.stderr}${result.stdout}`);
  const answers = JSON.parse(result.stdout.slice(result.stdout.indexOf("["))) as { results: Record<string, unknown>[]; success: boolean }[];
  return answers.map((answer) => answer.results);
}

const cedis = (pesewas: number) => `GHS ${(pesewas / 100).toFixed(2)}`;

function printReport(report: LedgerReport, where: string): void {
  const { checked, totals, problems } = report;
  console.log(`Ledger check (${where})`);
  console.log(`  Checked ${checked.ledgerRows} ledger rows over ${checked.appointments} appointments, ${checked.refunds} refunds, ${checked.payouts} payouts.`);
  console.table({
    "Paid appointments": totals.bookings,
    "Gross revenue": cedis(totals.gross),
    Refunds: cedis(totals.refunds),
    "Net revenue": cedis(totals.netRevenue),
    Commission: cedis(totals.commission),
    "Net commission": cedis(totals.netCommission),
    "Payouts owed": cedis(totals.payoutsOwed),
    "Payouts paid": cedis(totals.payoutsPaid),
    "Held for refunds": cedis(totals.held),
  });
  console.log(`  Rules: ${Object.keys(LEDGER_RULES).length} (${Object.keys(LEDGER_RULES).join(", ")}).`);
  if (problems.length === 0) {
    console.log("  Balanced: every rule holds and the totals match the revenue page.");
    return;
  }
  console.log(`  ${problems.length} problem${problems.length === 1 ? "" : "s"} (at most ${PROBLEMS_PER_CHECK} shown per check):`);
  for (const problem of problems) {
    const about = [problem.appointmentId === null ? null : `appointment ${problem.appointmentId}`, problem.reference].filter(Boolean).join(", ");
    console.log(`  - [${problem.rule}] ${about ? `${about}: ` : ""}${problem.detail}`);
    console.log(`      rule: ${LEDGER_RULES[problem.rule] ?? problem.rule}`);
  }
}

function main(): void {
  const options = parseArguments(process.argv.slice(2));
  const report = readLedgerReport(runStatements(options));
  printReport(report, options.remote ? "remote D1" : `local D1${options.wranglerFlags.length > 0 ? ` ${options.wranglerFlags.join(" ")}` : ""}`);
  process.exitCode = report.problems.length === 0 ? 0 : 1;
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
