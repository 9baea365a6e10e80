import { drizzle } from "drizzle-orm/d1";
import type { Bindings } from "../env.ts";
import * as schema from "./schema.ts";

export type Database = ReturnType<typeof database>;

export function database(env: Pick<Bindings, "DB">) {
  return drizzle(env.DB, { schema });
}

/**
 * The database as seen through one D1 session (withSession): every query and batch goes through the
 * session, so with read replication on, reads may be answered by a nearby replica that is at least
 * as new as the session's bookmark. Shaped like the binding, so handlers and drizzle use it unchanged
 * (http/d1-session.ts puts it in c.env.DB for each request); the rest is the binding's own.
 */
export function sessionDatabase(binding: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: (query) => binding.exec(query),
    withSession: (constraintOrBookmark) => binding.withSession(constraintOrBookmark),
    dump: () => binding.dump(),
  };
}

/**
 * Whether a write failed on a UNIQUE constraint (drizzle wraps D1's error in `cause`); with `columns`
 * ("appointments.provider_id, appointments.starts_at"), on that constraint only.
 */
export function isUniqueViolation(error: unknown, columns?: string): boolean {
  const message = String((error as { cause?: unknown } | null)?.cause ?? error);
  return message.includes(`UNIQUE constraint failed${columns ? `: ${columns}` : ""}`);
}

/** The cheapest statement D1 can answer, for the health check: it resolves only when D1 is reachable. */
export function probeDatabase(binding: D1Database): Promise<unknown> {
  return binding.prepare("select 1 as up").first();
}
