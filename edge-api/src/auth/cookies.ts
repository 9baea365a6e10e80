/**
 * The session cookie: HttpOnly, SameSite=Lax, Secure over https, never readable by scripts. And the
 * language cookie a sign-in sets from the account (the one the browser's own language switch writes).
 */
import { LANGUAGE_COOKIE } from "@gh/contracts/languages";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { storedLanguage } from "../i18n/api-texts.ts";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "./session.ts";

/** A year, as the browser's language switch keeps a choice (@gh/i18n choose-language.ts). */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

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

/**
 * `gh_lang=<the account's language>` on the browser that signs in, written as the browser's own switch
 * writes it (readable by the page, a year, the whole site), so a choice made on one phone follows its
 * owner to another. Nothing for an account without a language.
 */
export function setLanguageCookie(c: Context, language: string | null): void {
  const chosen = storedLanguage(language);
  if (chosen) c.header("Set-Cookie", `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`, { append: true });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c), httpOnly: true, sameSite: "Lax" });
}
