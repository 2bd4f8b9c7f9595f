import { expect, test } from './app-test';

// Issue 30: the set-up pages load the rules only when Start is pressed. If that load fails (the
// device went offline before the app was saved for offline use), Start says so and can be
// pressed again, instead of staying busy. No service worker here: it would answer the request
// from its cache, out of the test's reach.
test.use({ serviceWorkers: 'block' });

test('Start on /skirmish says the game could not be started when the rules cannot be loaded', async ({
	page
}) => {
	await page.goto('/skirmish');
	const start = page.getByTestId('start');
	await expect(start).toBeEnabled();
	await page.waitForLoadState('networkidle');
	await page.route('**/_app/immutable/**', (route) => route.abort());
	await start.click();
	await expect(page.getByRole('alert')).toContainText('could not be started');
	await expect(start).toBeEnabled();
	await expect(page).toHaveURL(/\/skirmish$/);
});
