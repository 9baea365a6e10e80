/**
 * The language a request is answered in (docs/architecture.md, Languages): the visitor's choice from
 * the `gh_lang` cookie, else the best of their browser's Accept-Language that we speak, else English.
 * A page address with `?lang=` records a choice made without JavaScript (the language switch's links,
 * the pages' hreflang alternates): the Worker keeps it in the cookie and sends the visitor on to the
 * address without it.
 */
import { chosenLanguage, isPageLanguage, LANGUAGE_COOKIE, LANGUAGES, type PageLanguage } from "@gh/contracts/languages";
import { parse } from "hono/utils/cookie";
import { applySecurityHeaders } from "../http/security-headers.ts";

/** A year, as the browser's own switch keeps it (@gh/i18n, choose-language.ts). */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const LANGUAGE_PARAM = "lang";

export function requestLanguage(request: Request): PageLanguage {
  const cookies = parse(request.headers.get("Cookie") ?? "", LANGUAGE_COOKIE);
  return chosenLanguage(cookies[LANGUAGE_COOKIE], request.headers.get("Accept-Language"));
}

/** `/emergency?lang=ee` -> 302 to `/emergency`, the cookie set to `ee`; null without a usable `lang`. */
export function languageChoiceRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const chosen = url.searchParams.get(LANGUAGE_PARAM);
  if (chosen === null) return null;
  url.searchParams.delete(LANGUAGE_PARAM);
  const headers = new Headers({ Location: `${url.pathname}${url.search}` });
  // A tag we do not speak is dropped from the address and changes nothing.
  if (isPageLanguage(chosen)) headers.set("Set-Cookie", `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`);
  applySecurityHeaders(headers, url);
  return new Response(null, { status: 302, headers });
}

/** The page's other languages, for the head: one `hreflang` link each and the address without a choice as x-default. */
export function languageAlternates(url: URL): string {
  const at = (language: string | null) => {
    const address = new URL(url.pathname + url.search, url.origin);
    address.searchParams.delete(LANGUAGE_PARAM);
    if (language) address.searchParams.set(LANGUAGE_PARAM, language);
    return address.href.replace(/&/g, "&amp;");
  };
  return [
    ...LANGUAGES.map(({ tag }) => `<link rel="alternate" hreflang="${tag}" href="${at(tag)}">`),
    `<link rel="alternate" hreflang="x-default" href="${at(null)}">`,
  ].join("");
}
