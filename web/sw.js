// The service worker: after one visit the whole site is on the device and the game loads and
// plays with no network, the CPU's files included.
// - Install: every file of the build (FILES, written with VERSION by scripts/build-web.sh) goes
//   into the cache "reversi-VERSION", each revalidated with the server (never a stale copy from
//   the HTTP cache). A file that cannot be fetched fails the install; the browser tries again
//   at a later visit, and the build in use stays.
// - A new build does not take over a page: its worker waits until the page asks for it
//   ({type: 'activate'}, sent by offline.js when the player clicks "Reload" on its notice); the
//   page then reloads, whole, from the new cache. Never a page made of two builds.
// - Activate: the caches of other builds are deleted.
// - Fetch: cache first (a navigation gets index.html), the network for anything else.
'use strict';

const VERSION = '__REVERSI_VERSION__';
const FILES = [/*__REVERSI_FILES__*/];
const PREFIX = 'reversi-';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((file) => new Request(file, { cache: 'no-cache' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys
    .filter((key) => key.startsWith(PREFIX) && key !== CACHE)
    .map((key) => caches.delete(key)))));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'activate') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope);
  const page = request.mode === 'navigate' &&
    (url.pathname === scope.pathname || url.pathname === scope.pathname + 'index.html');
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(page ? 'index.html' : request, { ignoreSearch: true, ignoreVary: true }))
    .then((hit) => hit || fetch(request)));
});
