/**
 * `npm run migrations:check` (README.md, Migrations): drizzle-kit generate from the schema finds nothing
 * the committed migrations do not already make, and every migration file is in drizzle-kit's journal.
 * Each case runs the real drizzle-kit on a temporary copy of edge-api/migrations (a few seconds).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrationDrift } from "../check-migrations.ts";

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("npm run migrations:check", () => {
  it("finds the committed schema and migrations in step", { timeout: 60_000 }, () => {
    expect(migrationDrift()).toEqual([]);
  });

  it("names the SQL a schema change without its migration would need", { timeout: 60_000 }, () => {
    const schema = path.join(import.meta.dirname, "fixtures", "schema-with-unmigrated-column.ts");
    expect(migrationDrift({ schema: [schema] })).toEqual([
      expect.stringMatching(/^scripts\/tests\/fixtures\/schema-with-unmigrated-column\.ts has changes no migration makes; drizzle-kit generate would write:\n {4}ALTER TABLE `rate_limits` ADD `blocked_until` integer;$/),
    ]);
  });

  it("names a migration written by hand outside drizzle-kit's journal", { timeout: 60_000 }, () => {
    const migrations = mkdtempSync(path.join(tmpdir(), "migrations-"));
    copies.push(migrations);
    cpSync(MIGRATIONS, migrations, { recursive: true });
    writeFileSync(path.join(migrations, "0016_by_hand.sql"), "CREATE TRIGGER users_noop AFTER INSERT ON users BEGIN SELECT 1; END;\n");
    expect(migrationDrift({ migrations })).toEqual([
      "0016_by_hand.sql is not in meta/_journal.json: hand-written SQL goes in through `drizzle-kit generate --custom`.",
    ]);
  });
});
