/**
 * Build-time render of the shell's chrome (header, main, footer) while the auth state is still
 * loading, which is true for every visitor at first paint, with PAGE_SLOT where a prerendered page goes. The Worker composes the two inside index.html, so
 * the first paint already has the final layout and nothing shifts when the app starts.
 */
import type { PageLanguage } from "@gh/contracts/languages";
import { inLanguage, type CatalogsByLanguage } from "@gh/i18n/server";
import { appStore } from "@gh/state";
import { MemoryRouter, useRoutes } from "@gh/router";
import { QueryClient, QueryClientProvider } from "@gh/query";
import { Provider as StoreProvider } from "jotai";
import { renderToString } from "react-dom/server";
import { RootLayout } from "../layout/root-layout";
import { DocumentTexts } from "./document-texts";
import { OfflineMessage } from "./offline-message";

function PageSlot() {
  return <template data-prerendered-page="" />;
}

/** "chrome": the chrome around a slot for a prerendered page; "offline": around the offline message. */
const PAGES: Record<string, () => React.ReactElement> = { chrome: () => <PageSlot />, offline: () => <OfflineMessage /> };

function Chrome({ page }: { page: () => React.ReactElement }) {
  return useRoutes([{ element: <RootLayout />, children: [{ path: "*", element: page() }] }]);
}

/** The chrome (or the offline page) in `language`, its texts from `catalogs` (scripts/prerender.mjs renders one per language). */
export function render(page: string, language: PageLanguage, catalogs: readonly CatalogsByLanguage[]): string {
  // "document": index.html's title, description and no-JavaScript note, outside any chrome.
  if (page === "document") return inLanguage(language, catalogs, () => renderToString(<DocumentTexts />));
  const content = PAGES[page];
  if (!content) throw new Error(`no prerender for ${page}`);
  // No answer for the current user: the header shows its placeholder, right for anyone.
  const queryClient = new QueryClient();
  return inLanguage(language, catalogs, () => renderToString(
    <StoreProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Chrome page={content} />
        </MemoryRouter>
      </QueryClientProvider>
    </StoreProvider>,
  ));
}
