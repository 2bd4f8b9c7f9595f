import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './app-test';
import { openAppDatabase, storeRaw, watchErrors } from './helpers';

/**
 * Issue 26: a backup holds a saved game of every kind and one damaged table game (its setup has
 * no board; tests/fixtures/games-backup.json, checked by src/lib/saved-games/games-backup.test.ts).
 * The import names the damaged game and leaves it out; every other game opens. A damaged game
 * already on the device (saved by an older version, or broken) shows "This saved game cannot be
 * opened: …" with a way back, never an endless loading line.
 */

const LOADING = /Loading/;

async function expectCannotOpen(page: Page, url: string, back: string) {
	await page.goto(url);
	const alert = page.getByRole('alert').filter({ hasText: 'This saved game cannot be opened' });
	await expect(alert).toBeVisible();
	await expect(alert.getByRole('link', { name: back })).toBeVisible();
	await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0);
}

test('a backup with one damaged saved game: named and left out, the others open', async ({
	page
}) => {
	const errors = watchErrors(page);
	await page.goto('/campaigns');
	await page.getByTestId('import-file').setInputFiles('tests/fixtures/games-backup.json');
	const notice = page.getByTestId('notice');
	await expect(notice).toContainText('Imported: 0 campaigns, 4 saved games');
	await expect(notice.getByTestId('alert-details')).toContainText(
		'Not imported, damaged: “Broken table game” (games[4]): log.setup.grid.board is missing'
	);

	// Every other game opens on its page.
	await page.goto('/skirmish/play?id=skirmish-1');
	await expect(page.getByTestId('board')).toBeVisible();
	await page.goto('/dogfight/play?id=dogfight-1');
	await expect(page.getByTestId('play')).toHaveAttribute('data-phase', /plotting|firing|resolved/);
	await page.goto('/table/grid/play?id=table-grid-1');
	await expect(page.getByRole('heading', { level: 1, name: 'At the club' })).toBeVisible();
	await page.goto('/table/hex/play?id=table-hex-1');
	await expect(page.getByRole('heading', { level: 1, name: 'Blue Max night' })).toBeVisible();

	// The damaged one was not kept.
	await expectCannotOpen(page, '/table/grid/play?id=broken-table-1', 'Table');
	expect(errors).toEqual([]);
});

test('a damaged game on the device shows why it cannot be opened, with a way back', async ({
	page
}) => {
	const errors = watchErrors(page);
	await openAppDatabase(page);
	type Game = { id: string; log: { setup: Record<string, unknown>; seed: unknown } };
	const stored = JSON.parse(readFileSync('tests/fixtures/games-backup.json', 'utf8'))
		.games as Game[];
	const byId = (id: string) => structuredClone(stored.find((g) => g.id === id)!);
	// The shapes the backup fuzz found (issue 26): a seed that is an object, hex planes not a
	// list, an unknown preset, a grid setup without a board.
	const skirmish = byId('skirmish-1');
	skirmish.log.seed = {};
	const hex = byId('table-hex-1');
	hex.log.setup.planes = {};
	const dogfight = byId('dogfight-1');
	dogfight.log.setup.preset = 'constructor';
	const grid = byId('table-grid-1');
	delete (grid.log.setup.grid as Record<string, unknown>).board;
	for (const g of [skirmish, hex, dogfight, grid]) await storeRaw(page, g);

	await expectCannotOpen(page, '/skirmish/play?id=skirmish-1', 'Skirmish');
	await expect(page.getByRole('alert')).toContainText('log.seed should be');
	await expectCannotOpen(page, '/skirmish/replay?id=skirmish-1', 'Skirmish');
	await expectCannotOpen(page, '/table/hex/play?id=table-hex-1', 'Table');
	await expect(page.getByRole('alert')).toContainText('log.setup.planes');
	await expectCannotOpen(page, '/table/grid/play?id=table-grid-1', 'Table');
	await expectCannotOpen(page, '/table/log?id=table-grid-1', 'Table');
	await page.goto('/dogfight/play?id=dogfight-1');
	const alert = page.getByTestId('old-save');
	await expect(alert).toContainText('This saved game cannot be opened: log.setup.preset');
	await expect(alert.getByRole('link', { name: 'Back to the dogfights' })).toBeVisible();

	expect(errors).toEqual([]);
});

test.describe('in German', () => {
	test.use({ locale: 'de-DE' });
	test('the message and the way back are German', async ({ page }) => {
		await page.addInitScript(() => localStorage.setItem('PARAGLIDE_LOCALE', 'de'));
		await page.goto('/table/grid/play?id=nothing-here');
		const alert = page
			.getByRole('alert')
			.filter({ hasText: 'Dieses gespeicherte Spiel lässt sich nicht öffnen' });
		await expect(alert).toContainText('Diese Tischpartie gibt es nicht');
		await expect(alert.getByRole('link', { name: 'Tisch' })).toBeVisible();
		await expect(page.getByRole('status').filter({ hasText: /geladen/ })).toHaveCount(0);
	});
});
