/**
 * A fingerprint of everything in D1: every user table's row count and a SHA-256 over its rows, so a
 * refused request can be shown to have changed nothing. Tables are read from sqlite_master, so a table
 * added by a later migration is covered without a change here.
 */
import { env } from "cloudflare:workers";

/**
 * Tables a refused request may legitimately write. rate_limits holds the failure counters that
 * throttle wrong passwords and codes (docs/product-rules.md#sign-in-and-sessions and docs/product-rules.md#api-errors-and-limits): recording a failure is the point of refusing it.
 */
export const COUNTERS_OF_REFUSALS = new Set(["rate_limits"]);

/** D1's and SQLite's own bookkeeping (migrations applied, AUTOINCREMENT high-water marks). */
const INTERNAL = /^(sqlite_|_cf_|d1_)/;

export type Checksum = Map<string, { rows: number; sha256: string }>;

let tableNames: string[] | undefined;

async function userTables(): Promise<string[]> {
  if (!tableNames) {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
    tableNames = results.map((r) => r.name).filter((name) => !INTERNAL.test(name) && !COUNTERS_OF_REFUSALS.has(name));
  }
  return tableNames;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** One batch of reads (one round trip); rows are sorted after serialising, so storage order does not matter. */
export async function databaseChecksum(): Promise<Checksum> {
  const tables = await userTables();
  const answers = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM "${table}"`)));
  const checksum: Checksum = new Map();
  for (const [index, table] of tables.entries()) {
    const rows = (answers[index]!.results as unknown[]).map((row) => JSON.stringify(row)).sort();
    checksum.set(table, { rows: rows.length, sha256: await sha256(rows.join("\n")) });
  }
  return checksum;
}

/** The tables whose count or content differ, with the counts before and after. */
export function changedTables(before: Checksum, after: Checksum): string[] {
  const changed: string[] = [];
  for (const [table, was] of before) {
    const now = after.get(table);
    if (!now || now.sha256 !== was.sha256) changed.push(`${table} (${was.rows} → ${now?.rows ?? "gone"} rows)`);
  }
  return changed;
}
