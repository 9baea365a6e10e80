/**
 * /search with its results in the HTML (docs/decisions/0009-search-results-in-the-html.md): the
 * Worker answers the page's first-screen reads itself (the same API routes the app calls, run in
 * this Worker) and draws the directory's own search page from them.
 */
import type { FirstReads } from "@gh/contracts/federation";
import { searchPageReads } from "@gh/contracts/search/page";
import { renderSearchPage } from "mfe-directory/server/search-page";
import directoryCatalogs from "mfe-directory/server/catalogs";
import apiCatalogs from "../locales/compiled/all-languages.ts";
import type { DrawPage } from "./draw-page.ts";

/** The page's texts: the shared packages' (in the Worker's own catalogs) and the directory's. */
const SEARCH_PAGE_CATALOGS = [apiCatalogs, directoryCatalogs];

export const drawSearchPage: DrawPage = async (url, readApi, language) => {
  const answers = await Promise.all(
    searchPageReads(url.search).map(async (path) => {
      const response = await readApi(path);
      // A refused search (a place it cannot find, a bad date) is the app's to explain, field by field.
      return response.ok ? ([path, await response.json()] as const) : null;
    }),
  );
  if (answers.some((answer) => answer === null)) return null;
  const reads: FirstReads = Object.fromEntries(answers as (readonly [string, unknown])[]);
  return { html: renderSearchPage({ pathname: url.pathname, search: url.search }, reads, language, SEARCH_PAGE_CATALOGS), reads };
};
