// Playwright's `test`, with a page whose `goto` and `reload` return once the app runs on the page.
//
// Most pages are prerendered: their HTML paints before the app's modules have loaded (issue 19),
// and `html.booting` holds taps until the root layout has mounted (app.html). Playwright's taps
// wait for that on their own, but `fill`, `setInputFiles` and `selectOption` do not: on a page
// the app does not yet run, they change a field no handler listens to yet.
//
// Its screenshots are pictures for people to look at: the tests check nothing in them. `npm test`
// skips them (about an eighth of the e2e time, issue 30); `SHOTS=1` (and `npm run screens`)
// takes them.
import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/** Until the root layout has mounted on the page (or app.html's 8 s fallback let go). */
export async function appRunning(page: Page): Promise<void> {
	await page.waitForFunction(() => !document.documentElement.classList.contains('booting'));
}

/** Whether this run saves the tests' pictures. */
export const takeShots = process.env.SHOTS === '1' || process.env.SCREENS === '1';

/**
 * Makes `page`'s `goto` and `reload` return once the app runs on it, and its screenshots follow
 * `takeShots`: what the fixture's page does, for the pages a test opens itself (a second tab, a
 * second device's context).
 */
export function asAppPage(page: Page): Page {
	if (!takeShots) page.screenshot = async () => Buffer.alloc(0);
	const goto = page.goto.bind(page);
	const reload = page.reload.bind(page);
	page.goto = async (...args) => {
		const response = await goto(...args);
		await appRunning(page);
		return response;
	};
	page.reload = async (...args) => {
		const response = await reload(...args);
		await appRunning(page);
		return response;
	};
	return page;
}

export const test = base.extend({
	page: async ({ page }, use) => {
		await use(asAppPage(page));
	}
});
