/**
 * The Worker. Static assets are served before it for every path but the ones wrangler.toml routes
 * here first: the API on /api/*, and the pages served with build-time markup (/emergency).
 */
import { createApp } from "./app.ts";
import { database } from "./db/client.ts";
import type { Bindings } from "./env.ts";
import { PRERENDERED_PAGES, servePrerenderedPage } from "./pages/prerendered-page.ts";
import { sweep } from "./scheduled.ts";

const app = createApp();

export default {
  fetch(request, env, ctx) {
    const prerendered = PRERENDERED_PAGES[new URL(request.url).pathname];
    if (prerendered && (request.method === "GET" || request.method === "HEAD")) return servePrerenderedPage(request, env, prerendered);
    if (prerendered) return env.ASSETS.fetch(request);
    return app.fetch(request, env, ctx);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(sweep(database(env)).then((result) => console.log("Sweep", result)));
  },
} satisfies ExportedHandler<Bindings>;
