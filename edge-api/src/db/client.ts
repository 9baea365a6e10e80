import { drizzle } from "drizzle-orm/d1";
import type { Bindings } from "../env.ts";
import * as schema from "./schema.ts";

export type Database = ReturnType<typeof database>;

export function database(env: Pick<Bindings, "DB">) {
  return drizzle(env.DB, { schema });
}

/**
 * Whether a write failed on a UNIQUE constraint (drizzle wraps D1's error in `cause`); with `columns`
 * ("appointments.provider_id, appointments.starts_at"), on that constraint only.
 */
export function isUniqueViolation(error: unknown, columns?: string): boolean {
  const message = String((error as { cause?: unknown } | null)?.cause ?? error);
  return message.includes(`UNIQUE constraint failed${columns ? `: ${columns}` : ""}`);
}
