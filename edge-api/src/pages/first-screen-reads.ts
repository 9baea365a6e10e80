/**
 * A page with no prerendered screen shows nothing until the app has its code and its data. On a
 * slow network the data used to be asked for last, after the app's code had arrived and run. The
 * Worker knows the page's reads from the address alone (the same rule the page uses, in
 * @gh/contracts), so it names them in the HTML as preloads: the phone fetches them beside the
 * app's code, and the app's own requests are answered from those (docs/architecture.md, "How the
 * app starts").
 */
import { searchPageReads } from "@gh/contracts/search/page";

/** Who is signed in: every page's header asks, with the session cookie (the API client's credentials). */
const CURRENT_USER_READ = "/api/user";

/** The API reads of the /search page at `url`, the current user's first. */
export function searchPageFirstReads(url: URL): string[] {
  return [CURRENT_USER_READ, ...searchPageReads(url.search)];
}

/** `page` (the app's index.html) with a preload for each read, made as the API client makes them (CORS mode, cookies). */
export function withPreloadedReads(page: Response, reads: string[]): Response {
  if (!page.ok || !page.headers.get("Content-Type")?.includes("text/html")) return page;
  const links = reads.map((read) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(read)}">`).join("");
  const rewritten = new HTMLRewriter().on("head", { element: (head) => void head.append(links, { html: true }) }).transform(page);
  const headers = new Headers(page.headers);
  // The body changed: the asset's validators no longer describe it.
  headers.delete("ETag");
  headers.delete("Content-Length");
  headers.set("Cache-Control", "no-cache");
  return new Response(rewritten.body, { status: page.status, headers });
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}
