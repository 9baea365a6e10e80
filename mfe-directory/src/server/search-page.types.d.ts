// The types the Worker sees of search-page.tsx (package.json "exports"): the Worker is checked
// without the browser's DOM types, so it must not type-check the page's component code itself.
import type { RenderPageWithReads } from "@gh/contracts/federation";

export declare const renderSearchPage: RenderPageWithReads;
