import { expect, test, type Page } from './app-test';
import { watchErrors } from './helpers';

/**
 * The "Tally Ho!" table companion, G-TER-2 (a plane lost in a large cloud), by taps on a
 * 1024×768 touch tablet: lost on its card, out of the fire step, its card comes up still lost,
 * the cloud's size, the roll out with visible dice, a reload, a re-roll, undo of each, then it
 * flies.
 */

const SHOTS = '/tmp/shots/table';

/** Fixes the app's one-number seeds (as tests/table.spec.ts does), so the dice are the same. */
async function fixSeed(page: Page, seed: number): Promise<void> {
	await page.addInitScript((s) => {
		const real = crypto.getRandomValues.bind(crypto);
		crypto.getRandomValues = ((a: Uint32Array<ArrayBuffer>) =>
			a instanceof Uint32Array && a.length === 1
				? a.fill(s)
				: real(a)) as typeof crypto.getRandomValues;
	}, seed);
}

async function closeToasts(page: Page): Promise<void> {
	const toast = page.locator('.toast');
	await page.addLocatorHandler(
		toast,
		async () => {
			await toast.getByRole('button').last().dispatchEvent('click');
		},
		{ noWaitAfter: true }
	);
}

/** Both orientations; the dice get a moment to land; the offline toast is closed first. */
async function both(page: Page, name: string, lang: string): Promise<void> {
	const toast = page.locator('.toast');
	if ((await toast.count()) > 0) await toast.getByRole('button').last().tap();
	await page.waitForTimeout(800);
	await page.screenshot({ path: `${SHOTS}/${name}-${lang}.png` });
	await page.setViewportSize({ width: 768, height: 1024 });
	await page.waitForTimeout(300);
	await page.screenshot({ path: `${SHOTS}/${name}-portrait-${lang}.png` });
	await page.setViewportSize({ width: 1024, height: 768 });
}

/** Taps "It has flown" until the card of `plane` is up, or (null) until the next fire step. */
async function flyUntil(page: Page, plane: string | null): Promise<void> {
	const card = page.getByTestId('card-up');
	const form = page.getByTestId('shot-form');
	for (let i = 0; i < 6; i++) {
		await expect(card.or(form)).toBeVisible();
		if (await form.isVisible()) return;
		if ((await card.getAttribute('data-plane')) === plane) return;
		const left = await page.getByTestId('deck-left').innerText();
		await page.getByTestId('flown').tap();
		await expect(page.getByTestId('deck-left').or(form)).not.toHaveText(left);
	}
}

async function lostInCloud(page: Page, lang: 'en' | 'de') {
	const words =
		lang === 'en'
			? { lost: 'lost in cloud', active: 'on the table', reroll: /not free/ }
			: { lost: 'in der Wolke verloren', active: 'auf dem Tisch', reroll: /nicht frei/ };
	await fixSeed(page, 5);
	await closeToasts(page);
	await page.goto('/table/grid/new');
	await page.getByTestId('table-mission').selectOption('fighter-sweep');
	await page.getByTestId('table-start').tap();
	await page.getByTestId('end-fire').tap();
	await expect(page.getByTestId('shot-form')).toHaveCount(0);

	// Turn 1: the first card's plane flies into a large cloud.
	const card = page.getByTestId('card-up');
	await expect(card).toBeVisible();
	const lost = (await card.getAttribute('data-plane'))!;
	const planeCard = page.locator(`[data-testid="plane-card"][data-plane="${lost}"]`);
	await page.getByTestId('lost-in-cloud').tap();
	await expect(planeCard.getByTestId('plane-status')).toHaveText(words.lost);
	await flyUntil(page, null);

	// Turn 2's fire step: the lost plane is neither shooter nor target, and the form says so.
	await expect(page.getByTestId('shot-form')).toBeVisible();
	const name = (await planeCard.locator('.name').innerText()).trim();
	await expect(page.getByTestId('shot-lost')).toContainText(name);
	await page.getByTestId('shot-lost').scrollIntoViewIfNeeded();
	// Shooter and target chips name a plane by its counter id first.
	await expect(
		page.getByTestId('shot-form').getByRole('button', { name: new RegExp(`^${lost}\\b`) })
	).toHaveCount(0);
	await both(page, 'grid-cloud-fire', lang);
	await page.getByTestId('end-fire').tap();
	await expect(page.getByTestId('shot-form')).toHaveCount(0);

	// Its card comes up still lost: the cloud's size, then the roll.
	await flyUntil(page, lost);
	await expect(card).toHaveAttribute('data-plane', lost);
	await expect(page.getByTestId('cloud-size')).toBeVisible();
	await expect(page.getByTestId('flown')).toHaveCount(0);
	const veLost = await planeCard.getByTestId('plane-ve').innerText();
	await page.getByTestId('cloud-wide-value').locator('..').getByRole('button').last().tap();
	await expect(page.getByTestId('cloud-wide-value')).toHaveText('4');
	await page.getByTestId('card-up').scrollIntoViewIfNeeded();
	await both(page, 'grid-cloud-size', lang);
	await page.getByTestId('cloud-roll').tap();
	await expect(page.getByTestId('cloud-exit')).toBeVisible();
	await expect(page.getByTestId('cloud-side-die')).toBeVisible();
	await expect(page.getByTestId('cloud-square-die')).toBeVisible();
	await expect(page.getByTestId('cloud-exit')).toContainText('4 × 3');
	await expect(planeCard.getByTestId('plane-status')).toHaveText(words.active);
	await page.getByTestId('cloud-exit').scrollIntoViewIfNeeded();
	const veOut = await planeCard.getByTestId('plane-ve').innerText();
	expect(Number(veOut.replace('+', ''))).toBe(Number(veLost.replace('+', '')) - 1);
	await both(page, 'grid-cloud-exit', lang);

	// Not free: one tap rolls again, with no second −ve; undo takes the re-roll back.
	await page.getByTestId('cloud-reroll').tap();
	await expect(page.getByTestId('last-step')).toContainText(words.reroll);
	await expect(planeCard.getByTestId('plane-ve')).toHaveText(veOut);
	await page.getByTestId('undo').tap();
	await expect(page.getByTestId('last-step')).not.toContainText(words.reroll);
	await expect(page.getByTestId('cloud-exit')).toBeVisible();
	// Undo of the roll out: lost again, the size form back with the size as it was entered.
	await page.getByTestId('undo').tap();
	await expect(page.getByTestId('cloud-size')).toBeVisible();
	await expect(planeCard.getByTestId('plane-status')).toHaveText(words.lost);
	await expect(planeCard.getByTestId('plane-ve')).toHaveText(veLost);
	await page.getByTestId('cloud-roll').tap();
	await expect(page.getByTestId('cloud-exit')).toContainText('4 × 3');
	const rolled = await page.getByTestId('cloud-square').innerText();
	// Saved as it happened: a reload shows the same roll.
	await page.reload();
	await expect(page.getByTestId('cloud-exit')).toContainText('4 × 3');
	await expect(page.getByTestId('cloud-square')).toHaveText(rolled);

	// Then it flies its move as usual.
	await page.getByTestId('flown').tap();
	await expect(page.getByTestId('cloud-exit')).toHaveCount(0);
	await expect(card).not.toHaveAttribute('data-plane', lost);
}

