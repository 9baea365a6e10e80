/**
 * The Worker. Static assets are served before it for every path but the ones wrangler.toml routes
 * here first: the API on /api/*, the pages served with build-time markup (/, /emergency) and their
 * combined stylesheet, and /search (tidied when a plain GET form sent it, pages/search-address.ts).
 */
import { createApp } from "./app.ts";
import type { Bindings } from "./env.ts";
import { environmentProblem, misconfiguredResponse } from "./http/environment-guard.ts";
import { COMBINED_CSS_PATH, PRERENDERED_PAGES, serveCombinedCss, servePrerenderedPage } from "./pages/prerendered-page.ts";
import { SEARCH_PAGE_PATH, tidySearchRedirect } from "./pages/search-address.ts";
import { PAYOUT_CRON, scheduledJob } from "./scheduled.ts";

const app = createApp();

export default {
  fetch(request, env, ctx) {
    const url = new URL(request.url);
    // A deployment with a development ENVIRONMENT would publish the development outbox: nothing runs.
    const problem = environmentProblem(env, url);
    if (problem) return misconfiguredResponse(url, problem);
    const { pathname } = url;
    if (pathname === COMBINED_CSS_PATH && (request.method === "GET" || request.method === "HEAD")) return serveCombinedCss(request, env);
    const prerendered = PRERENDERED_PAGES[pathname];
    if (prerendered && (request.method === "GET" || request.method === "HEAD")) return servePrerenderedPage(request, env, prerendered);
    if (prerendered) return env.ASSETS.fetch(request);
    if (pathname === SEARCH_PAGE_PATH && (request.method === "GET" || request.method === "HEAD")) return tidySearchRedirect(request) ?? env.ASSETS.fetch(request);
    return app.fetch(request, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    // The jobs need the bindings, not only D1: reminders go out through the mailer and SMS adapters,
    // payouts through the transfer gateway.
    ctx.waitUntil(scheduledJob(controller.cron, env).then((result) => console.log(controller.cron === PAYOUT_CRON ? "Payout run" : "Sweep", result)));
  },
} satisfies ExportedHandler<Bindings>;
