/**
 * /search drawn by the Worker for one request, from the page's first-screen reads it has already
 * answered: the results are in the HTML, so a visitor on a slow network reads them (and follows
 * their links) long before the app's code arrives (docs/decisions/0009-search-results-in-the-html.md).
 * The same component the app renders, so the two cannot drift apart.
 */
import type { RenderPageWithReads } from "@gh/contracts/federation";
import { QueryClient, QueryClientProvider } from "@gh/query";
import { MemoryRouter } from "@gh/router";
import { inLanguage } from "@gh/i18n/server";
import { renderToString } from "react-dom/server";
import SearchPage from "../features/search/components/search-page";

export const renderSearchPage: RenderPageWithReads = ({ pathname, search }, reads, language, catalogs) => {
  // Nothing is fetched while rendering on a server (effects never run): a read without an answer
  // shows its loading state. The query function is there only because every query must have one.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => Promise.reject(new Error("the server render reads nothing itself")) } },
  });
  for (const [key, data] of Object.entries(reads)) client.setQueryData([key], data);
  return inLanguage(language, catalogs, () =>
    renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`${pathname}${search}`]}>
          <SearchPage />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
};
