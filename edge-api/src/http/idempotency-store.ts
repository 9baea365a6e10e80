/** The idempotency_keys queries behind http/idempotency.ts. */
import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema.ts";

/** A claimed key with no answer after this long belongs to a request that died: it may be claimed again. */
export const ABANDONED_CLAIM_MS = 60 * 1000;

type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
interface KeyOf {
  userId: number;
  key: string;
}

const sameKey = ({ userId, key }: KeyOf) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims the user's key for this request ("claimed"), or returns the row an earlier request holds
 * ("earlier"). Expired keys (anyone's) and this key's abandoned claim are cleared in the same batch,
 * so the table holds at most a day of keys without a sweep.
 */
export async function claimIdempotencyKey(
  db: Database,
  claim: KeyOf & { fingerprint: string },
  now: number,
  ttlMs: number,
): Promise<{ kind: "claimed" } | { kind: "earlier"; row: IdempotencyRow }> {
  const [, inserted] = await db.batch([
    db
      .delete(idempotencyKeys)
      .where(or(lte(idempotencyKeys.expiresAt, now), and(sameKey(claim), isNull(idempotencyKeys.responseStatus), lte(idempotencyKeys.createdAt, now - ABANDONED_CLAIM_MS)))),
    db
      .insert(idempotencyKeys)
      .values({ ...claim, createdAt: now, expiresAt: now + ttlMs })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
  ]);
  if (inserted.length > 0) return { kind: "claimed" };
  const [row] = await db.select().from(idempotencyKeys).where(sameKey(claim)).limit(1);
  // Released between our insert and this read: treat it as still busy rather than act twice.
  return { kind: "earlier", row: row ?? { ...claim, responseStatus: null, responseBody: null, createdAt: now, expiresAt: now + ttlMs } };
}

export async function saveIdempotentAnswer(db: Database, of: KeyOf, status: number, body: string): Promise<void> {
  await db.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(sameKey(of));
}

/** Lets a retry run afresh after an error answer (which changed nothing). */
export async function releaseIdempotencyKey(db: Database, of: KeyOf): Promise<void> {
  await db.delete(idempotencyKeys).where(and(sameKey(of), isNull(idempotencyKeys.responseStatus)));
}
