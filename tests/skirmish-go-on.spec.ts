import { expect, test, type Page } from './app-test';
import { placesSeen, watchErrors, watchPlaces } from './helpers';

// Issue 30: on /skirmish the link to the game in progress ("Go on with …", issue 28) comes once
// the saved games have loaded, after the page takes taps. Above the quick start it pushed the
// buttons down, so a quick tap on "First game (guided)" could land on something else. It now takes
// the introduction's place: the buttons stand where they stood on a page with no game, at every
// size, and the link is in sight without scrolling.

/** The Skirmish set-up form, whose place on the page is watched. */
const SETUP = '[data-testid="setup"]';

const SIZES = [
	{ width: 1024, height: 768 },
	{ width: 768, height: 1024 },
	{ width: 390, height: 844 }
] as const;

/** Where the quick start's buttons stand at each size, seen from the page's top. */
async function buttonsAtEverySize(page: Page): Promise<string[]> {
	const where: string[] = [];
	for (const size of SIZES) {
		await page.setViewportSize(size);
		await page.evaluate(() => window.scrollTo(0, 0));
		for (const id of ['quick-game', 'tutorial-start']) {
			const box = await page.getByTestId(id).boundingBox();
			where.push(
				`${size.width}x${size.height} ${id} at ${Math.round(box!.x)},${Math.round(box!.y)}`
			);
		}
	}
	return where;
}

for (const lang of ['en', 'de'] as const) {
	test.describe(lang, () => {
		test.use({
			locale: lang === 'de' ? 'de-DE' : 'en-GB',
			viewport: SIZES[2],
			hasTouch: true
		});

		test('the link to the game in progress moves no quick-start button', async ({ page }) => {
			test.setTimeout(60_000);
			const errors = watchErrors(page);
			await page.goto('/skirmish');
			// No game yet: the saved games bring nothing.
			await expect(page.getByTestId('quick-start')).toBeVisible();
			const before = await buttonsAtEverySize(page);

			await page.getByTestId('quick-game').tap();
			await expect(page).toHaveURL(/\/skirmish\/play\?id=/);
			await expect(page.getByTestId('board')).toBeVisible({ timeout: 20_000 });
			await page.goto('/skirmish');
			const goOn = page.getByTestId('resume-latest');
			await expect(goOn).toBeVisible();
			expect(await buttonsAtEverySize(page)).toEqual(before);
			// On a phone the room the introduction keeps says where the game stands (an empty band
			// before); on a tablet the introduction's two lines hold the link alone.
			const when = page.getByTestId('resume-latest-when');
			await page.setViewportSize(SIZES[2]);
			await expect(when).toHaveText(lang === 'de' ? /^Zug 1 · / : /^turn 1 · /);
			await expect(when).toBeInViewport({ ratio: 1 });
			await page.setViewportSize(SIZES[0]);
			await expect(when).toBeHidden();
			for (const size of SIZES) {
				await page.setViewportSize(size);
				await page.evaluate(() => window.scrollTo(0, 0));
				await expect(goOn, `the link in sight at ${size.width}x${size.height}`).toBeInViewport({
					ratio: 1
				});
				await page.screenshot({
					path: `/tmp/shots/skirmish-go-on/${size.width}x${size.height}-${lang}.png`
				});
			}
			expect(errors).toEqual([]);
		});
	});
}

// The saved games' card also comes after the page takes taps, above the set-up form: it pushed the
// form down by about 170 px on a tablet. The page now holds the room the card took on the last
// visit at that width (src/lib/ui/skirmish/saved-room.ts, read in app.html before the first paint).
test.describe('the saved games’ card', () => {
	test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

	test('moves the set-up form no more once a visit has seen it', async ({ page }) => {
		test.setTimeout(90_000);
		const errors = watchErrors(page);
		// Every position the set-up form's top takes from its first frame on.
		await watchPlaces(page, SETUP, 15_000);
		const tops = () => placesSeen(page, SETUP);
		/** The largest step down the form took (the header's line held for a first visit may go,
		 * which moves it up: not what this is about). */
		const pushedDown = (seen: number[]) =>
			Math.max(0, ...seen.slice(1).map((top, i) => top - seen[i]));
		await page.goto('/skirmish');
		await page.getByTestId('quick-game').tap();
		await expect(page.getByTestId('board')).toBeVisible({ timeout: 20_000 });
		// The first visit with a saved game: the card comes late and pushes the form down, once.
		await page.goto('/skirmish');
		await expect(page.getByTestId('saved-games')).toBeVisible();
		await expect.poll(async () => pushedDown(await tops())).toBeGreaterThan(100);
		// The next visit: its room is held from the first frame on.
		await page.reload();
		await expect(page.getByTestId('saved-games')).toBeVisible();
		await page.waitForTimeout(500);
		const seen = await tops();
		expect(pushedDown(seen), `the form's tops: ${seen.join(', ')}`).toBeLessThanOrEqual(1);
		expect(errors).toEqual([]);
	});
});
