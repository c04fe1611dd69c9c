// Cache-first service worker: precaches every file of the site (build.py writes the list and
// a version hash over their contents in place of the placeholder), so the site works offline
// after the first visit. A new build has a new version: a new cache, and the old one goes.

/** @type {ServiceWorkerGlobalScope} */
const sw = /** @type {any} */ (self);
const PRECACHE = __PRECACHE__;
const PREFIX = "rails-site-";
const CACHE = `${PREFIX}${PRECACHE.version}`;
const scope = sw.registration.scope;
const urls = PRECACHE.files.map((f) => new URL(f, scope).href);

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // "reload": straight from the server, never a stale HTTP-cache copy
      await cache.addAll(urls.map((url) => new Request(url, { cache: "reload" })));
      await sw.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await sw.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(scope)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request, { ignoreVary: true });
      if (hit) return hit;
      if (request.mode === "navigate") {
        // any page address in scope (e.g. with a query) gets the app shell when it is cached
        const shell = await cache.match(scope);
        try {
          return await fetch(request);
        } catch (e) {
          if (shell) return shell;
          throw e;
        }
      }
      return fetch(request);
    })(),
  );
});
