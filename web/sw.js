// The service worker: Moontable offline. The build (web/vite.config.ts) prepends VERSION (a
// hash of every file it lists) and PRECACHE (the pages' scripts, styles, pictures and icons).
//
// - Installing caches all of PRECACHE under the version's name; the new worker then waits while
//   an older one still serves open pages (they keep the files they were built with, so a deploy
//   never breaks a page mid-game), until the page says to go on (the "Update" banner).
// - Pages (navigations): the network first, the cached page when offline.
// - `/api/games` (the lobby's list): the network first, the last answer when offline.
// - Every other file of ours: the cache first. The API, the WebSocket and /metrics: network only.

const CACHE = `moontable-${VERSION}`;
const API_KEPT = ['/api/games'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith('moontable-') && n !== CACHE)
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

async function networkFirst(request, fallback) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallback ?? request, response.clone());
    return response;
  } catch (e) {
    const kept = await cache.match(fallback ?? request);
    if (kept) return kept;
    throw e;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/index.html'));
    return;
  }
  if (API_KEPT.includes(url.pathname)) {
    event.respondWith(networkFirst(request));
    return;
  }
  if (url.pathname.startsWith('/api/') || url.pathname === '/ws' || url.pathname === '/metrics')
    return;
  event.respondWith(cacheFirst(request));
});

// Push messages (src/server/notify): {title, body, url}; a click opens (or focuses) that table.
self.addEventListener('push', (event) => {
  let m = { title: 'Moontable', body: '', url: '/' };
  try {
    m = { ...m, ...event.data.json() };
  } catch {
    // not JSON: the defaults
  }
  event.waitUntil(
    self.registration.showNotification(m.title, {
      body: m.body,
      icon: '/icons/icon-192.png',
      data: { url: m.url },
      tag: m.url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const same = open.find((c) => c.url === url.href);
      return same ? same.focus() : self.clients.openWindow(url.href);
    }),
  );
});
