// The queens book's service worker, bundled by internal/site/js/build.mjs (make js) from the modules in internal/site/js/sw, where they are read with their comments. Do not edit: edit the modules and build again.
(() => {
  // sw/sw.js
  self.addEventListener("install", () => self.skipWaiting());
  self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
  self.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
    event.respondWith(
      fetch(request).catch(async (err) => {
        const copy = await caches.match(request, { ignoreSearch: request.mode === "navigate" });
        if (copy) return copy;
        throw err;
      })
    );
  });
})();
