/**
 * Build-time render of the shell's chrome (header, main, footer) while the auth state is still
 * loading, which is true for every visitor at first paint, with PAGE_SLOT where a prerendered page goes. The Worker composes the two inside index.html, so
 * the first paint already has the final layout and nothing shifts when the app starts.
 */
import { appStore } from "@gh/state";
import { MemoryRouter, useRoutes } from "@gh/router";
import { QueryClient, QueryClientProvider } from "@gh/query";
import { Provider as StoreProvider } from "jotai";
import { renderToString } from "react-dom/server";
import { RootLayout } from "../layout/root-layout";

function PageSlot() {
  return <template data-prerendered-page="" />;
}

function Chrome() {
  return useRoutes([{ element: <RootLayout />, children: [{ path: "*", element: <PageSlot /> }] }]);
}

export function render(page: string): string {
  if (page !== "chrome") throw new Error(`no prerender for ${page}`);
  // No answer for the current user: the header shows its placeholder, right for anyone.
  const queryClient = new QueryClient();
  return renderToString(
    <StoreProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Chrome />
        </MemoryRouter>
      </QueryClientProvider>
    </StoreProvider>,
  );
}
