import { expect, test } from './app-test';
import { waitForServiceWorker } from './helpers';

// Service workers are blocked unless a test asks for them (playwright.config.ts): this file is
// about the app saved for offline use.
test.use({ serviceWorkers: 'allow' });

async function saveClubName(page: import('@playwright/test').Page, name: string) {
	await page.goto('/settings');
	await page.getByLabel('Your name or club').fill(name);
	await page.getByRole('button', { name: 'Save' }).tap();
	await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

test('after one online visit the app and its IndexedDB data work offline', async ({
	page,
	context
}) => {
	await page.goto('/');
	await waitForServiceWorker(page);
	await saveClubName(page, 'Jasta 11');

	await context.setOffline(true);
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1, name: 'Tally Ho' })).toBeVisible();
	await expect(page.getByTestId('greeting')).toHaveText('Welcome back, Jasta 11.');

	// Every area still opens from the cache, including one never visited online.
	await page.getByRole('navigation').getByRole('link', { name: 'Dogfight' }).tap();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dogfight');
	await page.reload();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dogfight');
	await context.setOffline(false);
});

test.describe('control: with service workers blocked', () => {
	test.use({ serviceWorkers: 'block' });

	test('the same offline reload fails, so the test above can fail', async ({ page, context }) => {
		await page.goto('/');
		await saveClubName(page, 'Jasta 11');
		await context.setOffline(true);
		const reload = page.reload().then(
			() => 'loaded',
			(error: Error) => error.message
		);
		expect(await reload).toMatch(/ERR_INTERNET_DISCONNECTED/);
		await context.setOffline(false);
	});
});
