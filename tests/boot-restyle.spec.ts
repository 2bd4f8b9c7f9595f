import { expect, test } from './app-test';
import { watchErrors } from './helpers';

// Issue 30: on a slow phone, two changes to <html> while the app started restyled the whole page.
// (1) The root layout set `lang` to the value app.html had already given it: Chromium restyles
// every element when `lang` is set (`:lang()`), even to the same value, and SvelteKit's start
// forced that at once, inside the hydration's task (39 ms at 8× on /skirmish). (2) `html.booting`
// held taps by `pointer-events: none` on the body, which every element inherits, so lifting it
// restyled all 304 of them (43 ms at 8×). Taps are now held by a clear sheet (`body::after`).

for (const path of ['/', '/skirmish', '/dogfight', '/campaigns']) {
	test(`${path}: the app starts without touching <html lang>, and a sheet holds taps meanwhile`, async ({
		page
	}) => {
		const errors = watchErrors(page);
		await page.addInitScript(() => {
			const seen = { langSets: 0, whileBooting: null as null | Record<string, string> };
			(window as unknown as { boot: typeof seen }).boot = seen;
			// `document`: <html> is not parsed yet when this runs.
			new MutationObserver((records) => {
				seen.langSets += records.filter((r) => r.target === document.documentElement).length;
			}).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang'] });
			// The prerendered page, painted, before the app runs on it (html.booting is set).
			document.addEventListener('DOMContentLoaded', () => {
				const main = document.querySelector('main');
				const hit = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
				seen.whileBooting = {
					booting: String(document.documentElement.classList.contains('booting')),
					mainPointerEvents: main ? getComputedStyle(main).pointerEvents : '?',
					hit: hit?.tagName ?? 'none'
				};
			});
		});
		await page.goto(path);
		const seen = await page.evaluate(
			() => (window as unknown as { boot: { langSets: number; whileBooting: unknown } }).boot
		);
		// app.html's script gives an English reader `lang="en"` (the prerendered value) already.
		expect(seen.langSets).toBe(0);
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		// While booting, a tap lands on the body's sheet, and no element inherits anything from it.
		expect(seen.whileBooting).toEqual({ booting: 'true', mainPointerEvents: 'auto', hit: 'BODY' });
		// Once the app runs, a tap reaches the page again.
		const hitAfter = await page.evaluate(
			() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.tagName
		);
		expect(hitAfter).not.toBe('BODY');
		expect(errors).toEqual([]);
	});
}

test('a German reader: the language is set before the first paint, not again by the app', async ({
	page
}) => {
	await page.addInitScript(() => {
		localStorage.setItem('PARAGLIDE_LOCALE', 'de');
		const seen = { langSets: 0 };
		(window as unknown as { boot: typeof seen }).boot = seen;
		// From app.html's own script on (it runs after this one): only the app's sets are counted.
		document.addEventListener('DOMContentLoaded', () =>
			new MutationObserver((records) => {
				seen.langSets += records.filter((r) => r.attributeName === 'lang').length;
			}).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
		);
	});
	await page.goto('/skirmish');
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	const seen = await page.evaluate(
		() => (window as unknown as { boot: { langSets: number } }).boot
	);
	expect(seen.langSets).toBe(0);
});
