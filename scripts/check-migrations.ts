/**
 * `npm run migrations:check`: the D1 schema and its migrations have not drifted apart (README.md,
 * Migrations). `drizzle-kit generate`, run from edge-api/src/db/schema.ts into a temporary copy of
 * edge-api/migrations, must find nothing to migrate; and every migration file must be in drizzle-kit's
 * journal (a file written by hand, not through `drizzle-kit generate --custom`, would be numbered
 * again, and its tables created again, by the next generate). Exits 1 naming each difference.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import drizzleConfig from "../edge-api/drizzle.config.ts";

const EDGE_API = path.resolve(import.meta.dirname, "..", "edge-api");
const DRIZZLE_KIT = path.resolve(import.meta.dirname, "..", "node_modules", "drizzle-kit", "bin.cjs");
/** The configured schema modules and migrations folder (edge-api/drizzle.config.ts, relative to edge-api). */
export const SCHEMA = [drizzleConfig.schema ?? []].flat().map((file) => path.resolve(EDGE_API, file));
export const MIGRATIONS = path.resolve(EDGE_API, drizzleConfig.out ?? "drizzle");

export interface MigrationSources {
  /** The schema modules drizzle-kit reads (default: edge-api/src/db/schema.ts). */
  schema?: string[];
  /** The migrations folder with meta/_journal.json (default: edge-api/migrations). */
  migrations?: string;
}

/** Migration files that drizzle-kit's journal does not list, and journal entries without their file. */
function journalGaps(migrations: string): string[] {
  const journal = JSON.parse(readFileSync(path.join(migrations, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const tags = new Set(journal.entries.map((entry) => entry.tag));
  const files = new Set(readdirSync(migrations).filter((name) => name.endsWith(".sql")).map((name) => name.slice(0, -".sql".length)));
  return [
    ...[...files].filter((file) => !tags.has(file)).map((file) => `${file}.sql is not in meta/_journal.json: hand-written SQL goes in through \`drizzle-kit generate --custom\`.`),
    ...[...tags].filter((tag) => !files.has(tag)).map((tag) => `meta/_journal.json lists ${tag}, but there is no ${tag}.sql.`),
  ];
}

/** drizzle-kit's answer when the migrations already make everything in the schema. */
const NOTHING_TO_MIGRATE = "No schema changes, nothing to migrate";

const indented = (text: string) => text.split("\n").filter((line) => line.trim() !== "").map((line) => `    ${line}`).join("\n");

/** Runs `drizzle-kit generate` on a copy of `migrations`: null when it finds nothing to migrate, else what went wrong. */
function generateProblem(schema: string[], migrations: string): string | null {
  const work = mkdtempSync(path.join(tmpdir(), "check-migrations-"));
  try {
    const out = path.join(work, "migrations");
    cpSync(migrations, out, { recursive: true });
    const before = new Set(readdirSync(out));
    const config = path.join(work, "drizzle.config.json");
    writeFileSync(config, JSON.stringify({ ...drizzleConfig, schema, out: "migrations" }));
    // No terminal: a question (was this column renamed?) ends the run, with exit code 0, instead of waiting.
    const run = spawnSync(process.execPath, [DRIZZLE_KIT, "generate", "--config", config], { cwd: work, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 });
    const written = readdirSync(out).filter((name) => name.endsWith(".sql") && !before.has(name));
    const names = schema.map((file) => path.relative(path.dirname(EDGE_API), file)).join(", ");
    if (written.length > 0) {
      const sql = written.map((name) => readFileSync(path.join(out, name), "utf8").replaceAll("--> statement-breakpoint", "\n")).join("\n");
      return `${names} has changes no migration makes; drizzle-kit generate would write:\n${indented(sql)}`;
    }
    if (run.status === 0 && run.stdout.includes(NOTHING_TO_MIGRATE)) return null;
    return `drizzle-kit generate did not finish from ${names} (a question needs a terminal: run it in edge-api):\n${indented(`${run.stderr}${run.error?.message ?? ""}`)}`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every way `schema` and `migrations` have drifted apart, in words; empty when they agree. */
export function migrationDrift({ schema = SCHEMA, migrations = MIGRATIONS }: MigrationSources = {}): string[] {
  const problem = generateProblem(schema, migrations);
  return [...journalGaps(migrations), ...(problem === null ? [] : [problem])];
}

function main(): number {
  const problems = migrationDrift();
  if (problems.length === 0) {
    console.log(`Migrations match the schema: drizzle-kit generate finds nothing new in ${path.relative(process.cwd(), MIGRATIONS) || "."}.`);
    return 0;
  }
  console.error(`The schema and its migrations have drifted apart (README.md, Migrations):\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  console.error("Add the migration: cd edge-api && npx drizzle-kit generate --name <what-it-does> (or --custom for SQL drizzle-kit cannot write).");
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(main());
