/**
 * Automatic re-asks of a failed API read back off and stop (docs/architecture.md "Offline"). A query
 * with no answer is normally asked again each time a component using it mounts; offline, a page that
 * swaps its spinner and its content on that query's state then asks again on every swap, thousands of
 * times a minute. Here a failed read is asked again on mount only after 1, 2, 4… s, never more than
 * RETRY_LIMIT times in a row; polling slows down the same way and stops too. What the visitor asks for
 * (Retry, a reload, coming back online) always asks at once.
 */
import { QueryCache } from "@tanstack/react-query";

/** The first wait after a failure; each further failure in a row doubles it. */
export const RETRY_FIRST_DELAY_MS = 1_000;
/** Failures in a row after which nothing is asked again by itself. */
export const RETRY_LIMIT = 6;

/** Any query: only its last outcome and error count are read, whatever its data. */
interface AnyQuery {
  state: { status: string; errorUpdateCount: number; errorUpdatedAt: number };
}

/** Each query's error count at its last answer; one shared copy, since @gh/query is one. */
const errorsBeforeLastAnswer = new WeakMap<object, number>();

/**
 * A query cache that notes each query's error count whenever it gets an answer (fetched or set), so
 * its failures in a row can be told. Read from the query's own state, the count is already right
 * while React Query asks for the next refetch interval, before any cache callback runs.
 */
export function createBackoffQueryCache(): QueryCache {
  const cache = new QueryCache();
  cache.subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success") errorsBeforeLastAnswer.set(event.query, event.query.state.errorUpdateCount);
  });
  return cache;
}

/** Failures since the query's last answer; 0 when its last ask succeeded. */
function failuresInARow(query: AnyQuery): number {
  if (query.state.status !== "error") return 0;
  return query.state.errorUpdateCount - (errorsBeforeLastAnswer.get(query) ?? 0);
}

/** The wait before the next automatic ask after `failures` failures in a row. */
export function retryDelayAfter(failures: number): number {
  return RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1);
}

/** `retryOnMount`: ask a failed query again only once its wait is over, and not after RETRY_LIMIT failures. */
export function mayRetryOnMount(query: AnyQuery, now = Date.now()): boolean {
  const failures = failuresInARow(query);
  if (failures === 0) return true;
  if (failures >= RETRY_LIMIT) return false;
  return now - query.state.errorUpdatedAt >= retryDelayAfter(failures);
}

/** `refetchInterval` for a poll every `everyMs`: slower after failures, and stopped after RETRY_LIMIT of them. */
export function pollInterval(query: AnyQuery, everyMs: number): number | false {
  const failures = failuresInARow(query);
  if (failures >= RETRY_LIMIT) return false;
  return failures === 0 ? everyMs : Math.max(everyMs, retryDelayAfter(failures));
}
