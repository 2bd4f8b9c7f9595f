import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page, so the next load can come from its cache. A
 * worker whose install failed (a fetch of the app's files failing on a busy machine) leaves
 * `ready` pending for good, which hung a CI run for the test's whole five minutes: after 20 s the
 * page is loaded again, which registers the worker anew (at most twice).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
	for (let attempt = 0; attempt < 3; attempt++) {
		const controlled = await page.evaluate(async () => {
			const within = <T>(p: Promise<T>, fallback: T) =>
				Promise.race([p, new Promise<T>((r) => setTimeout(() => r(fallback), 20_000))]);
			if (
				!(await within(
					navigator.serviceWorker.ready.then(() => true),
					false
				))
			)
				return false;
			if (navigator.serviceWorker.controller) return true;
			const changed = new Promise<boolean>((resolve) =>
				navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), {
					once: true
				})
			);
			return (await within(changed, false)) || !!navigator.serviceWorker.controller;
		});
		if (controlled) break;
		await page.reload();
	}
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Collects uncaught page errors; a test ends by asserting there were none. */
export function watchErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	return errors;
}

/**
 * Waits until the app has saved the setting `key` (its IndexedDB store `kv`) with the value
 * `expected`: a test that reloads right after a tap would otherwise race the tap's write.
 */
export async function settingSaved(
	page: Page,
	key: string,
	expected: unknown = true
): Promise<void> {
	await expect
		.poll(() =>
			page.evaluate(
				(k) =>
					new Promise<unknown>((resolve) => {
						const open = indexedDB.open('tally-ho');
						open.onerror = () => resolve(undefined);
						open.onsuccess = () => {
							const db = open.result;
							const get = db.transaction('kv').objectStore('kv').get(k);
							get.onsuccess = () => {
								db.close();
								resolve(get.result?.value);
							};
							get.onerror = () => resolve(undefined);
						};
					}),
				key
			)
		)
		.toEqual(expected);
}

/**
 * Opens a page that opens (and so makes) the app's database: the settings, which reads the
 * device's settings there. The lists (/campaigns, /skirmish, /dogfight, /) make none on a first
 * visit (issue 30).
 */
export async function openAppDatabase(page: Page): Promise<void> {
	await page.goto('/settings');
	await expect
		.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)))
		.toContain('tally-ho');
	// Listed while the app is still making it: leaving the page then would undo the making. An
	// open without a version waits for that to finish (and, the database being listed, makes none).
	await expect
		.poll(() =>
			page.evaluate(
				() =>
					new Promise<string[]>((resolve) => {
						const open = indexedDB.open('tally-ho');
						open.onerror = () => resolve([]);
						open.onsuccess = () => {
							const names = [...open.result.objectStoreNames];
							open.result.close();
							resolve(names);
						};
					})
			)
		)
		.toContain('games');
}

/** Puts a record straight into the app's database (once the app has created it), as an older
 * version might have left it or as a test sets up a position. The page must have opened the
 * database (`openAppDatabase`, or any page once it exists). */
export async function storeRaw(page: Page, record: Record<string, unknown>): Promise<void> {
	await expect
		.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)))
		.toContain('tally-ho');
	await page.evaluate(
		(rec) =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('tally-ho');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const db = open.result;
					const tx = db.transaction('games', 'readwrite');
					tx.objectStore('games').put(rec);
					tx.oncomplete = () => {
						db.close();
						resolve();
					};
					tx.onerror = () => reject(tx.error);
				};
			}),
		record
	);
}

/**
 * From the next navigation on, notes every place (its top in the page, CSS px) the first element
 * matching `selector` takes, frame by frame, for `ms` after it is first seen: a button that moves
 * as the page settles takes a tap meant for it somewhere else. Read with `placesSeen` (one list
 * per selector).
 */
export async function watchPlaces(page: Page, selector: string, ms = 8_000): Promise<void> {
	await page.addInitScript(
		({ selector, ms }) => {
			const places: number[] = [];
			const w = window as unknown as { placesSeen?: Record<string, number[]> };
			(w.placesSeen ??= {})[selector] = places;
			// The window starts at the element's first sighting, not at the navigation: on a
			// loaded machine the page may take longer than `ms` to show it at all (CI, 2026-11-28).
			const loaded = performance.now();
			let firstSeen: number | undefined;
			const frame = () => {
				const el = document.querySelector(selector);
				const now = performance.now();
				if (el) {
					firstSeen ??= now;
					const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
					if (places.at(-1) !== top) places.push(top);
				}
				const watching = firstSeen === undefined ? now - loaded < 60_000 : now - firstSeen < ms;
				if (watching) requestAnimationFrame(frame);
			};
			requestAnimationFrame(frame);
		},
		{ selector, ms }
	);
}

export const placesSeen = (page: Page, selector: string): Promise<number[]> =>
	page.evaluate(
		(selector) =>
			(window as unknown as { placesSeen: Record<string, number[]> }).placesSeen[selector],
		selector
	);
