/**
 * Public reads served from the edge (docs/decisions/0004-edge-cache-generations.md). Every answer below gets an ETag and a 304 to a
 * matching If-None-Match, so a repeat visit costs headers, not JSON. The ones that are the same
 * for everyone also go through the Workers Cache API (caches.default) under a versioned key: the
 * key carries the generations of what the answer shows (cache_generations, migration 0009), and
 * D1 triggers renew a generation in the same statement as any write that changes it, so a booked
 * slot, a new review or an edited profile is never served from an older copy: there is nothing to
 * purge and no write site can forget to.
 *
 * Browsers get `max-age=0, must-revalidate`: they keep the JSON but ask every time (a 304 is a few
 * hundred bytes). `s-maxage` sets how long the edge keeps a copy; it only bounds answers that age
 * with the clock alone (a slot's start passing, an unpaid hold lapsing), never ones a write changed.
 */
import { inArray } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../auth/session.ts";
import { database } from "../db/client.ts";
import { cacheGenerations } from "../db/schema.ts";
import type { AppEnv } from "../env.ts";
import { searchPageSize } from "./search-page-size.ts";

/** How long the edge keeps a copy, and how long a shared cache may serve it while refetching (seconds). */
interface Freshness {
  sMaxAge: number;
  staleWhileRevalidate: number;
}

interface PublicRead {
  path: RegExp;
  /** The generation scopes the answer shows (the path's match gives the provider id). */
  scopes: (match: RegExpMatchArray) => string[];
  freshness: Freshness;
  /** The answer differs for a signed-in viewer, so their requests never touch the shared copy. */
  variesBySession?: boolean;
  /** The request headers the answer depends on (besides the URL): a copy per variant, and `Vary` for other caches. */
  variant?: { of: (c: Context<AppEnv>) => string; vary: string };
}

/** Changes with every specialty's provider count only: the longest-lived copy. */
const SPECIALTY_COUNTS: Freshness = { sMaxAge: 300, staleWhileRevalidate: 300 };
/** Lists and profiles show next free slots and ratings, which drift with the clock too. */
const LISTINGS: Freshness = { sMaxAge: 60, staleWhileRevalidate: 60 };
/** A slot whose start has passed must not look bookable for long (booking refuses it anyway). */
const SLOTS: Freshness = { sMaxAge: 30, staleWhileRevalidate: 30 };

const LISTS = () => ["lists"];
const PROVIDER = (match: RegExpMatchArray) => [`provider:${match[1]}`];

/** The public GETs, by path (Hono is not strict about a trailing slash, so neither is this). */
export const PUBLIC_READS: readonly PublicRead[] = [
  { path: /^\/api\/specialties(?:\/.*)?$/, scopes: LISTS, freshness: SPECIALTY_COUNTS },
  { path: /^\/api\/providers\/featured\/?$/, scopes: LISTS, freshness: LISTINGS },
  // Data saver (Save-Data: on, or the footer's cookie) asks for smaller pages.
  { path: /^\/api\/providers\/search\/?$/, scopes: LISTS, freshness: LISTINGS, variant: { of: (c) => `page-size-${searchPageSize(c.req.raw.headers)}`, vary: "Save-Data, Cookie" } },
  { path: /^\/api\/providers\/(\d{1,15})\/?$/, scopes: PROVIDER, freshness: LISTINGS },
  { path: /^\/api\/providers\/(\d{1,15})\/reviews\/?$/, scopes: PROVIDER, freshness: LISTINGS },
  // A signed-in patient sees their own unpaid hold as free to pick again (availability.ts).
  { path: /^\/api\/providers\/(\d{1,15})\/availability\/?$/, scopes: PROVIDER, freshness: SLOTS, variesBySession: true },
];

/** Present on every answer of a public read: hit, miss or bypass (the viewer's own answer), for debugging and tests. */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";
/** Generation of a scope never written since the database was made (the epoch still tells databases apart). */
const NEVER_WRITTEN = "-";

