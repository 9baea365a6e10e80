/**
 * Serves pages whose first screen was rendered at build time: the shell's chrome (chrome.prerender.json,
 * with a slot for the page) around a remote's page (<page>.prerender.json), inside index.html. The
 * page shows at first paint and its links (tel: calls included) work before, or without, JavaScript;
 * the app then starts over the same markup. Anything missing falls back to the plain single-page app.
 * A page whose first screen depends on the request (/search) is drawn here instead, from the API's
 * answers, with the build-time render as its fallback (docs/decisions/0009-search-results-in-the-html.md).
 */
import { FIRST_READS_ELEMENT_ID, PAGE_NEEDS_APP_ATTRIBUTE } from "@gh/contracts/federation";
import type { PageLanguage } from "@gh/contracts/languages";
import { applySecurityHeaders } from "../http/security-headers.ts";
import type { Bindings } from "../env.ts";
import { SESSION_COOKIE } from "../auth/session.ts";
import { combineStylesheets } from "./combined-css.ts";
import type { DrawPage, ReadApi } from "./draw-page.ts";
import { drawSearchPage } from "./search-page.ts";
import { languageAlternates, requestLanguage } from "../i18n/request-language.ts";
import { SEARCH_PAGE_PATH } from "./search-address.ts";

interface Prerender {
  html: string;
  stylesheet: string | null;
}

interface PrerenderedPage {
  remote: string;
  page: string;
  /** Only for visitors without a session: a signed-in patient's "/" is their dashboard. */
  anonymousOnly?: boolean;
  /** Draws the page per request; its build-time render is then what shows when this cannot. */
  draw?: DrawPage;
}

/** Paths served this way (wrangler.toml routes them to the Worker first). */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  "/": { remote: "directory", page: "landing", anonymousOnly: true },
  "/emergency": { remote: "directory", page: "emergency" },
  [SEARCH_PAGE_PATH]: { remote: "directory", page: "search", draw: drawSearchPage },
};

const PAGE_SLOT = '<template data-prerendered-page=""></template>';

async function prerenderAt(env: Bindings, origin: string, path: string): Promise<Prerender | null> {
  const response = await env.ASSETS.fetch(new Request(`${origin}${path}`, { method: "GET" }));
  // A missing file may come back as the single-page app's index.html (assets' not-found handling).
  if (!response.ok || !response.headers.get("Content-Type")?.includes("json")) return null;
  return (await response.json().catch(() => null)) as Prerender | null;
}

