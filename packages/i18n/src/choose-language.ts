/**
 * The visitor's language in the browser: at start, the cookie's choice or what the browser asks for
 * (as the Worker decides it for the pages it draws); on a switch, the catalogs first (the page keeps its
 * language until they arrive), then every text at once, the page's `lang` and the cookie the Worker and
 * the API read on the next request (docs/architecture.md, Languages).
 */
import { DEFAULT_LANGUAGE, isPageLanguage, LANGUAGE_COOKIE, languageOfTag, type PageLanguage } from "@gh/contracts/languages";
import { loadCatalogs } from "./catalogs";
import { activate, want } from "./translate";

/** A year: the choice is the visitor's until they change it. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function show(language: PageLanguage): void {
  document.documentElement.lang = language;
  activate(language);
}

/** The language the app starts in, once its catalogs have arrived (one that cannot be had leaves English texts). */
export async function startLanguage(): Promise<PageLanguage> {
  const saved = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
  // navigator.languages is the browser's Accept-Language in order of preference, so its first language
  // we speak is the one the Worker negotiates from that header.
  const language = isPageLanguage(saved) ? saved : (navigator.languages.map(languageOfTag).find(Boolean) ?? DEFAULT_LANGUAGE);
  want(language);
  if (language !== DEFAULT_LANGUAGE) await loadCatalogs(language).catch(() => undefined);
  show(language);
  return language;
}

export async function chooseLanguage(language: PageLanguage): Promise<void> {
  want(language);
  await loadCatalogs(language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  show(language);
}
