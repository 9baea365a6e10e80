/**
 * Counters for rate limits, in D1 rather than KV (KV is eventually consistent and allows about one
 * write a second per key, docs/product-rules.md#verification-codes). Each check is one atomic upsert, so concurrent requests
 * cannot both slip under a limit.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";

export interface Allowance {
  /** At most this many events in each window. */
  limit: number;
  windowMs: number;
  /** And no sooner than this after the previous allowed event. */
  cooldownMs?: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Records one event under `key` in a fixed window (a new window starts once the old one is over) and
 * returns the window's count, or null when `guard` (a condition on the stored row) refuses it.
 */
async function recordEvent(db: Database, key: string, windowMs: number, now: number, guard?: SQL): Promise<number | null> {
  const windowStart = now - windowMs;
  const rows = await db.all<{ count: number }>(sql`
    INSERT INTO rate_limits (key, count, window_started_at, last_event_at) VALUES (${key}, 1, ${now}, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_started_at <= ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
      window_started_at = CASE WHEN rate_limits.window_started_at <= ${windowStart} THEN ${now} ELSE rate_limits.window_started_at END,
      last_event_at = ${now}
    ${guard ? sql`WHERE ${guard}` : sql``}
    RETURNING count`);
  return rows[0]?.count ?? null;
}

/**
 * Records one event under `key` if the allowance permits it. The upsert's DO UPDATE only runs when
 * the cooldown has passed and the window has room (or has expired); otherwise nothing is returned.
 */
export async function consume(db: Database, key: string, allowance: Allowance, now = Date.now()): Promise<RateDecision> {
  const cooldown = allowance.cooldownMs ?? 0;
  const windowStart = now - allowance.windowMs;
  const guard = sql`rate_limits.last_event_at <= ${now - cooldown}
      AND (rate_limits.window_started_at <= ${windowStart} OR rate_limits.count < ${allowance.limit})`;
  if ((await recordEvent(db, key, allowance.windowMs, now, guard)) !== null) return { allowed: true };

  const [state] = await db.all<{ count: number; window_started_at: number; last_event_at: number }>(
    sql`SELECT count, window_started_at, last_event_at FROM rate_limits WHERE key = ${key}`,
  );
  const untilCooldown = state ? state.last_event_at + cooldown - now : 0;
  const untilWindow = state && state.count >= allowance.limit ? state.window_started_at + allowance.windowMs - now : 0;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(untilCooldown, untilWindow) / 1000)) };
}

/** Counts an event without a limit (e.g. a failed login), returning the count in the current window. */
export async function count(db: Database, key: string, windowMs: number, now = Date.now()): Promise<number> {
  return (await recordEvent(db, key, windowMs, now)) ?? 1;
}

/** The count in the current window, without recording anything. */
export async function peek(db: Database, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const [row] = await db.all<{ count: number }>(
    sql`SELECT count FROM rate_limits WHERE key = ${key} AND window_started_at > ${now - windowMs}`,
  );
  return row?.count ?? 0;
}

/** The count in the current window and the seconds until it is over (0 with no live window). */
export async function peekWindow(db: Database, key: string, windowMs: number, now = Date.now()): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await db.all<{ count: number; window_started_at: number }>(
    sql`SELECT count, window_started_at FROM rate_limits WHERE key = ${key} AND window_started_at > ${now - windowMs}`,
  );
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((row.window_started_at + windowMs - now) / 1000)) };
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.run(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** Clears `key` and every key under it (`key:…`); compared as text, since e-mails may hold LIKE's wildcards. */
export async function clearWithSubkeys(db: Database, key: string): Promise<void> {
  const prefix = `${key}:`;
  await db.run(sql`DELETE FROM rate_limits WHERE key = ${key} OR substr(key, 1, ${prefix.length}) = ${prefix}`);
}

/**
 * Gives back the event `consume` recorded under `key` at `at`, when what it allowed did not happen
 * (a code that could not be stored or sent): the window's count goes down by one, and the cooldown no
 * longer runs from it, so the user may try again at once. An event recorded since is left alone.
 */
export async function giveBack(db: Database, key: string, allowance: Allowance, at: number): Promise<void> {
  // consume let `at` through, so the event before it was at least a cooldown earlier: `at - cooldown`
  // allows the next try as that event did.
  await db.run(sql`
    UPDATE rate_limits SET
      count = MAX(count - 1, 0),
      last_event_at = CASE WHEN last_event_at = ${at} THEN ${at - (allowance.cooldownMs ?? 0)} ELSE last_event_at END
    WHERE key = ${key} AND window_started_at <= ${at}`);
}