export async function servePrerenderedPage(request: Request, env: Bindings, target: PrerenderedPage, readApi: ReadApi): Promise<Response> {
  const url = new URL(request.url);
  const { origin } = url;
  const signedIn = (request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE}=`);
  const shell = await env.ASSETS.fetch(new Request(`${origin}/`, { method: "GET" }));
  if (!shell.ok || (target.anonymousOnly && signedIn)) return shell;

  // Each first screen was rendered in every language at build time; the visitor gets theirs.
  const language = requestLanguage(request);
  const [documentTexts, chrome, page, drawn] = await Promise.all([
    prerenderAt(env, origin, `/document.${language}.prerender.json`),
    prerenderAt(env, origin, `/chrome.${language}.prerender.json`),
    prerenderAt(env, origin, `/mfe/${target.remote}/${target.page}.${language}.prerender.json`),
    request.method === "GET" && target.draw ? drawOrNull(target.draw, url, readApi, language) : null,
  ]);
  if (!page) return shell;

  const pageHtml = drawn?.html ?? page.html;
  const markup = chrome?.html.includes(PAGE_SLOT) ? chrome.html.replace(PAGE_SLOT, () => pageHtml) : pageHtml;
  const stylesheets = [chrome?.stylesheet, page.stylesheet].filter((href): href is string => Boolean(href));
  // One request for both stylesheets (every request counts on a slow network).
  const stylesheet = stylesheets.length > 1 ? `${COMBINED_CSS_PATH}?parts=${stylesheets.map(encodeURIComponent).join(",")}` : stylesheets[0];
  const texts = documentTexts ? documentTextsOf(documentTexts.html) : null;
  const rewritten = new HTMLRewriter()
    .on("html", {
      element: (html) => {
        html.setAttribute("lang", language);
      },
    })
    .on("title", {
      element: (title) => {
        if (texts) title.setInnerContent(texts.title, { html: true });
      },
    })
    .on('meta[name="description"]', {
      element: (meta) => {
        if (texts) meta.setAttribute("content", texts.description);
      },
    })
    .on("noscript", {
      element: (noscript) => {
        if (texts) noscript.setInnerContent(texts.noscript, { html: true });
      },
    })
    .on("#root", {
      element: (root) => {
        root.setInnerContent(markup, { html: true });
        if (target.draw) root.setAttribute(PAGE_NEEDS_APP_ATTRIBUTE, "");
      },
    })
    .on("head", {
      element: (head) => {
        if (stylesheet) head.append(`<link rel="stylesheet" href="${stylesheet}">`, { html: true });
        head.append(languageAlternates(url), { html: true });
      },
    })
    .on("body", {
      element: (body) => {
        // After the page's markup, so it never delays the first paint. A JSON data block is not run.
        if (drawn) body.append(`<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${jsonInHtml(drawn.reads)}</script>`, { html: true });
      },
    })
    .transform(shell);
  const headers = new Headers(shell.headers);
  // The body changed: the shell's validators no longer describe it.
  headers.delete("ETag");
  headers.delete("Content-Length");
  headers.set("Cache-Control", "no-cache");
  // The same address answers in the visitor's language: a cache must keep one copy per language choice.
  headers.set("Content-Language", language);
  headers.set("Vary", "Cookie, Accept-Language");
  return new Response(request.method === "HEAD" ? null : rewritten.body, { status: 200, headers });
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** index.html's texts in the page's language, from the shell's "document" prerender (title, description, no-JavaScript note). */
function documentTextsOf(html: string): { title: string; description: string; noscript: string } | null {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  const noscript = html.match(/<p>[\s\S]*<\/p>/)?.[0];
  if (title === undefined || description === undefined || noscript === undefined) return null;
  return { title, description: description.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!), noscript };
}

/** A page that cannot be drawn (an API read refused or failed, a render error) shows its build-time render. */
async function drawOrNull(draw: DrawPage, url: URL, readApi: ReadApi, language: PageLanguage): ReturnType<DrawPage> {
  try {
    return await draw(url, readApi, language);
  } catch (error) {
    console.error("Drawing", url.pathname, "failed; serving its build-time render", error);
    return null;
  }
}

/** JSON that cannot end its <script> element or open a comment inside it (JSON.parse reads \u003c as "<"). */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export const COMBINED_CSS_PATH = "/prerender.css";
/** Only the content-hashed stylesheets prerendering publishes may be combined. */
const PRERENDER_CSS = /^\/(?:mfe\/[a-z-]+\/)?[a-z-]+(?:\.[a-z-]+)?\.prerender\.[0-9a-f]{8}\.css$/;

/**
 * GET /prerender.css?parts=a.css,b.css: the prerender stylesheets of a page in one response. The
 * parts are content-hashed, so the answer never changes and may be cached for a year.
 */
export async function serveCombinedCss(request: Request, env: Bindings): Promise<Response> {
  const url = new URL(request.url);
  const parts = (url.searchParams.get("parts") ?? "").split(",").filter(Boolean);
  if (parts.length === 0 || parts.length > 4 || !parts.every((part) => PRERENDER_CSS.test(part))) {
    return notFound(url);
  }
  const responses = await Promise.all(parts.map((part) => env.ASSETS.fetch(new Request(`${url.origin}${part}`, { method: "GET" }))));
  if (responses.some((response) => !response.ok)) return notFound(url);
  const css = combineStylesheets(await Promise.all(responses.map((response) => response.text())));
  const headers = new Headers({ "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" });
  applySecurityHeaders(headers, url);
  return new Response(request.method === "HEAD" ? null : css, { headers });
}

function notFound(url: URL): Response {
  const headers = new Headers({ "Content-Type": "text/plain" });
  applySecurityHeaders(headers, url);
  return new Response("Not found", { status: 404, headers });
}
