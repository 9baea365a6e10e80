/**
 * /search reaches the Worker first (wrangler.toml) so that a search sent by the plain GET form (the
 * prerendered landing before the app starts, or without JavaScript) lands on the address the app
 * itself writes: only the non-empty criteria, the date as YYYY-MM-DD (README.md "Search"). Any other
 * /search request is the single-page app, served as a static asset.
 */
import { tidySearchParams } from "@gh/contracts/search/address";
import { applySecurityHeaders } from "../http/security-headers.ts";

export const SEARCH_PAGE_PATH = "/search";

/** A redirect to the tidy address when the query has empty or "any" criteria or a typed date; else null. */
export function tidySearchRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const tidy = tidySearchParams(url.searchParams).toString();
  if (tidy === url.searchParams.toString()) return null;
  const headers = new Headers({ Location: tidy ? `${SEARCH_PAGE_PATH}?${tidy}` : SEARCH_PAGE_PATH });
  applySecurityHeaders(headers, url);
  return new Response(null, { status: 302, headers });
}
