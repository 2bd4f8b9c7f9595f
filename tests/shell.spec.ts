import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers';

test('the home page loads and every area is reachable from the navigation', async ({ page }) => {
	const errors = watchErrors(page);
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1, name: 'Tally Ho' })).toBeVisible();

	const nav = page.getByRole('navigation', { name: 'Main navigation' });
	const areas: [string, string, RegExp][] = [
		['Campaigns', '/campaigns', /Campaigns/],
		['Skirmish', '/skirmish', /Skirmish/],
		['Dogfight', '/dogfight', /Dogfight/],
		['Dice & tables', '/dice', /Dice & tables/],
		['Settings', '/settings', /Settings/],
		['Home', '/', /Tally Ho/]
	];
	for (const [label, path, heading] of areas) {
		await nav.getByRole('link', { name: label, exact: true }).tap();
		await expect(page).toHaveURL(path);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
		await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
			'aria-current',
			'page'
		);
	}

	await page.getByRole('link', { name: 'About the data' }).tap();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the data');
	expect(errors).toEqual([]);
});

test('the language switch changes the UI text and survives a reload', async ({ page }) => {
	await page.goto('/settings');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
	await page.getByRole('radio', { name: 'Deutsch' }).check();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
	const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
	await expect(nav.getByRole('link', { name: 'Kampagnen' })).toBeVisible();
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');

	await page.reload();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
	await page.goto('/');
	await expect(page.getByText('Würfel & Tabellen').first()).toBeVisible();

	await page.goto('/settings');
	await page.getByRole('radio', { name: 'English' }).check();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
});

test('the theme switch applies dark mode and remembers it', async ({ page }) => {
	await page.goto('/settings');
	await page.getByRole('radio', { name: 'Dark' }).check();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	expect(bg).toBe('rgb(21, 24, 15)');
});

test('an unknown address shows a friendly page, not a blank one', async ({ page }) => {
	await page.goto('/no-such-page');
	await expect(page.getByRole('alert')).toContainText('There is no page at this address.');
	await page.getByRole('link', { name: 'Back to the home page' }).tap();
	await expect(page.getByRole('heading', { level: 1, name: 'Tally Ho' })).toBeVisible();
});

for (const viewport of [
	{ width: 768, height: 1024 },
	{ width: 390, height: 844 }
]) {
	test(`navigation targets are at least 44 px and nothing overflows at ${viewport.width}×${viewport.height}`, async ({
		page
	}) => {
		await page.setViewportSize(viewport);
		await page.goto('/');
		const links = page.getByRole('navigation').getByRole('link');
		for (const box of await links.evaluateAll((els) =>
			els.map((el) => el.getBoundingClientRect().toJSON())
		)) {
			expect(box.height).toBeGreaterThanOrEqual(44);
		}
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBeLessThanOrEqual(0);
	});
}

for (const viewport of [
	{ width: 1024, height: 768 },
	{ width: 768, height: 1024 }
]) {
	test(`every area's link is in sight on a ${viewport.width}×${viewport.height} tablet, in English and German`, async ({
		page
	}) => {
		await page.setViewportSize(viewport);
		for (const language of ['English', 'Deutsch']) {
			await page.goto('/settings');
			await page.getByRole('radio', { name: language }).check();
			const links = page.getByRole('navigation').first().getByRole('link');
			await expect(links).toHaveCount(6);
			for (const box of await links.evaluateAll((els) =>
				els.map((el) => el.getBoundingClientRect().toJSON())
			)) {
				expect(box.left).toBeGreaterThanOrEqual(0);
				expect(box.right).toBeLessThanOrEqual(viewport.width);
				expect(box.height).toBeGreaterThanOrEqual(44);
			}
		}
	});
}
