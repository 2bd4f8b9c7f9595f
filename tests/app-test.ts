// Playwright's `test`, with a page whose `goto` and `reload` return once the app runs on the page.
//
// Most pages are prerendered: their HTML paints before the app's modules have loaded (issue 19),
// and `html.booting` holds taps until the root layout has mounted (app.html). Playwright's taps
// wait for that on their own, but `fill`, `setInputFiles` and `selectOption` do not: on a page
// the app does not yet run, they change a field no handler listens to yet.
import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/** Until the root layout has mounted on the page (or app.html's 8 s fallback let go). */
export async function appRunning(page: Page): Promise<void> {
	await page.waitForFunction(() => !document.documentElement.classList.contains('booting'));
}

export const test = base.extend({
	page: async ({ page }, use) => {
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
		await use(page);
	}
});
