import { drizzle } from "drizzle-orm/d1";
import type { Bindings } from "../env.ts";
import * as schema from "./schema.ts";

export type Database = ReturnType<typeof database>;

export function database(env: Pick<Bindings, "DB">) {
  return drizzle(env.DB, { schema });
}
