// The page's service worker. It keeps a copy of every file the page needs, so that after one
// visit the game loads and plays with no network at all. It asks the network first, so a new
// release is used as soon as it is served; the copy answers only when the network does not.
// The second cache: the page module and the search module, each named by content hash.
const CACHE = "mancala-2";

// The files named by content hash (the page module's by Trunk, the search module's by
// build/search_module.sh) are found in the page itself; the rest are fixed.
const FIXED = [
  "./",
  "./boot.js",
  "./worker_loader.js",
  "./manifest.webmanifest",
  "./icon-192.png",
  "./icon-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const page = await fetch("./", { cache: "no-cache" });
      const html = await page.clone().text();
      await cache.put("./", page);
      const named = [...html.matchAll(/(?:href|src|data-[a-z-]+)="?(\.\/[^"\s>]+)/g)].map(
        (m) => m[1],
      );
      await cache.addAll([...new Set([...FIXED.slice(1), ...named])]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // A page address with a query (a bookmarked setup) is the same page.
      const key = request.mode === "navigate" ? "./" : request;
      try {
        const response = await fetch(request);
        if (response.ok) await cache.put(key, response.clone());
        return response;
      } catch (offline) {
        const copy = await cache.match(key, { ignoreSearch: true });
        if (copy) return copy;
        throw offline;
      }
    })(),
  );
});
