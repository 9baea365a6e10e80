/** A page the Worker draws per request (prerendered-page.ts), and how it reads the API to do so. */
import type { FirstReads } from "@gh/contracts/federation";
import type { PageLanguage } from "@gh/contracts/languages";

/** An API read made inside this Worker (no network): the path and query of a GET /api/… request. */
export type ReadApi = (path: string) => Promise<Response>;

/** The page's markup for this request and the API answers it was drawn from; null when it cannot be drawn. */
export type DrawPage = (url: URL, readApi: ReadApi, language: PageLanguage) => Promise<{ html: string; reads: FirstReads } | null>;
