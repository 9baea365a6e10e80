/**
 * CSRF defence: a state-changing request must come from our own origin. Browsers always send
 * Sec-Fetch-Site or Origin on such requests; a request carrying neither is not from a browser and
 * cannot ride a victim's cookies, so it passes (the same rule as Go's CrossOriginProtection).
 * The Paystack webhook is exempt: it proves itself with its signature instead.
 */
import { msg } from "@gh/contracts/msg";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const EXEMPT_PATHS = new Set(["/api/payments/webhook"]);

/**
 * Whether the browser says the request was started by another origin (a link, form or script on
 * another site). "none" is the visitor's own doing (typed, bookmarked). Also used for the one GET
 * that changes state, a navigation to /api/logout, which SameSite=Lax lets the cookie ride along on.
 */
export function fromAnotherOrigin(c: Context): boolean {
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const origin = c.req.header("Origin");
  const ownOrigin = new URL(c.req.url).origin;
  const crossSite = fetchSite ? fetchSite !== "same-origin" && fetchSite !== "none" : false;
  return crossSite || (origin !== undefined && origin !== ownOrigin);
}

export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || EXEMPT_PATHS.has(c.req.path)) return next();
  if (fromAnotherOrigin(c)) throw new AppError(403, "forbidden", msg("Cross-origin requests are not allowed"));
  return next();
};
