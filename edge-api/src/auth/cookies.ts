/** The session cookie: HttpOnly, SameSite=Lax, Secure over https, never readable by scripts. */
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "./session.ts";

const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c), httpOnly: true, sameSite: "Lax" });
}
