/**
 * Serves a page whose markup a remote prerendered at build time (`<page>.prerender.json` beside its
 * assets) inside the shell's index.html. The page reads and its tel: links work before, or without,
 * JavaScript; when the app starts it renders the same page over it. If the prerender is missing the
 * plain single-page app is served, which renders the page with JavaScript as usual.
 */
import type { Bindings } from "../env.ts";

interface Prerender {
  html: string;
  stylesheet: string | null;
}

/** Paths served this way, and which remote's prerender fills them. */
export const PRERENDERED_PAGES: Record<string, { remote: string; page: string }> = {
  "/emergency": { remote: "directory", page: "emergency" },
};

export async function servePrerenderedPage(request: Request, env: Bindings, target: { remote: string; page: string }): Promise<Response> {
  const origin = new URL(request.url).origin;
  const [shell, prerender] = await Promise.all([
    env.ASSETS.fetch(new Request(`${origin}/`, { method: "GET" })),
    env.ASSETS.fetch(new Request(`${origin}/mfe/${target.remote}/${target.page}.prerender.json`, { method: "GET" })),
  ]);
  if (!shell.ok || !prerender.ok) return shell;

  const { html, stylesheet } = (await prerender.json()) as Prerender;
  let rewriter = new HTMLRewriter().on("#root", { element: (root) => void root.setInnerContent(html, { html: true }) });
  if (stylesheet) {
    rewriter = rewriter.on("head", { element: (head) => void head.append(`<link rel="stylesheet" href="${stylesheet}">`, { html: true }) });
  }
  const page = rewriter.transform(shell);
  const headers = new Headers(shell.headers);
  // The body changed: the shell's validators no longer describe it.
  headers.delete("ETag");
  headers.delete("Content-Length");
  headers.set("Cache-Control", "no-cache");
  return new Response(request.method === "HEAD" ? null : page.body, { status: 200, headers });
}
