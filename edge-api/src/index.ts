/**
 * The Worker. Static assets are served before it for every path but the ones wrangler.toml routes
 * here first: the API on /api/*, the pages served with build-time markup (/, /emergency) and their
 * combined stylesheet, and /search (tidied when a plain GET form sent it, pages/search-address.ts,
 * then drawn with its results, pages/search-page.ts). Those pages come in the visitor's language; a
 * `?lang=` on them records a choice of language (i18n/request-language.ts). A remote visit's room (a
 * WebSocket) goes to its Durable Object before the API (calls/room-entrance.ts). Development builds
 * also serve the USSD phone simulator on /dev/ussd (dev-simulator/).
 */
import { createApp } from "./app.ts";
import type { Bindings } from "./env.ts";
import { environmentProblem, misconfiguredResponse } from "./http/environment-guard.ts";
import { COMBINED_CSS_PATH, PRERENDERED_PAGES, serveCombinedCss, servePrerenderedPage } from "./pages/prerendered-page.ts";
import { SEARCH_PAGE_PATH, tidySearchRedirect } from "./pages/search-address.ts";
import { languageChoiceRedirect } from "./i18n/request-language.ts";
import { enterRoom, roomAppointmentId } from "./calls/room-entrance.ts";
import { isSimulatorPath, serveSimulator } from "./dev-simulator/serve.ts";
import { PAYOUT_CRON, scheduledJob } from "./scheduled.ts";

// The Durable Object of each remote visit's room (wrangler.toml's CALLS binding).
export { CallRoom } from "./calls/call-room.ts";

const app = createApp();

export default {
  fetch(request, env, ctx) {
    const url = new URL(request.url);
    // A deployment with a development ENVIRONMENT would publish the development outbox: nothing runs.
    const problem = environmentProblem(env, url);
    if (problem) return misconfiguredResponse(request, problem);
    const { pathname } = url;
    // A remote visit's room: a WebSocket its join token admits to (calls/room-entrance.ts).
    const room = roomAppointmentId(url);
    if (room !== null) return enterRoom(request, env, room);
    const reading = request.method === "GET" || request.method === "HEAD";
    if (pathname === COMBINED_CSS_PATH && reading) return serveCombinedCss(request, env);
    if (PRERENDERED_PAGES[pathname] && reading) {
      const choice = languageChoiceRedirect(request);
      if (choice) return choice;
    }
    if (pathname === SEARCH_PAGE_PATH && reading) {
      const tidy = tidySearchRedirect(request);
      if (tidy) return tidy;
    }
    const prerendered = PRERENDERED_PAGES[pathname];
    if (prerendered && reading) {
      const readApi = async (path: string) => app.fetch(new Request(new URL(path, url), { headers: { Accept: "application/json" } }), env, ctx);
      return servePrerenderedPage(request, env, prerendered, readApi);
    }
    if (prerendered) return env.ASSETS.fetch(request);
    // The phone simulator (development builds only; elsewhere the assets' answer, as for any page).
    if (isSimulatorPath(pathname)) return serveSimulator(request, env);
    return app.fetch(request, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    // The jobs need the bindings, not only D1: reminders go out through the mailer and SMS adapters,
    // payouts through the transfer gateway.
    ctx.waitUntil(scheduledJob(controller.cron, env).then((result) => console.log(controller.cron === PAYOUT_CRON ? "Payout run" : "Sweep", result)));
  },
} satisfies ExportedHandler<Bindings>;
