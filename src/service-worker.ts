/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
import { build, files, prerendered, version } from '$service-worker';

// Offline-first: the whole build is precached on install, and every request the cache can
// answer is answered from it, so the app works at a table with no network.
const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `tally-ho-${version}`;
// 200.html: the empty app shell (adapter-static's fallback), for addresses nothing was
// prerendered for; the prerendered pages carry their own page's HTML (issue 19).
const SHELL = '/200.html';
const ASSETS = [...build, ...files, ...prerendered];

sw.addEventListener('install', (event) => {
	event.waitUntil(
		caches.open(CACHE).then(async (cache) => {
			await cache.addAll(ASSETS);
			// Not served by `vite preview`: where it is missing, '/' stands in (see below).
			await cache.add(SHELL).catch(() => undefined);
		})
	);
	// No skipWaiting here: an update waits for the user's "update now" (see pwa.svelte.ts),
	// except on the very first install, where there is no old version to replace.
});

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
			await sw.clients.claim();
		})()
	);
});

sw.addEventListener('message', (event) => {
	if (event.data?.type === 'SKIP_WAITING') sw.skipWaiting();
});

sw.addEventListener('fetch', (event) => {
	const request = event.request;
	if (request.method !== 'GET') return;
	const url = new URL(request.url);
	if (url.origin !== sw.location.origin) return;

	event.respondWith(
		(async () => {
			const cache = await caches.open(CACHE);
			const cached = await cache.match(url.pathname);
			if (cached) return cached;
			try {
				return await fetch(request);
			} catch (error) {
				// Offline and not precached: a navigation gets the app shell, which routes itself.
				if (request.mode === 'navigate') {
					const shell = (await cache.match(SHELL)) ?? (await cache.match('/'));
					if (shell) return shell;
				}
				throw error;
			}
		})()
	);
});
