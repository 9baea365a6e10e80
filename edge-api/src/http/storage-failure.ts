/**
 * Recognises a failure of the storage around the Worker (D1, KV) so that it is answered 503 with
 * Retry-After, a temporary condition the client may retry, rather than a 500. D1 rejects with
 * "D1_ERROR: …" (also D1_EXEC_ERROR, D1_TYPE_ERROR, …, "D1 DB is overloaded…", "Network connection
 * lost."), KV with "KV GET failed: 503 …"; drizzle wraps the driver's error in `cause`.
 */
/** Seconds a client should wait before retrying after a storage failure. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

const STORAGE_FAILURE = /\bD1_[A-Z_]*ERROR\b|\bD1 DB\b|\bSQLITE_[A-Z]+\b|Network connection lost|\bKV (?:GET|PUT|DELETE|LIST)\b.*\bfailed\b/;

/** Whether `error`, or any error in its `cause` chain, is D1's or KV's. */
export function isStorageFailure(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const message = current instanceof Error ? current.message : typeof current === "string" ? current : "";
    if (STORAGE_FAILURE.test(message)) return true;
  }
  return false;
}
