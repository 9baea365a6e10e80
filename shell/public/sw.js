// GhanaHealth service worker: the emergency page keeps working offline once visited (DESIGN.md §5).
// Network first for everything, so a deploy is never hidden behind a stale copy; the cache only
// answers when the network cannot. API answers (health data) are never cached.
const CACHE = "ghanahealth-v1";
const OFFLINE_PAGES = ["/emergency"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(OFFLINE_PAGES)));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function cacheable(url) {
  return url.origin === self.location.origin && !url.pathname.startsWith("/api/");
}

// The page sends the URLs it loaded before this worker controlled it, so the first visit is kept too.
self.addEventListener("message", (event) => {
  if (event.data?.type !== "cache-urls") return;
  const urls = event.data.urls.filter((href) => cacheable(new URL(href)));
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(urls.map((href) => cache.match(href).then((hit) => hit || cache.add(href).catch(() => undefined)))),
    ).then(() => event.source?.postMessage({ type: "cached", count: urls.length })),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || !cacheable(url)) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok && response.type === "basic") {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      })
      .catch(() => caches.match(request, { ignoreSearch: request.mode === "navigate" }).then((hit) => hit || Response.error())),
  );
});
