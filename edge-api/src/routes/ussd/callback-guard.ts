/**
 * Who may call the USSD callbacks: an aggregator given the callback address with its key
 * (`?key=USSD_CALLBACK_KEY`, compared in constant time) and, when USSD_ALLOWED_IPS lists addresses,
 * calling from one of them. Development and tests use DEVELOPMENT_USSD_KEY when no key is set
 * (.dev.vars.example); a production deployment without a key has no USSD routes at all.
 */
import { msg } from "@gh/contracts/msg";
import type { MiddlewareHandler } from "hono";
import { constantTimeEqual } from "../../auth/codes.ts";
import { sha256Hex } from "../../auth/session.ts";
import { isDevelopment, type AppEnv, type Bindings } from "../../env.ts";
import { AppError, notFound } from "../../http/errors.ts";

export const DEVELOPMENT_USSD_KEY = "dev-ussd-key";

/** The key this deployment's callbacks need; null where there are no USSD routes. */
export function ussdCallbackKey(env: Pick<Bindings, "USSD_CALLBACK_KEY" | "ENVIRONMENT">): string | null {
  return env.USSD_CALLBACK_KEY || (isDevelopment(env) ? DEVELOPMENT_USSD_KEY : null);
}

/** Digests of equal length, so the comparison's time says nothing of the key, its length included. */
async function sameKey(expected: string, given: string | undefined): Promise<boolean> {
  if (given === undefined) return false;
  const [a, b] = await Promise.all([sha256Hex(expected), sha256Hex(given)]);
  return constantTimeEqual(a, b);
}

/** Unset or empty: any address with the key. */
function addressAllowed(allowList: string | undefined, address: string | undefined): boolean {
  const allowed = (allowList ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return allowed.length === 0 || (address !== undefined && allowed.includes(address.trim()));
}

export const ussdCallbackGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = ussdCallbackKey(c.env);
  // Like any path without a route (http/not-found.ts), thrown so the answer stays the declared 404.
  if (!key) throw notFound(msg("No API route at {path}"), { path: c.req.path });
  if (!(await sameKey(key, c.req.query("key")))) throw new AppError(403, "forbidden", msg("The USSD callback key is missing or wrong"));
  if (!addressAllowed(c.env.USSD_ALLOWED_IPS, c.req.header("CF-Connecting-IP"))) throw new AppError(403, "forbidden", msg("This address may not call the USSD service"));
  await next();
};
