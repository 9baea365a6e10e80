/** The Worker: the API on /api/* (static assets are served before it for everything else). */
import { createApp } from "./app.ts";
import { database } from "./db/client.ts";
import type { Bindings } from "./env.ts";
import { sweep } from "./scheduled.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(sweep(database(env)).then((result) => console.log("Sweep", result)));
  },
} satisfies ExportedHandler<Bindings>;
