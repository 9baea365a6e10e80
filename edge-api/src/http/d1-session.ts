/**
 * Every request reads and writes D1 through one session (D1's Sessions API), so that with read
 * replication switched on (docs/architecture.md) reads are served by the nearest replica while each
 * visitor still reads their own writes. The session's bookmark (how far the database it saw had got)
 * travels in a cookie: the next request starts its session from it, so a replica that has not yet
 * caught up with the visitor's booking waits for it instead of answering from before it.
 *
 * A request that writes starts at the primary ("first-primary"); a read with no bookmark may start
 * anywhere ("first-unconstrained"). The cookie is set when a request wrote or brought a bookmark that
 * moved on, never on an anonymous visitor's first reads, so shared answers stay cacheable.
 * With replication off (the default) every session is simply the primary and nothing changes.
 */
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { sessionDatabase } from "../db/client.ts";
import { isDevelopment, type AppEnv } from "../env.ts";

export const D1_BOOKMARK_COOKIE = "gh_d1_bookmark";
/** Long enough to outlast any replica's lag many times over; an old bookmark only asks for "at least this new". */
const BOOKMARK_MAX_AGE_S = 24 * 60 * 60;
/** D1 bookmarks are hyphen-separated hex; anything else is ignored rather than handed to D1 (which would fail the request). */
const BOOKMARK_PATTERN = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/i;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = getCookie(c, D1_BOOKMARK_COOKIE);
  const bookmark = cookie && BOOKMARK_PATTERN.test(cookie) ? cookie : undefined;
  const writes = !SAFE_METHODS.has(c.req.method);
  const session = c.env.DB.withSession(writes ? "first-primary" : (bookmark ?? "first-unconstrained"));
  // A copy per request: the bindings object is shared by every request in the isolate.
  c.env = { ...c.env, DB: sessionDatabase(c.env.DB, session) };
  await next();

  const latest = session.getBookmark();
  if (latest && latest !== bookmark && (writes || bookmark !== undefined)) {
    setCookie(c, D1_BOOKMARK_COOKIE, latest, {
      httpOnly: true,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:" || !isDevelopment(c.env),
      path: "/api",
      maxAge: BOOKMARK_MAX_AGE_S,
    });
  }
});
