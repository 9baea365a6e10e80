import { asc, count, eq } from "drizzle-orm";
import type { SpecialtyCount } from "@gh/contracts/providers";
import type { Database } from "./client.ts";
import { providers, specialties } from "./schema.ts";

/** Every specialty with its live provider count, in the spec's display order (by name). */
export async function specialtiesWithCounts(db: Database): Promise<SpecialtyCount[]> {
  return db
    .select({ id: specialties.id, name: specialties.name, count: count(providers.id) })
    .from(specialties)
    .leftJoin(providers, eq(providers.specialtyId, specialties.id))
    .groupBy(specialties.id)
    .orderBy(asc(specialties.name));
}
