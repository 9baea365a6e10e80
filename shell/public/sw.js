// GhanaHealth service worker (README.md#install-as-an-app). Small and our own, so it costs a few KiB.
// - Install: precaches the shell (its content-hashed files, listed into this file by
//   scripts/sw-precache.mjs at build time), the offline page and the emergency page with its styles.
// - Content-versioned files (hashed names, remote entries with ?v=) are answered from the cache: a
//   repeat visit downloads only the page and the small JSON it needs. A new /remotes.json names new
//   entry URLs, so the next load uses the new build and fetches only that remote's changed files.
// - Pages, /remotes.json and the public API reads of ALLOWED_API are network first with the cached
//   copy as the fallback. Nothing else under /api/ is ever stored: sessions, appointments, payments
//   and admin answers go straight to the network.
// - Offline, a page never visited gets the offline page in the visitor's language (the app chrome and
//   "You are offline", linking to the emergency page).
const PRECACHE = []; // replaced at build time by scripts/sw-precache.mjs
const BUILD = "dev"; // replaced at build time: a new shell build changes this file, so it reinstalls
const CACHE = "ghanahealth-v1"; // pages and static files (the emergency offline test reads it by name)
const API_CACHE = "ghanahealth-api-v1";
/** The offline pages, one per language (/offline.<language>, in PRECACHE); English when in doubt. */
const OFFLINE_PAGE = "/offline.en-GH";
/** Primary subtags we speak -> our language tags (as @gh/contracts/languages reads a browser's languages). */
const LANGUAGE_OF = { en: "en-GH", ak: "ak", tw: "ak", fat: "ak", ee: "ee", gaa: "gaa", ha: "ha" };
const EMERGENCY_PAGE = "/emergency";
/** Remote chunks kept at most; the oldest go first (each build's unchanged files keep their names). */
const MAX_REMOTE_FILES = 400;

/** The public, session-independent API reads that may be kept for offline use: an allow-list. */
const ALLOWED_API = [
  /^\/api\/specialties(?:\/[\w-]+)?$/,
  /^\/api\/providers\/featured$/,
  /^\/api\/providers\/\d+$/,
  /^\/api\/providers\/\d+\/reviews$/,
];

/** Files whose URL changes whenever their content does: safe to answer from the cache forever. */
function isVersioned(url) {
  return /\.[0-9a-f]{8}\.(?:js|css)$/.test(url.pathname)
    || (/\/remoteEntry\.js$/.test(url.pathname) && url.searchParams.has("v"))
    || (url.pathname === "/prerender.css" && url.searchParams.has("parts"));
}

function isPublicApiRead(url) {
  return ALLOWED_API.some((pattern) => pattern.test(url.pathname));
}

/**
 * A response that may be stored: a full same-origin 200 nobody marked no-store, and, for an API
 * answer, nothing marked private or varying with the session.
 */
function storable(response, { api = false } = {}) {
  if (!response || response.status !== 200 || response.type !== "basic") return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/no-store/i.test(cacheControl)) return false;
  return !api || (!/private/i.test(cacheControl) && !/cookie|authorization/i.test(response.headers.get("Vary") ?? ""));
}

async function precacheEmergencyPage(cache) {
  const response = await fetch(EMERGENCY_PAGE, { cache: "no-cache" });
  if (!storable(response)) return;
  const html = await response.clone().text();
  await cache.put(EMERGENCY_PAGE, response);
  // Its stylesheets (the combined prerender CSS) so the page looks the same offline.
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, "&"));
  await Promise.all(styles.map((href) => cache.add(href).catch(() => undefined)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      const missing = [];
      for (const href of PRECACHE) if (!(await cache.match(href))) missing.push(href);
      await cache.addAll(missing);
      await precacheEmergencyPage(cache).catch(() => undefined);
    }).then(() => self.skipWaiting()),
  );
});

