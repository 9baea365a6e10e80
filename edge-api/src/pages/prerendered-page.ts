/**
 * Serves pages whose first screen was rendered at build time: the shell's chrome (chrome.prerender.json,
 * with a slot for the page) around a remote's page (<page>.prerender.json), inside index.html. The
 * page shows at first paint and its links (tel: calls included) work before, or without, JavaScript;
 * the app then starts over the same markup. Anything missing falls back to the plain single-page app.
 */
import type { Bindings } from "../env.ts";
import { SESSION_COOKIE } from "../auth/session.ts";

interface Prerender {
  html: string;
  stylesheet: string | null;
}

interface PrerenderedPage {
  remote: string;
  page: string;
  /** Only for visitors without a session: a signed-in patient's "/" is their dashboard. */
  anonymousOnly?: boolean;
}

/** Paths served this way (wrangler.toml routes them to the Worker first). */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  "/": { remote: "directory", page: "landing", anonymousOnly: true },
  "/emergency": { remote: "directory", page: "emergency" },
};

const PAGE_SLOT = '<template data-prerendered-page=""></template>';

async function prerenderAt(env: Bindings, origin: string, path: string): Promise<Prerender | null> {
  const response = await env.ASSETS.fetch(new Request(`${origin}${path}`, { method: "GET" }));
  return response.ok ? ((await response.json()) as Prerender) : null;
}

export async function servePrerenderedPage(request: Request, env: Bindings, target: PrerenderedPage): Promise<Response> {
  const origin = new URL(request.url).origin;
  const signedIn = (request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE}=`);
  const shell = await env.ASSETS.fetch(new Request(`${origin}/`, { method: "GET" }));
  if (!shell.ok || (target.anonymousOnly && signedIn)) return shell;

  const [chrome, page] = await Promise.all([
    prerenderAt(env, origin, "/chrome.prerender.json"),
    prerenderAt(env, origin, `/mfe/${target.remote}/${target.page}.prerender.json`),
  ]);
  if (!page) return shell;

  const markup = chrome?.html.includes(PAGE_SLOT) ? chrome.html.replace(PAGE_SLOT, () => page.html) : page.html;
  const stylesheets = [chrome?.stylesheet, page.stylesheet].filter((href): href is string => Boolean(href));
  const rewritten = new HTMLRewriter()
    .on("#root", { element: (root) => void root.setInnerContent(markup, { html: true }) })
    .on("head", {
      element: (head) => {
        for (const href of stylesheets) head.append(`<link rel="stylesheet" href="${href}">`, { html: true });
      },
    })
    .transform(shell);
  const headers = new Headers(shell.headers);
  // The body changed: the shell's validators no longer describe it.
  headers.delete("ETag");
  headers.delete("Content-Length");
  headers.set("Cache-Control", "no-cache");
  return new Response(request.method === "HEAD" ? null : rewritten.body, { status: 200, headers });
}
