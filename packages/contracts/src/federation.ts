/**
 * The runtime route table (/remotes.json) that remotes publish and the shell reads at start-up, and
 * what one area's exposed components and cached reads mean to the others that use them.
 */
import type { PageLanguage } from "./languages.ts";
import type { Provider } from "./provider.ts";

/** Who may open a route. The shell redirects others for convenience; the server enforces the rules. */
export type RouteAccess = "public" | "anonymous" | "authenticated" | "provider" | "admin";

export type RemoteRoute =
  | { path: string; module: string; access?: RouteAccess }
  | { path: string; redirect: string };

export interface RemoteManifestEntry {
  /** Federation container name, e.g. "mfe_directory". */
  name: string;
  /** URL of its remoteEntry.js, versioned by content. */
  entry: string;
  routes: RemoteRoute[];
}

/**
 * A remote page module may export this beside its component: the API reads (query keys, i.e. URLs)
 * its first screen makes at `location`. The shell fetches them together with the page's code, so
 * the page is drawn once, complete, instead of drawn and then drawn again when its data arrives, a
 * second long task on a cheap phone (docs/product-rules.md#performance-budgets).
 */
export type FirstScreenQueries = (location: { pathname: string; search: string }) => string[];

/** The answers to a page's first-screen reads, by query key (the API path). */
export type FirstReads = Record<string, unknown>;

/**
 * A page the Worker renders for one request (docs/decisions/0009-search-results-in-the-html.md): the
 * page's markup at `location`, drawn from its first-screen reads already answered.
 */
export type RenderPageWithReads = (
  location: { pathname: string; search: string },
  reads: FirstReads,
  language: PageLanguage,
  /** The compiled catalogs it draws its texts from, by language (several builds', the later winning). */
  catalogs: readonly Partial<Record<PageLanguage, Record<string, unknown>>>[],
) => string;

/**
 * The element (a JSON script, never run) in which the Worker hands those answers to the app, so the
 * app starts from what the page already shows instead of asking the API again.
 */
export const FIRST_READS_ELEMENT_ID = "first-reads";

/**
 * Set on #root by the Worker when the page it drew has controls only the app works (search results:
 * sort, pager, filters): the app then starts at once instead of waiting for the visitor, as it does
 * over a build-time page that works as plain HTML (the landing, /emergency).
 */
export const PAGE_NEEDS_APP_ATTRIBUTE = "data-page-needs-app";

export interface RemotesManifest {
  remotes: RemoteManifestEntry[];
}

/** What the booking area's exposed "./BookingDialog" is given (the directory's Book buttons open it). */
export interface BookingDialogProps {
  provider: Provider;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The patient's appointments, cached under one key by every area that shows them (the booking area's
 * My Appointments, the shell's dashboard), so a booking or cancellation in one shows in the other.
 */
export const MY_APPOINTMENTS_KEY = ["/api/appointments/my"] as const;
