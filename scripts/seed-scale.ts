// Fills the local D1 with N generated providers for benchmarks, written and executed as a series of SQL files.
// Usage: npx tsx scripts/seed-scale.ts 100000 [--sql-only] [--config <wrangler.toml>] [--persist-to <dir>]
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { scaleStatements } from "../edge-api/seed/scale.ts";
import { applyMigrations, executeSqlFile, parseArguments, removeLocalDatabase, REPO_ROOT, SEED_DIR } from "./seed.ts";

/** Each file is one wrangler run: big enough to amortise its start-up, small enough to keep memory flat. */
const FILE_BYTES = 16 * 1024 * 1024;
const SCALE_DIR = path.join(SEED_DIR, "scale");

/** Provider rows in an INSERT: each tuple after the first begins a new line with "(". */
function providerRowsIn(statement: string): number {
  if (!statement.startsWith("INSERT INTO providers ")) return 0;
  return statement.split("\n(").length - 1;
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const count = Number(options.positional[0]);
  if (!Number.isInteger(count) || count < 1) throw new Error("usage: npx tsx scripts/seed-scale.ts <provider count>");

  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  rmSync(SCALE_DIR, { recursive: true, force: true });
  mkdirSync(SCALE_DIR, { recursive: true });
  if (!options.sqlOnly) {
    removeLocalDatabase(options.wranglerFlags);
    applyMigrations(options.wranglerFlags);
  }

  let part: string[] = [];
  let partBytes = 0;
  let partNumber = 0;
  let providersWritten = 0;
  const writePart = () => {
    if (part.length === 0) return;
    partNumber++;
    const file = path.join(SCALE_DIR, `part-${String(partNumber).padStart(4, "0")}.sql`);
    writeFileSync(file, `${part.join(";\n")};\n`);
    const megabytes = (partBytes / 1024 / 1024).toFixed(1);
    part = [];
    partBytes = 0;
    if (!options.sqlOnly) executeSqlFile(file, options.wranglerFlags);
    console.log(`part ${partNumber}: ${megabytes} MB, ${providersWritten}/${count} providers ${options.sqlOnly ? "written" : "loaded"}, ${elapsed()}`);
  };

  for await (const statement of scaleStatements(count)) {
    part.push(statement);
    partBytes += statement.length;
    providersWritten += providerRowsIn(statement);
    if (partBytes >= FILE_BYTES) writePart();
  }
  writePart();
  console.log(`\n${count} providers in ${partNumber} file(s) under ${path.relative(REPO_ROOT, SCALE_DIR)}, total ${elapsed()}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
