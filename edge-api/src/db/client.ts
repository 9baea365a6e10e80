import { drizzle } from "drizzle-orm/d1";
import type { Bindings } from "../env.ts";
import * as schema from "./schema.ts";

export type Database = ReturnType<typeof database>;

export function database(env: Pick<Bindings, "DB">) {
  return drizzle(env.DB, { schema });
}

/** Whether a write failed on a UNIQUE constraint (drizzle wraps D1's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  return String((error as { cause?: unknown } | null)?.cause ?? error).includes("UNIQUE constraint failed");
}
