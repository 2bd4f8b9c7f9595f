import { expect, test, type Page } from './app-test';
import { watchErrors } from './helpers';
import {
	closeToasts,
	createCampaign,
	enterKillAndWin,
	playTurn,
	shot,
	t,
	type Lang
} from './campaign-helpers';

/**
 * Issue 14: a campaign made with every default of the wizard plays its first turn — rolled,
 * crews picked, started — and a result entered changes the roster and the charts. On a
 * 1024×768 touch tablet, in English and in German; screenshots in landscape and portrait.
 */

async function bothOrientations(page: Page, name: string) {
	await shot(page, name);
	await page.setViewportSize({ width: 768, height: 1024 });
	await shot(page, name);
	await page.setViewportSize({ width: 1024, height: 768 });
}

async function journey(page: Page, lang: Lang) {
	const errors = watchErrors(page);
	await closeToasts(page);
	await createCampaign(page, lang, async (step) => {
		if (step === 2) await bothOrientations(page, `${lang}-wizard-pilots`);
	});
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		t(lang, 'campaign_default_name')
	);

	// Turn 1: the missions are rolled, crews proposed and valid, the turn starts.
	await page.getByTestId('play-turn').tap();
	await page.getByTestId('roll-missions').tap();
	await expect(page.getByTestId('rolls-kept')).toBeVisible();
	await bothOrientations(page, `${lang}-turn`);
	// Nothing on the page is an id (issue 14: "Player 4b3f7698-…").
	expect(await page.locator('main').innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
	// Leaving the page does not roll again: the same missions come back (issue 14).
	const rolled = await page.getByTestId('mission-name').allTextContents();
	const overview = page.getByRole('link', { name: t(lang, 'campaign_overview') }).first();
	await overview.tap();
	await page.getByTestId('play-turn').tap();
	await expect(page.getByTestId('rolls-kept')).toBeVisible();
	await expect(page.getByTestId('roll-missions')).toHaveCount(0);
	expect(await page.getByTestId('mission-name').allTextContents()).toEqual(rolled);
	await overview.tap();
	await playTurn(page, lang);

	// A result for the first mission: a kill, Side A wins where asked.
	await page
		.getByRole('link', { name: t(lang, 'campaign_enter_result') })
		.first()
		.tap();
	await enterKillAndWin(page, lang);
	await bothOrientations(page, `${lang}-result-preview`);
	await page.getByTestId('save-result').tap();
	await expect(page.getByText(t(lang, 'campaign_result_saved'))).toBeVisible();
	await page.getByTestId('back-to-campaign').tap();
	await expect(page.getByRole('link', { name: t(lang, 'campaign_enter_result') })).toHaveCount(1);

	// The roster: a pilot has a kill and a mission flown.
	await page
		.getByRole('link', { name: t(lang, 'campaign_roster'), exact: true })
		.first()
		.tap();
	// 16 pilots, and a replacement if the victim did not survive (C-P5, C-P6).
	await expect(page.getByTestId('roster-row').nth(15)).toBeVisible();
	const kills = await page.getByTestId('kills').allTextContents();
	expect(kills.some((k) => Number(k) >= 1)).toBe(true);
	await bothOrientations(page, `${lang}-roster`);

	// The charts draw turn 1 with that kill.
	await page
		.getByRole('link', { name: t(lang, 'campaign_charts'), exact: true })
		.first()
		.tap();
	for (const id of ['chart-kills', 'chart-score', 'chart-outcomes']) {
		await expect(page.getByTestId(id).locator('canvas')).toBeVisible();
	}
	await page.getByText(t(lang, 'campaign_chart_table')).first().tap();
	const cells = await page.getByTestId('table-kills').locator('tbody td').allTextContents();
	expect(cells.some((c) => Number(c) >= 1)).toBe(true);
	await bothOrientations(page, `${lang}-charts`);
	expect(errors).toEqual([]);
}

test('every wizard default: turn 1 plays and a result changes roster and charts (English)', async ({
	page
}) => {
	test.setTimeout(120_000);
	await journey(page, 'en');
});

test.describe('in German', () => {
	test.use({ locale: 'de-DE' });
	test('jede Vorgabe des Assistenten: Runde 1 spielbar, ein Ergebnis ändert Liste und Diagramme', async ({
		page
	}) => {
		test.setTimeout(120_000);
		await journey(page, 'de');
	});
});
