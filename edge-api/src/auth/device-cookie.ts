/**
 * The device cookie (OWASP's "device cookies" against account lockout): a browser that gave an
 * account's right password gets a signed cookie naming that account. Its later sign-ins to the
 * account are limited per cookie, never by the anonymous counters, so strangers guessing the password
 * from elsewhere cannot lock its owner out of a browser they have used before.
 *
 * The value is `<user id>.<random nonce>.<signature>`, the signature an HMAC-SHA-256 of the first two
 * parts keyed with the account's stored password hash: only the server can make one, it is worthless
 * for any other account, and a password change or reset voids every cookie made before it.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { constantTimeEqual } from "./codes.ts";

export const DEVICE_COOKIE = "gh_device";
const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Only the sign-in call reads it. */
const DEVICE_COOKIE_PATH = "/api/login";

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

async function signature(passwordHash: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(passwordHash), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body))));
}

interface Account {
  id: number;
  passwordHash: string;
}

/** Gives this browser a device cookie for `account` (after its right password). */
export async function issueDeviceCookie(c: Context, account: Account): Promise<void> {
  const body = `${account.id}.${base64url(crypto.getRandomValues(new Uint8Array(16)))}`;
  setCookie(c, DEVICE_COOKIE, `${body}.${await signature(account.passwordHash, body)}`, {
    httpOnly: true,
    sameSite: "Strict",
    secure: new URL(c.req.url).protocol === "https:",
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/**
 * The nonce of the browser's device cookie when it is a valid one for `account` (it names the account
 * and the server signed it), else null: the browser is then an untrusted client for this sign-in.
 */
export async function trustedDevice(c: Context, account: Account | null | undefined): Promise<string | null> {
  const value = getCookie(c, DEVICE_COOKIE);
  const match = value ? /^(\d+)\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!account || !match || Number(match[1]) !== account.id) return null;
  const expected = await signature(account.passwordHash, `${match[1]}.${match[2]}`);
  return constantTimeEqual(expected, match[3]!) ? match[2]! : null;
}