/** Drops other caches (older versions) and the shell files an older build listed. */
async function cleanUp() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name !== CACHE && name !== API_CACHE).map((name) => caches.delete(name)));
  if (PRECACHE.length === 0) return; // an unbuilt worker knows no list to compare with
  const current = new Set(PRECACHE.map((href) => new URL(href, self.location.origin).href));
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const shellFile = !url.pathname.startsWith("/mfe/") && /\.[0-9a-f]{8}\.(?:js|css)$/.test(url.pathname);
    if (shellFile && !current.has(url.href)) await cache.delete(request);
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil(cleanUp().then(() => self.clients.claim()));
});

/** Keeps the remote-file cache bounded: Cache.keys() lists entries oldest first. */
async function trimRemoteFiles(cache) {
  const remoteFiles = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith("/mfe/"));
  const excess = remoteFiles.length - MAX_REMOTE_FILES;
  for (let i = 0; i < excess; i++) await cache.delete(remoteFiles[i]);
}

/** When a new route table names a new entry for a remote, that remote's old entry is dropped. */
async function forgetReplacedEntries(manifestResponse) {
  const manifest = await manifestResponse.json();
  const current = new Set(manifest.remotes.map((remote) => new URL(remote.entry, self.location.origin).href));
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    if (/\/remoteEntry\.js$/.test(new URL(request.url).pathname) && !current.has(request.url)) await cache.delete(request);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (storable(response)) {
    await cache.put(request, response.clone());
    if (new URL(request.url).pathname.startsWith("/mfe/")) await trimRemoteFiles(cache);
  }
  return response;
}

/**
 * The offline page in the visitor's language: their choice (the gh_lang cookie, which Chrome's worker
 * can read), else the first of the browser's languages we speak.
 */
async function offlinePage() {
  const chosen = (await self.cookieStore?.get("gh_lang").catch(() => null))?.value;
  const asked = navigator.languages.map((tag) => LANGUAGE_OF[tag.toLowerCase().split(/[-_]/)[0]]).find(Boolean);
  const language = chosen ?? asked;
  return (language && (await caches.match(`/offline.${language}`))) || caches.match(OFFLINE_PAGE);
}

async function networkFirst(request, cacheName, { fallback, onFresh, api = false } = {}) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (storable(response, { api })) {
      await cache.put(request, response.clone());
      if (onFresh) await onFresh(response.clone()).catch(() => undefined);
    }
    return response;
  } catch (error) {
    // A page varies with the visitor's language (Vary: Cookie, Accept-Language) and the worker cannot
    // see the cookie: the copy kept is the one last loaded, in the language the visitor last read.
    const navigation = request.mode === "navigate";
    const hit = await cache.match(request, { ignoreSearch: navigation, ignoreVary: navigation });
    if (hit) return hit;
    if (fallback) {
      const page = await fallback();
      if (page) return page;
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/")) {
    // Everything else under /api/ (user, appointments, payments, admin, dashboards…) is not touched.
    if (isPublicApiRead(url)) event.respondWith(networkFirst(request, API_CACHE, { api: true }));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(request, CACHE, { fallback: offlinePage }));
  } else if (isVersioned(url)) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname === "/remotes.json") {
    event.respondWith(networkFirst(request, CACHE, { onFresh: forgetReplacedEntries }));
  } else {
    event.respondWith(networkFirst(request, CACHE));
  }
});

// The page sends the URLs it loaded before this worker controlled it, so the first visit is kept too.
self.addEventListener("message", (event) => {
  if (event.data?.type !== "cache-urls") return;
  const urls = event.data.urls.filter((href) => {
    const url = new URL(href);
    return url.origin === self.location.origin && !url.pathname.startsWith("/api/");
  });
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(urls.map((href) => cache.match(href).then((hit) => hit || cache.add(href).catch(() => undefined)))),
    ).then(() => event.source?.postMessage({ type: "cached", count: urls.length, build: BUILD })),
  );
});