/** Command points: both bids behind the hand-over curtain; side A bids more. */
async function bids(page: Page, a: number, b: number): Promise<void> {
	for (const points of [a, b]) {
		await page.getByTestId('handover-ready').tap();
		await page.getByTestId(`bid-${points}`).tap();
	}
	await expect(page.getByTestId('initiative')).toBeVisible();
}

/** Command points (G-TURN-2): a Flight into a cloud; out when side A next holds the card. */
async function lostInCloudCommand(page: Page, lang: 'en' | 'de') {
	await fixSeed(page, 5);
	await closeToasts(page);
	await page.goto('/table/grid/new');
	await page.getByTestId('table-mission').selectOption('fighter-sweep');
	await page
		.getByRole('radio', { name: lang === 'en' ? 'Command points' : 'Befehlspunkte' })
		.check();
	await page.getByTestId('table-start').tap();
	await bids(page, 2, 1);
	const first = page.getByTestId('marked-plane').first();
	const lost = (await first.getAttribute('data-plane'))!;
	await first.getByTestId('lost-in-cloud').tap();
	const planeCard = page.locator(`[data-testid="plane-card"][data-plane="${lost}"]`);
	await expect(planeCard.getByTestId('plane-status')).toHaveText(
		lang === 'en' ? 'lost in cloud' : 'in der Wolke verloren'
	);
	// Every other marker of the round: a Flight each.
	for (let i = 0; i < 3; i++) await page.getByTestId('flight').first().tap();
	await expect(page.getByTestId('handover')).toBeVisible();
	await bids(page, 1, 0);
	// Side A holds the card with the lost plane marked: it comes out first.
	await expect(page.getByTestId('cloud-size')).toBeVisible();
	await expect(
		page.locator(`[data-testid="marked-plane"][data-plane="${lost}"]`).getByTestId('flight')
	).toHaveCount(0);
	await page.getByTestId('cloud-size').scrollIntoViewIfNeeded();
	await both(page, 'grid-cloud-command', lang);
	await page.getByTestId('cloud-roll').tap();
	await expect(page.getByTestId('cloud-exit')).toContainText('3 × 3');
	await expect(planeCard.getByTestId('plane-status')).toHaveText(
		lang === 'en' ? 'on the table' : 'auf dem Tisch'
	);
	await page
		.locator(`[data-testid="marked-plane"][data-plane="${lost}"]`)
		.getByTestId('flight')
		.tap();
	await expect(page.getByTestId('cloud-exit')).toHaveCount(0);
}

test.describe('lost in a large cloud, in English', () => {
	test('lost, out of the fire step, its card, the roll out, a re-roll and undo', async ({
		page
	}) => {
		test.setTimeout(120_000);
		const errors = watchErrors(page);
		await lostInCloud(page, 'en');
		expect(errors).toEqual([]);
	});
	test('command points: a Flight into a cloud, out at the side’s next initiative', async ({
		page
	}) => {
		test.setTimeout(120_000);
		const errors = watchErrors(page);
		await lostInCloudCommand(page, 'en');
		expect(errors).toEqual([]);
	});
});

test.describe('lost in a large cloud, in German', () => {
	test.use({ locale: 'de-DE' });
	test('lost, out of the fire step, its card, the roll out, a re-roll and undo', async ({
		page
	}) => {
		test.setTimeout(120_000);
		const errors = watchErrors(page);
		await lostInCloud(page, 'de');
		expect(errors).toEqual([]);
	});
	test('command points: a Flight into a cloud, out at the side’s next initiative', async ({
		page
	}) => {
		test.setTimeout(120_000);
		const errors = watchErrors(page);
		await lostInCloudCommand(page, 'de');
		expect(errors).toEqual([]);
	});
});
