// The web edition's service worker, which a page registers when it first
// runs a cell in the browser (notebook/in-browser.js): with the network
// up it stays out of the way, and with the network down it answers a
// request from the copies the page kept in Cache Storage, so that a page
// that ran a cell runs its cells again offline.

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
    }),
  );
});
