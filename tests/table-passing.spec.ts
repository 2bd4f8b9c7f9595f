import { expect, test, type Page } from './app-test';
import { watchErrors } from './helpers';

/**
 * Issue 27, G-MOVE-4 at the table (002:164 "Aircraft with a wing-mounted gun (e.g. the SE5a) may
 * make a shot as they pass on a 4,5,6"): when the SE5a's card is up, the players tick the enemy
 * its model passed; "It has flown" rolls the passing shot, and the result shows. The planes
 * without a wing MG are never offered the choice.
 */
async function passingShot(page: Page, lang: 'en' | 'de') {
	const roll =
		lang === 'en' ? /passing shot: rolled \d, needed 4/ : /Vorbeischuss: \d gewürfelt, 4 nötig/;
	// The free game's planes: A1 Camel, A2 SE5a, B1 Fokker Dr.I, B2 Albatros D.III.
	await page.goto('/table/grid/new');
	await page.getByTestId('table-start').tap();
	await page.getByTestId('end-fire').tap();
	const card = page.getByTestId('card-up');
	await expect(card).toBeVisible();
	// Fly the cards before the SE5a's (A2); none of them is offered passing shots.
	for (let i = 0; i < 4 && (await card.getAttribute('data-plane')) !== 'A2'; i++) {
		await expect(page.getByTestId('passed-enemies')).toHaveCount(0);
		const left = await page.getByTestId('deck-left').innerText();
		await page.getByTestId('flown').tap();
		await expect(page.getByTestId('deck-left')).not.toHaveText(left);
	}
	await expect(card).toHaveAttribute('data-plane', 'A2');
	const passed = page.getByTestId('passed-enemies');
	await expect(passed).toBeVisible();
	await passed.getByRole('checkbox').first().check();
	await page.getByTestId('flown').tap();
	await expect(page.getByTestId('last-step')).toContainText(roll);
	await page.screenshot({ path: `/tmp/shots/table/grid-passing-${lang}.png` });
}

test('the SE5a takes its passing shot at the table (G-MOVE-4)', async ({ page }) => {
	const errors = watchErrors(page);
	await passingShot(page, 'en');
	expect(errors).toEqual([]);
});

test.describe('in German', () => {
	test.use({ locale: 'de-DE' });
	test('the SE5a takes its passing shot at the table (G-MOVE-4)', async ({ page }) => {
		const errors = watchErrors(page);
		await passingShot(page, 'de');
		expect(errors).toEqual([]);
	});
});
