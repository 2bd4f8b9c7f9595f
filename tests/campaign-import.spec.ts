import { expect, test, type Page } from './app-test';
import { watchErrors } from './helpers';

/**
 * Importing backups (issue 3): a bad file is refused with a clear message and changes nothing;
 * names with HTML are imported and shown as text, never as markup. A campaign already here is
 * imported as a copy or replaces the one here, after a confirmation (issue 14).
 */
const fixture = (name: string) => `tests/fixtures/${name}`;

async function importFile(page: Page, name: string) {
	await page.getByTestId('import-file').setInputFiles(fixture(name));
}

async function expectCampaigns(page: Page, names: string[]) {
	const rows = page.getByTestId('campaign-list').locator('tbody tr');
	await expect(rows).toHaveCount(names.length);
	for (const name of names) {
		await expect(rows.filter({ has: page.getByRole('link', { name, exact: true }) })).toHaveCount(
			1
		);
	}
}

test('bad backup files are refused with a clear message and change nothing', async ({ page }) => {
	const errors = watchErrors(page);
	await page.goto('/campaigns');
	await expect(page.getByTestId('no-campaigns')).toBeVisible();
	await importFile(page, 'valid-backup.json');
	await expect(page.getByTestId('notice')).toContainText('Imported: 1 campaign,');
	await expectCampaigns(page, ['Fixture Flight']);

	const refusals: [string, RegExp][] = [
		['truncated-backup.txt', /not complete or not a Tally Ho backup/],
		['wrong-version-backup.json', /version 99 of the format; this app reads version 2/],
		['huge-name-backup.json', /pilots\[0\]\.name is longer than \d+ characters/],
		['duplicate-ids-backup.json', /is used twice .*every id must be unique/]
	];
	for (const [file, message] of refusals) {
		await importFile(page, file);
		const alert = page.getByTestId('alert');
		await expect(alert).toContainText('The backup was not imported');
		await expect(alert).toContainText(message);
		await expectCampaigns(page, ['Fixture Flight']);
		await alert.getByRole('button', { name: 'Close' }).tap();
		await expect(alert).toHaveCount(0);
	}
	// The campaign that was there is untouched.
	await page.reload();
	await expectCampaigns(page, ['Fixture Flight']);
	expect(errors).toEqual([]);
});

test('names with HTML are imported and shown as text, not markup', async ({ page }) => {
	const errors = watchErrors(page);
	await page.goto('/campaigns');
	await importFile(page, 'html-name-backup.json');
	await expect(page.getByTestId('notice')).toContainText('Imported: 1 campaign,');
	await page.getByRole('link', { name: 'Jasta <i>11</i>' }).tap();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jasta <i>11</i>');
	await page.getByRole('link', { name: 'Roster', exact: true }).first().tap();
	const baron = '<img src=x onerror="window.__pwned=1">Red <b>Baron</b>';
	await expect(page.getByTestId('pilot-link').filter({ hasText: baron })).toBeVisible();
	await expect(page.locator('main img, main b, main i')).toHaveCount(0);
	expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
	expect(errors).toEqual([]);
});

test('a campaign already here: import it as a copy, or replace it after a confirmation', async ({
	page
}) => {
	const errors = watchErrors(page);
	await page.goto('/campaigns');
	await importFile(page, 'valid-backup.json');
	await expectCampaigns(page, ['Fixture Flight']);

	// Again: the app asks, and Cancel changes nothing.
	await importFile(page, 'valid-backup.json');
	const choice = page.getByTestId('import-choice');
	await expect(choice).toContainText('Already on this device');
	await expect(choice).toContainText('Fixture Flight');
	await choice.getByRole('button', { name: 'Cancel' }).tap();
	await expect(choice).toHaveCount(0);
	await expectCampaigns(page, ['Fixture Flight']);

	// As a copy: both are there.
	await importFile(page, 'valid-backup.json');
	await choice.getByRole('button', { name: 'Import as a copy' }).tap();
	await expect(page.getByTestId('notice')).toContainText('Imported: 1 campaign,');
	await expectCampaigns(page, ['Fixture Flight', 'Fixture Flight (copy)']);

	// Rename the original, then replace it with the backup's version (after a confirmation).
	await page.getByRole('link', { name: 'Fixture Flight', exact: true }).tap();
	await page.getByRole('link', { name: 'Roster', exact: true }).first().tap();
	await page.getByTestId('rename').first().tap();
	await page.getByTestId('rename-input').fill('Renamed on this device');
	await page.getByTestId('rename-save').tap();
	await expect(
		page.getByTestId('pilot-link').filter({ hasText: 'Renamed on this device' })
	).toHaveCount(1);
	await page.goto('/campaigns');
	await importFile(page, 'valid-backup.json');
	await choice.getByRole('button', { name: 'Replace…' }).tap();
	await expect(choice).toContainText(
		'What was recorded on this device since the backup was made is lost.'
	);
	await choice.getByRole('button', { name: 'Yes, replace them' }).tap();
	await expect(page.getByTestId('notice')).toContainText('Imported: 1 campaign,');
	await expectCampaigns(page, ['Fixture Flight', 'Fixture Flight (copy)']);
	await page.getByRole('link', { name: 'Fixture Flight', exact: true }).tap();
	await page.getByRole('link', { name: 'Roster', exact: true }).first().tap();
	await expect(page.getByTestId('roster-row').first()).toBeVisible();
	await expect(
		page.getByTestId('pilot-link').filter({ hasText: 'Renamed on this device' })
	).toHaveCount(0);
	expect(errors).toEqual([]);
});
