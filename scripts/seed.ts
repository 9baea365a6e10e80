// Rebuilds the local D1 with the demo seed: writes edge-api/.seed/seed.sql, applies migrations, runs the SQL with wrangler,
// and puts the seeded licences' documents in the local LICENCES bucket.
// Usage: npx tsx scripts/seed.ts [--sql-only] [--config <wrangler.toml>] [--persist-to <dir>]
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DEMO_ACCOUNTS } from "../edge-api/seed/accounts.ts";
import { buildSeed, seedStatements } from "../edge-api/seed/build.ts";
import type { LicenceObject } from "../edge-api/seed/rows.ts";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Generated SQL lands here (git-ignored). */
export const SEED_DIR = path.join(REPO_ROOT, "edge-api", ".seed");
const D1_BINDING = "DB";
const LICENCES_BINDING = "LICENCES";

export interface WranglerOptions {
  /** Write the SQL but do not touch the database (CI, or inspecting the output). */
  sqlOnly: boolean;
  /** Extra wrangler flags: --config and --persist-to, for a database other than the project's local one. */
  wranglerFlags: string[];
  /** Arguments that are not wrangler options (seed-scale's provider count). */
  positional: string[];
}

export function parseArguments(argv: readonly string[]): WranglerOptions {
  const options: WranglerOptions = { sqlOnly: false, wranglerFlags: [], positional: [] };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i] ?? "";
    if (argument === "--sql-only") options.sqlOnly = true;
    else if (argument === "--config" || argument === "--persist-to") {
      const value = argv[++i];
      if (!value) throw new Error(`${argument} needs a value`);
      options.wranglerFlags.push(argument, path.resolve(value));
    } else if (argument.startsWith("--")) throw new Error(`unknown option ${argument}`);
    else options.positional.push(argument);
  }
  return options;
}

/**
 * Runs wrangler against the local D1 from the repo root; telemetry and Cloudflare API calls off, as we
 * are offline. Its banner and summary are shown; the per-statement JSON it prints after them is shown
 * only when the run fails.
 */
