import { asAppPage, expect, test, type Page } from './app-test';
import { watchErrors } from './helpers';

// Issue 30: on a first visit there is no database yet, so the Dogfight and Skirmish pages have no
// saved games and no guided-game tick to read, and the home page no club name. They no longer
// load Dexie, make the database and read it empty (four to six long tasks on a slow phone): they
// ask IndexedDB whether it exists first. Once a game is saved the lists read it as before (dogfight.spec.ts, skirmish.spec.ts).
// No service worker: it would fetch every module to cache it, out of the test's sight.
test.use({ serviceWorkers: 'block' });

/** The scripts the page loaded that hold Dexie (its module names itself). */
function dexieScripts(page: Page): string[] {
	const found: string[] = [];
	page.on('response', async (r) => {
		if (!r.url().endsWith('.js')) return;
		if ((await r.text().catch(() => '')).includes('Dexie')) found.push(r.url());
	});
	return found;
}

const databases = (page: Page) =>
	page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));

for (const [locale, none] of [
	['en', 'No saved dogfights yet.'],
	['de', 'Noch keine gespeicherten Luftkämpfe.']
] as const) {
	test(`/dogfight, first visit (${locale}): "no saved games" without making the database`, async ({
		page
	}) => {
		const errors = watchErrors(page);
		await page.addInitScript((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
		const dexie = dexieScripts(page);
		await page.goto('/dogfight');
		await expect(page.getByText(none)).toBeVisible();
		await expect(page.getByTestId('tutorial-start')).toBeEnabled();
		await page.waitForLoadState('networkidle');
		expect(await databases(page)).not.toContain('tally-ho');
		expect(dexie).toEqual([]);
		expect(errors).toEqual([]);
	});
}

test('/skirmish, first visit: the page runs without making the database', async ({ page }) => {
	const errors = watchErrors(page);
	const dexie = dexieScripts(page);
	await page.goto('/skirmish');
	await expect(page.getByTestId('quick-game')).toBeEnabled();
	await page.waitForLoadState('networkidle');
	// The saved games would have been read by now (a few tasks after the page took taps).
	await page.waitForTimeout(500);
	expect(await databases(page)).not.toContain('tally-ho');
	expect(dexie).toEqual([]);
	expect(errors).toEqual([]);
});

test('/, first visit: the greeting’s check makes no database', async ({ page }) => {
	const errors = watchErrors(page);
	const dexie = dexieScripts(page);
	await page.goto('/');
	await page.waitForLoadState('networkidle');
	// The check runs when the browser idles, at the latest 3 s after the page has run.
	await page.evaluate(() => new Promise((r) => setTimeout(r, 3500)));
	await page.waitForLoadState('networkidle');
	expect(await databases(page)).not.toContain('tally-ho');
	expect(dexie).toEqual([]);
	await expect(page.getByTestId('greeting')).toHaveCount(0);
	expect(errors).toEqual([]);
});

test('/dogfight with a database: the saved games are read (a game made in another page)', async ({
	page
}) => {
	const errors = watchErrors(page);
	// Any page that writes makes the database: the guided game's start saves its game.
	await page.goto('/dogfight');
	await page.getByTestId('tutorial-start').click();
	await expect(page).toHaveURL(/\/dogfight\/play\?id=/);
	await page.goto('/dogfight');
	await expect(page.getByTestId('saved-game')).toHaveCount(1);
	expect(await databases(page)).toContain('tally-ho');
	expect(errors).toEqual([]);
});

test('/campaigns, first visit: "no campaigns" without making the database; another tab’s campaign appears when the page is shown again', async ({
	page,
	context
}) => {
	const errors = watchErrors(page);
	const dexie = dexieScripts(page);
	await page.goto('/campaigns');
	await expect(page.getByTestId('no-campaigns')).toBeVisible();
	await page.waitForLoadState('networkidle');
	await page.waitForTimeout(500);
	expect(await databases(page)).not.toContain('tally-ho');
	expect(dexie).toEqual([]);

	// Another tab imports a campaign (and so makes the database) …
	const other = asAppPage(await context.newPage());
	await other.goto('/campaigns');
	await other.getByTestId('import-file').setInputFiles('tests/fixtures/valid-backup.json');
	await expect(other.getByTestId('notice')).toContainText('Imported: 1 campaign');
	await expect(other.getByTestId('campaign-list')).toContainText('Fixture Flight');
	await other.close();
	// … and this one follows once the player comes back to it.
	await page.bringToFront();
	await page.evaluate(() => window.dispatchEvent(new Event('focus')));
	await expect(page.getByTestId('campaign-list')).toContainText('Fixture Flight');
	expect(errors).toEqual([]);
});
