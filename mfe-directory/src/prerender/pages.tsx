/**
 * Build-time renders of the directory's first screens, served inside index.html by the Worker so they
 * show (and their call links work) before, or without, JavaScript (docs/decisions/0002-prerendered-first-screen.md).
 */
import type { PageLanguage } from "@gh/contracts/languages";
import { inLanguage, type CatalogsByLanguage } from "@gh/i18n/server";
import { MemoryRouter } from "@gh/router";
import { QueryClient, QueryClientProvider } from "@gh/query";
import { renderToString } from "react-dom/server";
import EmergencyPage from "../features/emergency/components/emergency-page";
import { Hero } from "../features/landing/components/hero";

const PAGES: Record<string, () => React.ReactElement> = {
  emergency: () => <EmergencyPage />,
  // The landing's first screen, in the same wrapper the landing page renders it in.
  landing: () => (
    <div className="landing">
      <Hero />
    </div>
  ),
};

/** A first screen in `language`, its texts from `catalogs` (scripts/prerender.mjs renders one per language). */
export function render(page: string, language: PageLanguage, catalogs: readonly CatalogsByLanguage[]): string {
  const content = PAGES[page];
  if (!content) throw new Error(`no prerender for ${page}`);
  return inLanguage(language, catalogs, () =>
    renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{content()}</MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}
