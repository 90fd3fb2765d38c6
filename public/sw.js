// The page's service worker. It keeps a copy of every file the page needs, so that after one
// visit the game loads and plays with no network at all. For the page and its fixed-name files
// it asks the network first, so a new release is used as soon as it is served, and the copy
// answers only when the network does not; files named by their content's hash come from the
// copy whenever there is one.
//
// Each build has a service worker of its own: the build writes its name (a hash of all its
// other files, .ci/page_scripts) in place of "unbuilt" below, so a new release changes this
// file and the browser installs it. The new worker copies its build into a cache named for it
// and, once it takes over, deletes every other cache, so the files of the builds before go
// and a returning player's copy never grows past one build.
const BUILD = "unbuilt";
const CACHE = `mancala-${BUILD}`;

// The files named by content hash (the page module's parts by .ci/page_module, the search
// module's by .ci/search_module, the style by Trunk) are found in the page itself; the rest are
// fixed. The puzzles' file is among them, so Train works offline after any first visit, not
// only after one that opened it.
const FIXED = [
  "./",
  "./boot.js",
  "./worker_loader.js",
  "./manifest.webmanifest",
  "./icon-192.png",
  "./icon-512.png",
  "./later.css",
  "./puzzles.txt",
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
      // The page module's later parts, which the page fetches once it runs, are listed together.
      const parts = html.match(/data-parts="([^"]*)"/);
      if (parts) named.push(...parts[1].split(/\s+/).filter(Boolean));
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

// A file named by a hash of its content (the modules, their glue, the CSS) never changes: a
// copy of it is as good as the network's, and much faster.
const HASHED = /-[0-9a-f]{16}(?:_bg)?\.[a-z]+$/;

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      if (HASHED.test(url.pathname)) {
        const copy = await cache.match(request);
        if (copy) return copy;
      }
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
