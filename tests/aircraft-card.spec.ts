import { expect, test, type Page } from './app-test';
import { watchErrors } from './helpers';

/** Screenshots for review (issue 16): tablet landscape and portrait, English and German. */
async function shoot(page: Page, name: string) {
	for (const [w, h] of [
		[1024, 768],
		[768, 1024]
	]) {
		await page.setViewportSize({ width: w, height: h });
		await page.screenshot({ path: `test-results/screens/${name}-${w}x${h}.png`, fullPage: false });
	}
	await page.setViewportSize({ width: 1024, height: 768 });
}

test.describe('Blue Max aircraft card and data page', () => {
	test('set-up shows each plane its aircraft card before the game starts', async ({ page }) => {
		const errors = watchErrors(page);
		// The form opens filled with the quick 2 vs 2.
		await page.goto('/dogfight/new');
		const cards = page.getByTestId('aircraft-card');
		await expect(cards).toHaveCount(4);
		const first = cards.first();
		const name = await first.getAttribute('data-aircraft');
		expect(name).toBeTruthy();
		// Everything a player weighs is written out on the card, not hidden in a hover.
		for (const label of ['Stability', 'Guns', 'Speeds', 'Climbing', 'Ceiling', 'Fuel'])
			await expect(first.getByText(label, { exact: true })).toBeVisible();
		await expect(first.getByText('Damage boxes')).toBeVisible();
		// Choosing another aircraft shows its card at once.
		const select = page.getByLabel('Aircraft').first();
		const other = await select.evaluate(
			(el: HTMLSelectElement, current) =>
				[...el.options].map((o) => o.value).find((v) => v !== current)!,
			name
		);
		await select.selectOption(other);
		await expect(first).toHaveAttribute('data-aircraft', other);
		const toast = page.getByRole('button', { name: 'Close' });
		if (await toast.isVisible()) await toast.tap();
		await select.evaluate((el) => el.scrollIntoView({ block: 'start' }));
		await shoot(page, 'setup-card-top-en');
		// The sheet preview opens with a tap and shows every maneuver of its own sheet.
		const toggle = first.getByTestId('sheet-preview-toggle');
		const count = Number((await toggle.textContent())!.match(/(\d+) maneuvers/)![1]);
		await expect(first.getByTestId('sheet-preview')).toBeHidden();
		await toggle.tap();
		await expect(first.getByTestId('sheet-preview').locator('li')).toHaveCount(count);
		await expect(first.getByTestId('sheet-preview').locator('li', { hasText: '⬆' })).toHaveCount(1);
		await shoot(page, 'setup-card-en');
		expect(errors).toEqual([]);
	});

	test('the card and the data page speak German', async ({ page }) => {
		const errors = watchErrors(page);
		await page.addInitScript(() => localStorage.setItem('PARAGLIDE_LOCALE', 'de'));
		// The form opens filled with the quick 2 vs 2.
		await page.goto('/dogfight/new');
		const first = page.getByTestId('aircraft-card').first();
		for (const label of ['Stabilität', 'MGs', 'Geschwindigkeiten', 'Steigen', 'Gipfelhöhe'])
			await expect(first.getByText(label, { exact: true })).toBeVisible();
		await expect(first.getByText('Schadenskästchen')).toBeVisible();
		await first.getByTestId('sheet-preview-toggle').tap();
		await expect(first.getByTestId('sheet-preview')).toBeVisible();
		await shoot(page, 'setup-card-de');
		await page.goto('/about-data');
		await expect(
			page.getByRole('heading', { name: 'Jedes Flugzeug mit eigenem Manöverbogen' })
		).toBeVisible();
		await expect(page.getByTestId('aircraft-table').locator('tbody tr')).toHaveCount(19);
		await page.getByTestId('about-hex-aircraft').scrollIntoViewIfNeeded();
		await shoot(page, 'about-data-de');
		expect(errors).toEqual([]);
	});

	test('the data page explains the method and lists the 19 aircraft', async ({ page }) => {
		const errors = watchErrors(page);
		await page.goto('/about-data');
		await expect(
			page.getByRole('heading', { name: 'Every aircraft its own maneuver sheet' })
		).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Balance in the 2013 box' })).toBeVisible();
		const rows = page.getByTestId('aircraft-table').locator('tbody tr');
		await expect(rows).toHaveCount(19);
		await expect(rows.filter({ hasText: 'Fokker Dr.I' })).toContainText('20/19/4/6');
		await page.getByTestId('about-hex-aircraft').scrollIntoViewIfNeeded();
		await shoot(page, 'about-data-en');
		expect(errors).toEqual([]);
	});
});