export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const pathname = new URL(c.req.url).pathname;
  const read = PUBLIC_READS.map((candidate) => ({ candidate, match: pathname.match(candidate.path) })).find((entry) => entry.match);
  if (!read?.match) return next();
  const { candidate, match } = read;
  const requestCacheControl = c.req.header("Cache-Control") ?? "";
  // Asked not to store (the search benchmark, timing D1 itself; browsers never send it, their
  // no-store fetches say no-cache): the handler's answer, untouched.
  if (/\bno-store\b/i.test(requestCacheControl)) return next();

  if (candidate.variesBySession && getCookie(c, SESSION_COOKIE) !== undefined) {
    await next();
    await withEntityTag(c, "private, no-cache", "bypass");
    return;
  }

  const cache = caches.default;
  const key = await versionedKey(c, candidate.scopes(match), candidate.variant?.of(c) ?? "");
  const clientCacheControl = `public, max-age=0, must-revalidate, s-maxage=${candidate.freshness.sMaxAge}, stale-while-revalidate=${candidate.freshness.staleWhileRevalidate}`;
  const vary = candidate.variesBySession ? "Cookie" : candidate.variant?.vary;
  // A request's own `no-cache` (a hard reload, a service worker's fetch) is ignored, as Cloudflare's
  // CDN does: the versioned key already guarantees no write is missed, and honouring it would send
  // every such request to D1.
  const hit = await cache.match(key);
  if (hit) return answer(c, hit.body, hit.headers.get("Content-Type"), hit.headers.get("ETag") ?? "", clientCacheControl, vary, "hit");

  await next();
  if (c.res.status !== 200) return;
  const body = await c.res.arrayBuffer();
  const etag = await entityTag(body);
  const contentType = c.res.headers.get("Content-Type");
  // Only what the answer needs goes into the copy: never a Set-Cookie, and the edge's own lifetime.
  const stored = new Response(body, { headers: { "Content-Type": contentType ?? "application/json", ETag: etag, "Cache-Control": `public, max-age=${candidate.freshness.sMaxAge}` } });
  // Awaited, not left to waitUntil: the next request for it may arrive at once (a test, a prefetch),
  // and a put of a few KiB within the data center costs a millisecond or two on a miss only.
  await cache.put(key, stored);
  const headers = new Headers(c.res.headers);
  c.res = undefined;
  c.res = finish(c.req.header("If-None-Match"), body, headers, etag, clientCacheControl, vary, "miss");
};

/**
 * The cache key: the request's own origin and path (the Cache API keys by URL within the zone) under
 * a prefix holding the generations and the variant, with the query sorted so parameter order makes
 * no second copy.
 */
async function versionedKey(c: Context<AppEnv>, scopes: string[], variant: string): Promise<Request> {
  const wanted = ["epoch", ...scopes];
  const rows = await database(c.env).select().from(cacheGenerations).where(inArray(cacheGenerations.scope, wanted));
  const generations = wanted.map((scope) => rows.find((row) => row.scope === scope)?.generation ?? NEVER_WRITTEN);
  const url = new URL(c.req.url);
  url.searchParams.sort();
  return new Request(`${url.origin}/__edge-cache/${generations.join(".")}/${variant}${url.pathname}${url.search}`);
}

/** The viewer's own answer: an ETag and a 304 for them alone, never kept by a shared cache. */
async function withEntityTag(c: Context<AppEnv>, cacheControl: string, status: string): Promise<void> {
  if (c.res.status !== 200) return;
  const body = await c.res.arrayBuffer();
  const headers = new Headers(c.res.headers);
  c.res = undefined;
  c.res = finish(c.req.header("If-None-Match"), body, headers, await entityTag(body), cacheControl, "Cookie", status);
}

function answer(c: Context<AppEnv>, body: BodyInit | null, contentType: string | null, etag: string, cacheControl: string, vary: string | undefined, status: string): Response {
  const headers = new Headers();
  if (contentType) headers.set("Content-Type", contentType);
  return finish(c.req.header("If-None-Match"), body, headers, etag, cacheControl, vary, status);
}

function finish(ifNoneMatch: string | undefined, body: BodyInit | null, headers: Headers, etag: string, cacheControl: string, vary: string | undefined, status: string): Response {
  headers.set("ETag", etag);
  headers.set("Cache-Control", cacheControl);
  headers.set(EDGE_CACHE_HEADER, status);
  if (vary) headers.set("Vary", vary);
  if (etag && matchesAny(ifNoneMatch, etag)) {
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}

/** A strong validator from the bytes themselves: the same JSON always gets the same tag. */
async function entityTag(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return `"${[...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a compressing proxy may have turned
 * our tag into W/"…". Anything unparseable simply matches nothing, so the full answer goes out.
 */
export function matchesAny(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}
