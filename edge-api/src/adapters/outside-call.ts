/**
 * Calls to an outside HTTP API (docs/product-rules.md#payments): every attempt is cut off by a timeout, so a slow
 * provider never hangs a request, and only a call that is safe to repeat is retried: a read (GET),
 * or a send the provider de-duplicates by an idempotency key. A POST that may have been received and
 * has no such key is made once: repeating it could send a second SMS.
 */
import type { Bindings } from "../env.ts";

export interface CallPolicy {
  /** Longest wait for one attempt, answer body included. */
  timeoutMs: number;
  /** Attempts in all for a repeatable call (1 means no retry). */
  maxAttempts: number;
  /** The first wait before a retry; it doubles each time, with full jitter so callers spread out. */
  backoffMs: number;
  /** The longest wait between attempts; a Retry-After longer than this ends the retries instead. */
  maxBackoffMs: number;
  /** No attempt starts once this much time has gone since the first: the user is waiting. */
  budgetMs: number;
}

export const DEFAULT_CALL_POLICY: CallPolicy = { timeoutMs: 8_000, maxAttempts: 3, backoffMs: 300, maxBackoffMs: 2_000, budgetMs: 15_000 };

/**
 * The policy for an environment: `OUTSIDE_CALL_TIMEOUT_MS` (a plain var) shortens or lengthens the
 * per-attempt timeout, e.g. for a region with a slow provider, or for tests against a slowed fake.
 */
export function callPolicyFor(env: Pick<Bindings, "OUTSIDE_CALL_TIMEOUT_MS">): CallPolicy {
  const configured = Number(env.OUTSIDE_CALL_TIMEOUT_MS);
  if (!Number.isFinite(configured) || configured <= 0) return DEFAULT_CALL_POLICY;
  return { ...DEFAULT_CALL_POLICY, timeoutMs: configured, budgetMs: Math.max(DEFAULT_CALL_POLICY.budgetMs, configured) };
}

/** How the last attempt ended when no answer came back at all. */
export class OutsideCallFailed extends Error {
  constructor(
    readonly reason: "timeout" | "network",
    readonly attempts: number,
    detail: string,
  ) {
    super(`${reason} after ${attempts} attempt(s): ${detail}`);
    this.name = "OutsideCallFailed";
  }
}

export interface OutsideRequest {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /**
   * Whether repeating the request cannot do the thing twice: true for a GET, or for a POST carrying
   * the provider's documented idempotency key.
   */
  repeatable: boolean;
}

/** The answer, read in full within the attempt's timeout. */
export interface OutsideAnswer {
  status: number;
  ok: boolean;
  text: string;
  /** How many attempts it took. */
  attempts: number;
}

const retryableStatus = (status: number) => status === 429 || status >= 500;

/** Retry-After in ms (seconds or an HTTP date), or null when absent or unreadable. */
function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/**
 * Sends `request` to `url`. Resolves with the answer of the last attempt (any status: the adapter
 * decides what a 4xx means); rejects with OutsideCallFailed when the last attempt got no answer.
 * A repeatable request is tried again after a network error, a timeout, 429 or 5xx; never after
 * another 4xx, which would only be refused again.
 */
export async function callOutside(url: string, request: OutsideRequest, policy: CallPolicy = DEFAULT_CALL_POLICY): Promise<OutsideAnswer> {
  const started = Date.now();
  const maxAttempts = request.repeatable ? Math.max(1, policy.maxAttempts) : 1;
  for (let attempt = 1; ; attempt++) {
    let answer: OutsideAnswer | null = null;
    let failure: OutsideCallFailed;
    let serverWait: number | null = null;
    try {
      const timeoutMs = Math.max(1, Math.min(policy.timeoutMs, policy.budgetMs - (Date.now() - started)));
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await fetch(url, { method: request.method, headers: request.headers, body: request.body, signal });
      // The body is read under the same signal: a provider that sends headers and then stalls is slow too.
      answer = { status: response.status, ok: response.ok, text: await response.text(), attempts: attempt };
      if (!retryableStatus(response.status)) return answer;
      serverWait = retryAfterMs(response.headers.get("Retry-After"), Date.now());
      failure = new OutsideCallFailed("network", attempt, `status ${response.status}`);
    } catch (error) {
      failure = new OutsideCallFailed(isTimeout(error) ? "timeout" : "network", attempt, String(error));
    }

    const backoff = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (attempt - 1)) * Math.random();
    const wait = serverWait ?? backoff;
    const outOfTime = Date.now() - started + wait >= policy.budgetMs;
    if (attempt >= maxAttempts || wait > policy.maxBackoffMs || outOfTime) {
      if (answer) return answer;
      throw failure;
    }
    await sleep(wait);
  }
}
