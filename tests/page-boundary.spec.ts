import { expect, test } from './app-test';

test('a page that fails while it renders shows what happened and a way on, never a blank page', async ({
	page
}) => {
	await page.goto('/');
	// Break number formatting in this tab only, as a faulty browser or a bug in a page would:
	// the next page to count anything throws while it renders.
	await page.evaluate(() => {
		const w = window as unknown as Record<string, unknown>;
		w.savedIntl = { NumberFormat: Intl.NumberFormat, PluralRules: Intl.PluralRules };
		const broken = function () {
			throw new Error('number formatting is broken');
		};
		(Intl as unknown as Record<string, unknown>).NumberFormat = broken;
		(Intl as unknown as Record<string, unknown>).PluralRules = broken;
	});
	await page
		.getByRole('navigation', { name: 'Main navigation' })
		.getByRole('link', { name: 'Dice & tables', exact: true })
		.tap();
	const failed = page.getByTestId('page-failed');
	await expect(failed).toBeVisible();
	await expect(failed).toContainText('This page could not be shown. Your saved data is safe.');
	await expect(failed.getByRole('button', { name: 'Try again' })).toBeInViewport();
	await expect(failed.getByRole('link', { name: 'Back to the home page' })).toBeInViewport();
	// The header and its navigation stay: the player can go anywhere else.
	await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
	// Once the fault is gone, the next page shows again: the failure does not stick to the layout.
	await page.evaluate(() => {
		const saved = (window as unknown as Record<string, object>).savedIntl;
		Object.assign(Intl, saved);
	});
	await failed.getByRole('link', { name: 'Back to the home page' }).tap();
	await expect(page.getByRole('heading', { level: 1, name: 'Tally Ho' })).toBeVisible();
});
