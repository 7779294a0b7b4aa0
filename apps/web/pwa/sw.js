// Hostel Meals service worker. Built by pwa/service-worker-plugin.ts, which fills in the two
// constants below with the build's files and a version derived from their hashed names.
/* global self, caches, fetch, Response, URL */
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;

const SHELL_CACHE = `shell-${VERSION}`;
const DATA_CACHE = 'data-v1';
const IMAGE_CACHE = 'images-v1';
const IMAGE_LIMIT = 120;
// A flaky connection gets this long before the saved copy is shown instead.
const NETWORK_TIMEOUT_MS = 3500;

// Public reads only: identical for every visitor, so safe to keep on a shared phone. Anything
// signed-in (my-status, dashboards, session) always goes to the network.
const PUBLIC_DATA = [/^\/api\/meals(\/[^/]+)?$/, /^\/api\/upcoming-meals$/, /^\/api\/reviews\/meal\/[^/]+$/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('shell-') && k !== SHELL_CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(networkFirst(request, SHELL_CACHE, '/index.html'));
  } else if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (PUBLIC_DATA.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request, DATA_CACHE));
  } else if (url.pathname.startsWith('/api/uploads/')) {
    event.respondWith(staleWhileRevalidate(request));
  }
});

/** The network when it answers in time (keeping a copy), else the saved copy, else a clear offline answer. */
async function networkFirst(request, cacheName, fallbackPath) {
  const cache = await caches.open(cacheName);
  try {
    const response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    if (response.ok && !fallbackPath) await cache.put(request, response.clone());
    return response;
  } catch {
    const saved = await cache.match(fallbackPath ?? request);
    if (saved) return saved;
    return new Response(JSON.stringify({ error: 'You are offline.' }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    });
  }
}

async function cacheFirst(request) {
  const saved = await caches.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(IMAGE_CACHE);
  const saved = await cache.match(request);
  const refresh = fetch(request)
    .then(async (response) => {
      if (response.ok) {
        await cache.put(request, response.clone());
        await trim(cache, IMAGE_LIMIT);
      }
      return response;
    })
    .catch(() => saved ?? Response.error());
  return saved ?? refresh;
}

async function trim(cache, limit) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
