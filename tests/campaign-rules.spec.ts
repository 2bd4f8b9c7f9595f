import { expect, test } from './app-test';
import { watchErrors } from './helpers';

/**
 * House rules changed mid-campaign (issue 3, C-1): the organiser edits the rules in force, the
 * change survives a reload, is logged in the history, and Cancel changes nothing.
 */
test('the house rules can be changed after the campaign was created', async ({ page }) => {
	const errors = watchErrors(page);
	await page.goto('/campaigns');
	await page.getByRole('link', { name: 'New campaign' }).tap();
	await page.getByLabel('Campaign name').fill('Rules club');
	await page.getByRole('button', { name: 'Next' }).tap();
	await page.getByRole('button', { name: 'Next' }).tap();
	for (const [side, player, pilot] of [
		[1, 'Ann', 'Ball'],
		[2, 'Bob', 'Voss']
	] as const) {
		await page.getByLabel(`Name of player 1, side ${side}`).fill(player);
		await page.getByLabel(`Pilot 1 of player 1, side ${side}`, { exact: true }).fill(pilot);
	}
	await page.getByRole('button', { name: 'Next' }).tap();
	await page.getByRole('button', { name: 'Next' }).tap();
	await page.getByRole('button', { name: 'Next' }).tap();
	await page.getByRole('button', { name: 'Create campaign' }).tap();
	await expect(page.getByRole('heading', { level: 1, name: 'Rules club' })).toBeVisible();

	const rules = page.getByTestId('house-rules');
	await expect(rules).toContainText('All rules are at their defaults.');
	await expect(rules).toContainText('Ace after 5');

	// Cancel leaves everything as it was.
	await page.getByRole('button', { name: 'Change house rules' }).tap();
	await page.getByLabel('Ace after (kills)').fill('9');
	await page.getByLabel('Ace after (kills)').press('Tab');
	await page.getByRole('button', { name: 'Cancel' }).tap();
	await expect(rules).toContainText('Ace after 5');

	// A saved change is in force, survives a reload and is in the history.
	await page.getByRole('button', { name: 'Change house rules' }).tap();
	await page.getByLabel('Ace after (kills)').fill('4');
	await page.getByLabel('Ace after (kills)').press('Tab');
	await page.getByRole('button', { name: 'Save house rules' }).tap();
	await expect(page.getByTestId('house-rules-edit')).toHaveCount(0);
	await expect(rules).toContainText('Ace after 4');
	await expect(rules.getByRole('cell', { name: /Ace after/ })).toBeVisible();
	await page.reload();
	await expect(page.getByTestId('house-rules')).toContainText('Ace after 4');
	await page.getByRole('link', { name: 'History' }).first().tap();
	// Before the first turn it is logged outside the turns, next to the campaign's creation.
	const log = page.getByTestId('history-campaign');
	await expect(log).toContainText('The house rules were changed.');
	await expect(log.locator('li')).toHaveCount(2);
	expect(errors).toEqual([]);
});
