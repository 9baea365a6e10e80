/**
 * Who joined a remote visit's call, when, and for how long (call_entries): the only thing kept of a
 * call (docs/product-rules.md#remote-visits). The room writes a row as a connection enters and its
 * `left_at` as that connection ends, whichever way it ends.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { CallRole } from "@gh/contracts/visit-calls";
import type { Database } from "./client.ts";
import { callEntries } from "./schema.ts";

export async function recordEntry(db: Database, entry: { appointmentId: number; userId: number; role: CallRole; joinedAt: number }): Promise<number> {
  const [row] = await db.insert(callEntries).values(entry).returning({ id: callEntries.id });
  return row!.id;
}

/** Stamps the end of these entries; one already stamped keeps its first time. */
export async function recordLeaving(db: Database, entryIds: readonly number[], leftAt: number): Promise<void> {
  if (entryIds.length === 0) return;
  await db
    .update(callEntries)
    .set({ leftAt })
    .where(and(inArray(callEntries.id, [...entryIds]), isNull(callEntries.leftAt)));
}

/** An appointment's entries, first first. */
export function entriesOf(db: Database, appointmentId: number) {
  return db.select().from(callEntries).where(eq(callEntries.appointmentId, appointmentId)).orderBy(asc(callEntries.joinedAt), asc(callEntries.id));
}
