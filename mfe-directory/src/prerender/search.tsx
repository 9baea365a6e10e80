/**
 * /search before its reads are answered, rendered at build time in a bundle of its own, so that its
 * stylesheet is the search page's alone and the landing's stays as small as it is. The Worker draws
 * the page per request with its results (server/search-page.tsx) and serves this render, the form and
 * a loading list, when it cannot (docs/decisions/0009-search-results-in-the-html.md).
 */
import type { PageLanguage } from "@gh/contracts/languages";
import type { CatalogsByLanguage } from "@gh/i18n/server";
import { renderSearchPage } from "../server/search-page";

export function render(page: string, language: PageLanguage, catalogs: readonly CatalogsByLanguage[]): string {
  if (page !== "search") throw new Error(`no prerender for ${page}`);
  return renderSearchPage({ pathname: "/search", search: "" }, {}, language, catalogs);
}
