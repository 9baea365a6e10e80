/**
 * The current page's code, asked for as early as the start allows. A page that was not prerendered
 * (/search after the landing's plain form, a profile opened from a shared link) shows nothing until
 * its remote's code has arrived, and that code used
 * to be asked for only after the shared libraries had downloaded and the app's own start-up chunk
 * had run: on a slow network the remote's entry, its page and the page's data then came one after
 * another at the end. Asked for at once, they download beside the libraries
 * (docs/architecture.md, "How the app starts").
 */
import type { RemoteManifestEntry, RemoteRoute } from "@gh/contracts/federation";
import { exposedModuleId } from "@gh/federation";
import { accessNeedsUser } from "../features/auth/route-access";
import { loadRemotesManifest, remotes } from "../federation/remotes";

/**
 * The remote page at `pathname`, as the router will choose it: every segment matches (":name" any
 * one segment) and, of several, the one with the most fixed segments ("/provider/verify" before
 * "/provider/:id").
 */
export function remotePageAt(remotes: readonly RemoteManifestEntry[], pathname: string): { remote: string; route: RemoteRoute } | null {
  const segments = pathname.split("/").filter(Boolean);
  let best: { remote: string; route: RemoteRoute; fixed: number } | null = null;
  for (const remote of remotes) {
    for (const route of remote.routes) {
      const pattern = route.path.split("/").filter(Boolean);
      if (pattern.length !== segments.length) continue;
      if (!pattern.every((part, index) => part.startsWith(":") || part === segments[index])) continue;
      const fixed = pattern.filter((part) => !part.startsWith(":")).length;
      if (!best || fixed > best.fixed) best = { remote: remote.name, route, fixed };
    }
  }
  return best && { remote: best.remote, route: best.route };
}

/**
 * Asks for the code of the page at `pathname` if anyone may open it; pages for signed-in roles wait
 * for the app's own start, which knows who is signed in. Errors are the app's start's to report.
 */
export async function loadPageCodeEarly(pathname: string): Promise<void> {
  const routes = await loadRemotesManifest();
  const page = routes && remotePageAt(routes.remotes, pathname);
  // "/" is the landing only for visitors, who are served it prerendered; a signed-in patient's is their dashboard.
  if (!page || pathname === "/" || !("module" in page.route) || accessNeedsUser(page.route.access ?? "public")) return;
  await remotes.load(exposedModuleId(page.remote, page.route.module)).catch(() => undefined);
}
