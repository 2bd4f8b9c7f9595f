import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page, so the next load can come from its cache. */
export async function waitForServiceWorker(page: Page): Promise<void> {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
		if (!navigator.serviceWorker.controller) {
			await new Promise<void>((resolve) =>
				navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
					once: true
				})
			);
		}
	});
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

/** Puts a record straight into the app's database (once the app has created it), as an older
 * version might have left it or as a test sets up a position. */
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
