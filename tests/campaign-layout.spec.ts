import { expect, test, type Page } from './app-test';
import { placesSeen, watchErrors, watchPlaces } from './helpers';
import {
	closeToasts,
	createCampaign,
	enterKillAndWin,
	expectNoSideScroll,
	playTurn,
	shot
} from './campaign-helpers';

/**
 * Issue 14: layouts hold with 200-character names (the longest the app takes), one without a
 * space and one of many words, in landscape (1024×768) and portrait (768×1024): tables wrap or
 * scroll inside their card, charts keep their legends, nothing makes the page wider than the
 * screen — on the roster, turn, result, pilot, charts and print pages.
 */
const WORD = 'Oberleutnant'.repeat(17).slice(0, 200);
const WORDS = 'Jagdstaffel Boelcke '.repeat(10).slice(0, 200).trim().padEnd(200, 'x');

async function checkBoth(page: Page, name: string) {
	for (const size of [
		{ width: 1024, height: 768 },
		{ width: 768, height: 1024 }
	]) {
		await page.setViewportSize(size);
		await expectNoSideScroll(page, `${name} ${size.width}×${size.height}`);
		await shot(page, `long-${name}`);
	}
	await page.setViewportSize({ width: 1024, height: 768 });
}

test('200-character names: no page is wider than the screen, landscape or portrait', async ({
	page
}) => {
	test.setTimeout(180_000);
	const errors = watchErrors(page);
	await closeToasts(page);
	await page.addInitScript(() => {
		window.print = () => {};
	});
	expect(WORD).toHaveLength(200);
	expect(WORDS).toHaveLength(200);
	const id = await createCampaign(page, 'en', async (step) => {
		if (step === 0) await page.getByLabel('Campaign name').fill(WORDS);
		if (step === 1) {
			await page.locator('#side-name-0').fill(WORD);
			await page.locator('#side-name-1').fill(WORDS);
		}
		if (step === 2) {
			for (const side of [1, 2]) {
				await page.getByLabel(`Name of player 1, side ${side}`).fill(side === 1 ? WORD : WORDS);
				await page.getByLabel(`Pilot 1 of player 1, side ${side}`, { exact: true }).fill(WORD);
				await page.getByLabel(`Pilot 2 of player 1, side ${side}`, { exact: true }).fill(WORDS);
			}
			await checkBoth(page, 'wizard-pilots');
		}
		if (step === 5) await checkBoth(page, 'wizard-review');
	});
	const q = `?id=${encodeURIComponent(id)}`;
	await checkBoth(page, 'overview');

	// The turn page with its rolls and crews, then the turn starts.
	await page.getByTestId('play-turn').tap();
	await page.getByTestId('roll-missions').tap();
	for (const i of [0, 1]) {
		// "X or Y (Side A chooses)": the first, so the brief shows.
		const card = page.getByTestId(`turn-mission-${i}`);
		await expect(card.locator('.die')).toBeVisible();
		const choice = card.getByRole('radio');
		// The roll's card may still be drawing its choice when first looked at: check, look, retry.
		await expect(async () => {
			if ((await choice.count()) > 0 && !(await choice.first().isChecked()))
				await choice.first().check();
			await expect(card.getByTestId('mission-brief')).toBeVisible({ timeout: 1000 });
		}).toPass({ timeout: 15_000 });
	}
	await checkBoth(page, 'turn');
	await page.goto(`/campaigns/view${q}`);
	await playTurn(page, 'en');

	// The result page: the form, then the preview; saved.
	await page.getByRole('link', { name: 'Enter result' }).first().tap();
	await expect(page.getByTestId('record-result')).toBeVisible();
	await checkBoth(page, 'result-form');
	await enterKillAndWin(page, 'en');
	await checkBoth(page, 'result-preview');
	await page.getByTestId('save-result').tap();
	await expect(page.getByText('The result is stored')).toBeVisible();

	await page.goto(`/campaigns/roster${q}`);
	await expect(page.getByTestId('roster-row').nth(15)).toBeVisible();
	await checkBoth(page, 'roster');
	await page.getByTestId('pilot-link').filter({ hasText: WORD }).first().tap();
	await expect(page.getByRole('heading', { level: 1 })).toContainText(WORD);
	await checkBoth(page, 'pilot');

	await page.goto(`/campaigns/charts${q}`);
	await expect(page.getByTestId('chart-kills').locator('canvas')).toBeVisible();
	for (const summary of await page.getByText('Data as a table').all()) await summary.tap();
	await checkBoth(page, 'charts');

	await page.goto(`/campaigns/history${q}`);
	await expect(page.getByTestId('history-mission').first()).toBeVisible();
	await checkBoth(page, 'history');

	// The print page: the roster for paper, checked in print media too.
	await page.goto(`/campaigns/roster${q}&print=1`);
	await expect(page.getByTestId('roster-row').nth(15)).toBeVisible();
	await checkBoth(page, 'print');
	await page.emulateMedia({ media: 'print' });
	await checkBoth(page, 'print-media');
	await page.emulateMedia({ media: 'screen' });
	expect(errors).toEqual([]);
});

test('the overview: the missions\' buttons stay put while "Share with the club" loads', async ({
	page
}) => {
	await closeToasts(page);
	const id = await createCampaign(page, 'en');
	await playTurn(page, 'en', 1);
	await watchPlaces(page, 'a[href^="/campaigns/result"]');
	await page.goto(`/campaigns/view?id=${encodeURIComponent(id)}`);
	// "Share with the club" comes once the device's club link is read: below the missions, not
	// above them where it pushed "Enter result" down as the page settled.
	const share = page.getByRole('button', { name: 'Share with the club' });
	await expect(share).toBeVisible();
	const enter = page.getByRole('link', { name: 'Enter result' }).first();
	expect((await share.boundingBox())!.y).toBeGreaterThan((await enter.boundingBox())!.y);
	expect(
		await placesSeen(page, 'a[href^="/campaigns/result"]'),
		'where "Enter result" was as the page settled'
	).toHaveLength(1);
	// Opened, the form comes into sight down to its button (it opens below the screen's foot).
	await share.tap();
	await expect(page.getByRole('button', { name: 'Share this campaign' })).toBeInViewport({
		ratio: 1
	});
});
