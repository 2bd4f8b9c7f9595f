import { expect, test, type Page } from './app-test';
import { settingSaved, watchErrors } from './helpers';

/** Tool tabs of the Dice & tables page. */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function dieValues(page: Page, testid: string): Promise<number[]> {
	return page
		.getByTestId(testid)
		.locator('[data-value]')
		.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))));
}

test.describe('Dice & tables', () => {
	test('a d6 pool of 5 shows 5 dice, their sum and the counts per face', async ({ page }) => {
		const errors = watchErrors(page);
		await page.goto('/dice');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dice & tables');
		await expect(page.getByTestId('pool-count-value')).toHaveText('5');
		await page.getByRole('button', { name: 'One die more' }).tap();
		await page.getByRole('button', { name: 'One die fewer' }).tap();
		await page.getByRole('button', { name: 'Roll 5 × d6' }).tap();

		await expect(page.getByTestId('pool-dice').locator('[data-value]')).toHaveCount(5);
		const values = await dieValues(page, 'pool-dice');
		expect(values.every((v) => v >= 1 && v <= 6)).toBe(true);
		await expect(page.getByTestId('pool-sum')).toHaveText(
			String(values.reduce((s, v) => s + v, 0))
		);
		await expect(page.getByTestId('announcement')).toContainText('Rolled 5 × d6');
		expect(errors).toEqual([]);
	});

	test('the shooting pool explains its size and reads every die', async ({ page }) => {
		const errors = watchErrors(page);
		await page.goto('/dice');
		await tab(page, 'Shooting').tap();
		await page.getByRole('radio', { name: 'Double MG (6D6)' }).tap();
		// Starts at range 1, CA 0: one step out and one CA up.
		await page.getByRole('button', { name: 'Range in squares +1' }).tap();
		await page.getByRole('button', { name: 'Combat advantage (CA) +1' }).tap();
		await expect(page.getByTestId('shooting-range-value')).toHaveText('2');
		await expect(page.getByTestId('shooting-ca-value')).toHaveText('1');

		const parts = page.getByTestId('shooting-parts');
		await expect(parts).toContainText('Double MG');
		await expect(parts).toContainText('Range 2: −1D6 per square');
		await expect(parts).toContainText('Combat advantage 1: +2D6 per CA');
		await expect(page.getByTestId('shooting-size')).toHaveText('6 dice');

		await page.getByRole('button', { name: 'Roll the pool (6 dice)' }).tap();
		const dice = page.getByTestId('shooting-dice').locator('[data-value]');
		await expect(dice).toHaveCount(6);
		const values = await dieValues(page, 'shooting-dice');
		const counts = await Promise.all(
			['count-major', 'count-minor', 'count-none'].map(async (id) =>
				Number(await page.getByTestId(id).textContent())
			)
		);
		expect(counts[0] + counts[1] + counts[2]).toBe(6);
		expect(counts[0]).toBe(values.filter((v) => v === 6).length);
		expect(counts[1]).toBe(values.filter((v) => v === 4 || v === 5).length);
		// One major-table roll per major hit, and the HP add up (minor −1, major by its row).
		if (counts[0] > 0) {
			await expect(page.getByTestId('major-rolls').locator('li')).toHaveCount(counts[0]);
		}
		const hp = Number(await page.getByTestId('shooting-hp').textContent());
		expect(hp).toBeGreaterThanOrEqual(counts[1] + counts[0]);
		expect(hp).toBeLessThanOrEqual(counts[1] + 3 * counts[0]);
		expect(errors).toEqual([]);
	});

	test('a single MG at range 4 has no dice left and cannot roll', async ({ page }) => {
		await page.goto('/dice');
		await tab(page, 'Shooting').tap();
		for (let i = 0; i < 3; i++)
			await page.getByRole('button', { name: 'Range in squares +1' }).tap();
		await expect(page.getByTestId('shooting-size')).toHaveText('0 dice');
		await expect(page.getByText('No dice left: this shot cannot be made.')).toBeVisible();
		await expect(page.getByRole('button', { name: /Roll the pool/ })).toBeDisabled();
	});

	test('the mission table roll shows a mission, and the history survives a reload', async ({
		page
	}) => {
		const errors = watchErrors(page);
		await page.goto('/dice');
		await page.getByRole('button', { name: 'Roll 5 × d6' }).tap();

		await tab(page, 'Mission table').tap();
		await page.getByRole('radio', { name: 'Luftstreitkräfte' }).tap();
		await page.getByRole('button', { name: 'Roll the mission' }).tap();
		await expect(page.getByTestId('mission-dice').locator('[data-value]')).toHaveCount(1);
		const result = page.getByTestId('mission-result');
		// An "X or Y" row asks Side A to choose; after the choice a mission is set.
		const choose = page.getByText('Side A chooses the mission:');
		if (await choose.isVisible()) {
			await result.getByRole('button').first().tap();
		}
		await expect(page.getByTestId('mission-name')).toContainText(/^Mission: \S/);
		await expect(page.getByTestId('mission-table').locator('td[aria-current="true"]')).toHaveCount(
			1
		);

		await tab(page, 'Survival').tap();
		await page.getByRole('button', { name: 'Roll for a shot-down pilot' }).tap();
		await expect(page.getByTestId('survival-outcome')).toHaveText(
			/The pilot survives|The pilot is killed/
		);

		const history = page.getByTestId('history').locator('li');
		await expect(history).toHaveCount(3);
		await expect(history.nth(0)).toHaveAttribute('data-tool', 'survival');
		await expect(history.nth(1)).toHaveAttribute('data-tool', 'mission');
		await expect(history.nth(2)).toHaveAttribute('data-tool', 'pool');
		await expect(history.nth(1)).toContainText('Luftstreitkräfte:');

		await page.reload();
		await expect(history).toHaveCount(3);
		await expect(history.nth(2).locator('[data-value]')).toHaveCount(5);

		await page.getByRole('button', { name: 'Clear history' }).tap();
		await page.getByRole('button', { name: 'Cancel' }).tap();
		await expect(history).toHaveCount(3);
		await page.getByRole('button', { name: 'Clear history' }).tap();
		await page.getByRole('button', { name: 'Yes, clear' }).tap();
		await expect(page.getByText('No rolls yet.')).toBeVisible();
		// The list clears at once and is written just after: reload once it is.
		await settingSaved(page, 'diceHistory', []);
		await page.reload();
		await expect(page.getByText('No rolls yet.')).toBeVisible();
		expect(errors).toEqual([]);
	});

	test('the page speaks German when German is chosen', async ({ page }) => {
		await page.addInitScript(() => localStorage.setItem('PARAGLIDE_LOCALE', 'de'));
		await page.goto('/dice');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Würfel & Tabellen');
		await expect(tab(page, 'Schießen')).toBeVisible();
		await page.getByRole('button', { name: '5 × W6 würfeln' }).tap();
		await expect(page.getByTestId('pool-dice').locator('[data-value]')).toHaveCount(5);
		await expect(page.getByRole('heading', { name: 'Wurfverlauf' })).toBeVisible();
		await tab(page, 'Überleben').tap();
		await expect(page.getByText('Piloten, die wegen kritischer Treffer geflohen')).toBeVisible();

		// On a phone the four tabs take two rows: each is a whole button above the panel, none
		// hanging over the other row away from the panel it opens.
		await page.setViewportSize({ width: 390, height: 844 });
		const tabBottoms = await page
			.getByRole('tab')
			.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom));
		const panelTop = (await page.getByRole('tabpanel').boundingBox())!.y;
		expect(new Set(tabBottoms).size, 'two rows of tabs').toBe(2);
		expect(Math.max(...tabBottoms), 'the lower row of tabs ends above the panel').toBeLessThan(
			panelTop
		);
	});
});
