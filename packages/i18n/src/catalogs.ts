/**
 * Each area (the shell, each micro-frontend) registers its compiled catalogs when its code first runs:
 * every language but English as the URL of a content-hashed JSON file (English is the code's own text,
 * read by english.ts). An English visitor downloads no other language and none of the code that
 * fetches and draws one (translations.ts comes with the first other language; docs/architecture.md,
 * Languages).
 */
import { DEFAULT_LANGUAGE, type PageLanguage } from "@gh/contracts/languages";
import { areas, type AreaCatalogs } from "./registry";
import { wantedLanguage } from "./translate";

/** Loads every registered area's catalog for `language` (nothing to load for English). */
export function loadCatalogs(language: PageLanguage): Promise<void> {
  return language === DEFAULT_LANGUAGE ? Promise.resolve() : import("./translations").then(({ loadTranslations }) => loadTranslations(language));
}

/**
 * An area's catalogs, registered once when its code is first evaluated. Resolves when the area can
 * show the page's language (at once for English); never rejects: a catalog that cannot be had leaves
 * the area's texts in English, and the next switch or page tries again.
 */
export function registerCatalogs(area: string, catalogs: AreaCatalogs): Promise<void> {
  if (!areas.has(area)) areas.set(area, catalogs);
  return catalogsReady().catch(() => undefined);
}

/**
 * Resolves when every registered area can show the page's language, or the language it is switching
 * to: an area whose code arrives while the app starts in Twi brings its Twi catalog before it shows.
 */
export function catalogsReady(): Promise<void> {
  return loadCatalogs(wantedLanguage());
}