export function runWrangler(args: readonly string[], flags: readonly string[]): void {
  const result = spawnSync("npx", ["wrangler", ...args, ...flags], {
    cwd: REPO_ROOT,
    stdio: ["inherit", "pipe", "inherit"],
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  if (result.error) throw result.error;
  const output = result.stdout ?? "";
  if (result.status !== 0) {
    process.stdout.write(output);
    throw new Error(`wrangler ${args.join(" ")} failed with exit code ${result.status}`);
  }
  const jsonStart = output.indexOf("\n[");
  process.stdout.write(jsonStart >= 0 ? `${output.slice(0, jsonStart)}\n` : output);
}

/**
 * Where wrangler keeps the local D1 for these flags: under --persist-to, else under .wrangler/state
 * beside the wrangler.toml in use (--config's folder, or the repo root).
 */
export function localD1Directory(flags: readonly string[]): string {
  const valueOf = (flag: string) => {
    const at = flags.indexOf(flag);
    return at >= 0 ? flags[at + 1] : undefined;
  };
  const persistTo = valueOf("--persist-to");
  const config = valueOf("--config");
  const stateRoot = persistTo ?? path.join(config ? path.dirname(config) : REPO_ROOT, ".wrangler", "state");
  return path.join(stateRoot, "v3", "d1");
}

/**
 * A seed starts the local database afresh. The money ledger refuses deletes (it is append-only), so
 * emptying the other tables after some bookings and payments left ledger rows, refunds and payouts
 * about visits that were gone, and `npm run ledger:check` failed after a second `npm start`. Only
 * the D1 files go: the KV and R2 stores beside them are kept.
 */
export function removeLocalDatabase(flags: readonly string[]): void {
  rmSync(localD1Directory(flags), { recursive: true, force: true });
}

/** Migrations first, so a fresh checkout can be seeded in one step (wrangler skips those already applied). */
export function applyMigrations(flags: readonly string[]): void {
  runWrangler(["d1", "migrations", "apply", D1_BINDING, "--local"], flags);
}

export function executeSqlFile(file: string, flags: readonly string[]): void {
  runWrangler(["d1", "execute", D1_BINDING, "--local", "--yes", "--file", file], flags);
}

/** The bucket the LICENCES binding names in the wrangler.toml in use (--config, or the repo's): local R2 is stored by bucket name. */
export async function licencesBucket(flags: readonly string[]): Promise<string> {
  const at = flags.indexOf("--config");
  const configPath = (at >= 0 ? flags[at + 1] : undefined) ?? path.join(REPO_ROOT, "wrangler.toml");
  // Loaded here, not at the top: the benches import this file's other helpers and need none of wrangler's bundle.
  const { unstable_readConfig } = await import("wrangler");
  // Typed here: wrangler's declared types reach this project as `any`.
  const buckets: { binding: string; bucket_name?: string }[] = unstable_readConfig({ config: configPath }, { hideWarnings: true }).r2_buckets;
  const bucket = buckets.find((binding) => binding.binding === LICENCES_BINDING)?.bucket_name;
  if (!bucket) throw new Error(`the wrangler configuration has no ${LICENCES_BINDING} R2 bucket`);
  return bucket;
}

/**
 * Writes each licence document to edge-api/.seed/licences/ and lists them by content type; unless
 * `sqlOnly`, puts them in the local LICENCES bucket where `wrangler dev` with the same flags reads them
 * (under --persist-to, if given), one wrangler run per content type. Their keys come from the seeded
 * stream, so seeding again writes the same objects over themselves.
 */
export async function putLicenceDocuments(objects: readonly LicenceObject[], flags: readonly string[], sqlOnly: boolean): Promise<void> {
  const folder = path.join(SEED_DIR, "licences");
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const byType = new Map<string, { key: string; file: string }[]>();
  for (const object of objects) {
    const file = path.join(folder, object.key);
    writeFileSync(file, object.bytes);
    byType.set(object.contentType, [...(byType.get(object.contentType) ?? []), { key: object.key, file }]);
  }
  const lists = [...byType].map(([contentType, entries]) => {
    const list = path.join(SEED_DIR, `licences-${contentType.replace("/", "-")}.json`);
    writeFileSync(list, JSON.stringify(entries));
    return { contentType, list };
  });
  if (sqlOnly) return;
  const bucket = await licencesBucket(flags);
  for (const { contentType, list } of lists) {
    runWrangler(["r2", "bulk", "put", bucket, "--filename", list, "--content-type", contentType, "--local"], flags);
  }
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const started = performance.now();
  const data = await buildSeed();
  const statements = seedStatements(data);
  mkdirSync(SEED_DIR, { recursive: true });
  const file = path.join(SEED_DIR, "seed.sql");
  writeFileSync(file, `${statements.join(";\n")};\n`);
  console.log(
    `Wrote ${path.relative(REPO_ROOT, file)}: ${data.users.length} users, ${data.providers.length} providers, ${data.reviews.length} reviews, ` +
      `${data.licences.length} licences in ${statements.length} statements.`,
  );

  if (!options.sqlOnly) {
    removeLocalDatabase(options.wranglerFlags);
    applyMigrations(options.wranglerFlags);
    executeSqlFile(file, options.wranglerFlags);
  }
  await putLicenceDocuments(data.licenceObjects, options.wranglerFlags, options.sqlOnly);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${options.sqlOnly ? "SQL written (database untouched)" : "Seeded"} in ${seconds} s. Demo accounts:`);
  console.table(
    Object.values(DEMO_ACCOUNTS).map((account) => ({
      role: account.role, email: account.email, password: account.password, name: `${account.firstName} ${account.lastName}`,
    })),
  );
}

// Run only when invoked directly: seed-scale.ts imports the wrangler helpers above.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
