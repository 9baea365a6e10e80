/** Turns seed rows into SQL text for D1: escaped literals and multi-row INSERTs that stay under D1's statement size limit. */
import { getTableColumns, getTableName, type Table } from "drizzle-orm";

export type SqlValue = string | number | boolean | null;

/** D1 rejects statements over 100 KB; we keep a margin. */
export const MAX_STATEMENT_BYTES = 90_000;
export const MAX_ROWS_PER_INSERT = 500;

/**
 * Every table emptied, children before parents so foreign keys never object. `specialties` stays:
 * its rows come from a migration.
 */
export const DELETE_STATEMENTS: readonly string[] = [
  "time_off", "reviews", "nhis_reports", "licences", "payments", "appointments", "sessions", "providers", "audit_log", "users", "outbox", "rate_limits", "revenue_months",
].map((table) => `DELETE FROM ${table}`);

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} to SQL`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** UTF-8 byte length without allocating an encoded copy (the scale run measures every row). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The SQL column names of a drizzle table that can be written, in schema order (generated columns are SQLite's). */
export function sqlColumnNames(table: Table): string[] {
  return Object.values(getTableColumns(table))
    .filter((column) => column.generated === undefined)
    .map((column) => column.name);
}

/**
 * Collects rows of one table and hands back a multi-row INSERT whenever the next row would push the
 * statement past the row or byte limit; `flush` returns the remainder. Rows must carry exactly the
 * table's columns, which is checked, so a renamed column fails loudly instead of inserting garbage.
 */
export class InsertBatcher<Row extends Record<string, SqlValue>> {
  private readonly columns: string[];
  private readonly head: string;
  private readonly headBytes: number;
  private tuples: string[] = [];
  private bytes: number;

  constructor(table: Table) {
    this.columns = sqlColumnNames(table);
    this.head = `INSERT INTO ${getTableName(table)} (${this.columns.join(", ")}) VALUES\n`;
    this.headBytes = utf8Length(this.head);
    this.bytes = this.headBytes;
  }

  /** The finished statement this row did not fit into, if any. */
  add(row: Row): string | undefined {
    const keys = Object.keys(row);
    if (keys.length !== this.columns.length || !this.columns.every((column) => column in row)) {
      throw new Error(`row columns [${keys.join(", ")}] do not match table columns [${this.columns.join(", ")}]`);
    }
    const tuple = `(${this.columns.map((column) => sqlLiteral(row[column] ?? null)).join(", ")})`;
    // Two more bytes for the ",\n" separator (one too many for the first row: a harmless margin).
    const tupleBytes = utf8Length(tuple) + 2;
    if (this.headBytes + tupleBytes > MAX_STATEMENT_BYTES) throw new Error("a single row exceeds the statement size limit");
    const full = this.tuples.length >= MAX_ROWS_PER_INSERT || this.bytes + tupleBytes > MAX_STATEMENT_BYTES;
    const finished = full ? this.flush() : undefined;
    this.tuples.push(tuple);
    this.bytes += tupleBytes;
    return finished;
  }

  flush(): string | undefined {
    if (this.tuples.length === 0) return undefined;
    const statement = this.head + this.tuples.join(",\n");
    this.tuples = [];
    this.bytes = this.headBytes;
    return statement;
  }
}

/** All rows of one table as INSERT statements. */
export function insertStatements<Row extends Record<string, SqlValue>>(table: Table, rows: readonly Row[]): string[] {
  const batcher = new InsertBatcher<Row>(table);
  const statements: string[] = [];
  for (const row of rows) {
    const finished = batcher.add(row);
    if (finished) statements.push(finished);
  }
  const rest = batcher.flush();
  if (rest) statements.push(rest);
  return statements;
}
