/**
 * `Idempotency-Key` for the POSTs a flaky mobile connection retries (docs/decisions/0006-idempotency-keys.md): a booking and a
 * payment verify. The same key from the same user within 24 h answers the first 2xx answer again
 * (status and body, marked `Idempotent-Replayed: true`) and runs nothing. The key's row is inserted
 * before the handler runs, so of two concurrent duplicates only one acts; the other is told 409 to
 * retry shortly. The same key with a different request (method, path or body) is refused 422.
 * An error answer is not kept: it changed nothing (errors never leave half-written changes), so the
 * key is released and a retry runs afresh. Without the header the route behaves as before.
 */
import { msg } from "@gh/contracts/msg";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { sha256Hex } from "../auth/session.ts";
import { database } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "./errors.ts";
import { claimIdempotencyKey, releaseIdempotencyKey, saveIdempotentAnswer } from "./idempotency-store.ts";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** 1–255 visible ASCII characters (a UUID is the usual choice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const invalidKey = () =>
  new AppError(400, "bad_request", msg("The Idempotency-Key header must be 1 to 255 visible ASCII characters."), {
    [IDEMPOTENCY_KEY_HEADER]: msg("Use 1 to 255 visible ASCII characters, e.g. a UUID"),
  });

/** After the route's guard (the key is the signed-in user's) and its validation. */
export function idempotent(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw invalidKey();

    const db = database(c.env);
    const userId = c.get("user").id;
    const fingerprint = await sha256Hex(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
    const claim = await claimIdempotencyKey(db, { userId, key, fingerprint }, Date.now(), IDEMPOTENCY_TTL_MS);

    if (claim.kind === "earlier") {
      const earlier = claim.row;
      if (earlier.fingerprint !== fingerprint) {
        throw new AppError(422, "conflict", msg("This Idempotency-Key was already used for a different request. Use a new key for a new request."));
      }
      if (earlier.responseStatus === null || earlier.responseBody === null) {
        throw new AppError(409, "conflict", msg("The first request with this Idempotency-Key is still being handled. Please retry shortly."), undefined, { "Retry-After": "1" });
      }
      return c.body(earlier.responseBody, earlier.responseStatus as ContentfulStatusCode, {
        "Content-Type": "application/json; charset=UTF-8",
        [IDEMPOTENT_REPLAY_HEADER]: "true",
      });
    }

    await next();
    const { status } = c.res;
    try {
      if (status >= 200 && status < 300) await saveIdempotentAnswer(db, { userId, key }, status, await c.res.clone().text());
      else await releaseIdempotencyKey(db, { userId, key });
    } catch (error) {
      // The answer still goes out; an unsaved key stays claimed until it counts as abandoned (a minute).
      console.error("Idempotency-Key not recorded", key, error);
    }
  };
}
