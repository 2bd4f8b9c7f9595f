import { expect, test, type Page } from './app-test';
import { settingSaved, watchErrors } from './helpers';
import {
	LOCALES,
	SIZES,
	TABLETS,
	atEverySize,
	boxGap,
	expectInViewport,
	expectNoPageScroll,
	expectReasonOnTap,
	firstVisitSettled,
	journeyHere,
	shot,
	turned
} from './tablet';

// Each test stands alone (its own page, size and language): Playwright may share them out
// between its two workers, so that this long file does not finish alone (issue 30).
test.describe.configure({ mode: 'parallel' });

/**
 * Issue 18 (part B): Dogfight on a touch tablet, landscape and portrait, English and German
 * (the long journeys: English played on a landscape tablet, German on a portrait one, each turn
 * checked in both).
 * During a turn the page never scrolls and the controls that finish a decision (lock, climb/dive,
 * fire, next turn) are on screen; a tapped greyed maneuver says why beside itself within 300 ms;
 * every plane's card opens by tap; a shot's dice and hits show beside its target on the board;
 * the guided first game plays to its end by taps alone. Screenshots go to test-results/screenshots/.
 */

const board = (page: Page) => page.getByTestId('hex-board');

/**
 * A decision's finishing controls are inside the screen and nothing scrolled (issue 18), in this
 * shape and with the tablet turned.
 */
async function expectTurnFits(page: Page, ...controls: string[]): Promise<void> {
	const fits = async () => {
		await expectNoPageScroll(page);
		for (const c of controls) await expectInViewport(page, page.getByTestId(c), c);
	};
	await fits();
	await turned(page, fits);
}

/**
 * Taps the slowest calm straight (no stall, spin or warning), else any calm maneuver, else any
 * legal one, looking through the speed tabs, and returns its code.
 */
async function plotCalm(page: Page): Promise<string> {
	const panel = page.getByTestId('plot-panel');
	// A spinning plane has no choice: its headline says so over the spin alone (issue 28).
	if (await panel.getByTestId('plot-headline').isVisible()) {
		const spin = panel.locator('button.man[data-ok="true"]').first();
		await spin.tap();
		return (await spin.getAttribute('data-code'))!;
	}
	const tabs = panel.getByRole('tab');
	await expect(tabs.first()).toBeVisible();
	const found: { tab: number; code: string; calm: boolean }[] = [];
	for (let i = 0; i < (await tabs.count()); i++) {
		await tabs.nth(i).tap();
		const legal = await panel
			.locator('button.man[data-ok="true"]')
			.evaluateAll((els) =>
				els.map((e) => ({ code: e.getAttribute('data-code')!, calm: e.dataset.risky === 'false' }))
			);
		for (const l of legal) found.push({ tab: i, ...l });
	}
	const calm = found.filter((f) => f.calm && f.code !== '0S2');
	const pick =
		calm
			.filter((f) => /^\d+S\d$/.test(f.code))
			.sort((a, b) => Number(a.code.at(-1)) - Number(b.code.at(-1)))[0] ??
		calm[0] ??
		found[0];
	await tabs.nth(pick.tab).tap();
	const button = panel.locator(`button.man[data-code="${pick.code}"]`);
	await button.tap();
	await expect(button).toHaveAttribute('aria-pressed', 'true');
	return pick.code;
}

/** After a turn with shots: a tracer, and the dice and hits right beside each target. */
async function expectShotOnBoard(page: Page): Promise<void> {
	const badges = page.getByTestId('shot-badge');
	await expect(badges.first()).toBeVisible();
	await expect(page.getByTestId('tracer').first()).toBeAttached();
	for (const badge of await badges.all()) {
		const target = (await badge.getAttribute('data-target'))!;
		const disc = board(page).locator(`[data-plane="${target}"] circle.disc`);
		const c = (await disc.boundingBox())!;
		const b = (await badge.boundingBox())!;
		expect(boxGap(b, c), `dice beside ${target}`).toBeLessThanOrEqual(c.width * 0.5);
		await expectInViewport(page, badge, `dice at ${target}`);
		expect(await badge.locator('[data-die]').count()).toBeGreaterThan(0);
		await expect(badge).toContainText(/\d/);
	}
}

for (const tablet of TABLETS)
	for (const { locale, lang } of LOCALES) {
		const tag = `${tablet.name}-${lang}`;
		test.describe(`Dogfight on a ${tablet.width}×${tablet.height} tablet (${lang})`, () => {
			test.use({ viewport: { width: tablet.width, height: tablet.height }, locale });

			// The two long journeys: once per language, on one shape each (`journeyHere`).
			if (journeyHere(tablet, lang)) {
				test('quick 2 vs 2 starts at once; the turn fits; reasons, cards, legend; dice beside the target', async ({
					page
				}) => {
					test.setTimeout(150_000);
					const errors = watchErrors(page);
					// Seed 5, sides close and face to face, easy computers: a shot in the first turns.
					await page.goto('/dogfight/new?seed=5&start=close');
					await firstVisitSettled(page);
					await shot(page, `dogfight-setup-${tag}`);

					// Without a player for the Central Powers, Start says what is missing beside it.
					const removeSeat = page
						.getByTestId('seat')
						.locator('.row')
						.first()
						.locator('button.secondary');
					await removeSeat.nth(0).scrollIntoViewIfNeeded();
					await page.getByTestId('seat').nth(3).locator('.row').first().locator('button').tap();
					await page.getByTestId('seat').nth(2).locator('.row').first().locator('button').tap();
					await expect(page.getByTestId('seat')).toHaveCount(2);
					const start = page.getByTestId('start');
					await start.scrollIntoViewIfNeeded();
					await expectReasonOnTap(page, start, 'start without an enemy');
					await expect(page.getByTestId('start-why')).toBeVisible();
					await shot(page, `dogfight-setup-reason-${tag}`);

					// Quick 2 vs 2: one tap and the game is on.
					await page.evaluate(() => window.scrollTo(0, 0));
					await page.getByTestId('quick-2v2').tap();
					await expect(page).toHaveURL(/\/dogfight\/play\?id=/);
					const panel = page.getByTestId('plot-panel');
					await expect(panel).toBeVisible({ timeout: 20_000 });
					await expectTurnFits(page, 'lock');
					for (const order of await panel.locator('.alts button').all())
						await expectInViewport(page, order, 'climb/dive');
					await shot(page, `dogfight-plot-${tag}`);

					// Lock and Climb before a maneuver is chosen: the reason, beside the button.
					await expectReasonOnTap(page, page.getByTestId('lock'), 'lock');
					// (The same reason for Climb: close the bubble first, so its showing again is seen.)
					await panel.locator('h3').tap();
					await expect(page.getByTestId('disabled-reason')).toHaveCount(0);
					await expectReasonOnTap(page, panel.locator('.alts button[data-order="climb"]'), 'climb');
					// A greyed maneuver says why beside itself (looking through the speed tabs).
					const tabs = panel.getByRole('tab');
					let greyedShown = false;
					for (let i = 0; i < (await tabs.count()) && !greyedShown; i++) {
						await tabs.nth(i).tap();
						const greyed = panel.locator('button.man[data-ok="false"]');
						if ((await greyed.count()) === 0) continue;
						await expectReasonOnTap(page, greyed.first(), 'a greyed maneuver');
						await shot(page, `dogfight-reason-${tag}`);
						greyedShown = true;
					}
					expect(greyedShown, 'some maneuver is greyed').toBe(true);
					await expectTurnFits(page, 'lock');

					// Counters a finger's size; every plane's card opens by tap.
					const ids = await board(page)
						.locator('[data-plane]')
						.evaluateAll((els) => els.map((e) => e.getAttribute('data-plane')!));
					expect(ids.length).toBe(4);
					await page.getByTestId('whole-map').tap();
					for (const id of ids) {
						const disc = board(page).locator(`[data-plane="${id}"] circle.disc`);
						const box = (await disc.boundingBox())!;
						expect(Math.min(box.width, box.height), `${id} counter size`).toBeGreaterThanOrEqual(
							44
						);
						await disc.tap({ force: true });
						const card = page.getByTestId('plane-card');
						await expect(card).toHaveAttribute('data-plane', id);
						await expect(card.getByTestId('card-type')).not.toBeEmpty();
						await expect(card.getByTestId('card-altitude')).toContainText(/\d/);
						const own = (await card.getAttribute('data-own')) === 'true';
						if (own) await expect(card.getByTestId('record-sheet')).toBeVisible();
						else await expect(card.getByTestId('card-damage')).not.toBeEmpty();
						await expectInViewport(page, card.locator('h2'), `${id} card`);
						await shot(page, `dogfight-card-${own ? 'own' : 'enemy'}-${tag}`);
						await card.locator('button.close').tap();
						await expect(card).toHaveCount(0);
					}
					await shot(page, `dogfight-whole-map-${tag}`);
					await page.getByTestId('follow').tap();

					// The legend of codes, marks, borders and colours is one tap from the board.
					await page.getByTestId('legend-button').tap();
					const legend = page.getByTestId('dogfight-legend');
					await expect(legend).toBeVisible();
					await expect(legend.locator('[data-mark]')).toHaveCount(3);
					await expect(legend).toContainText('14R3');
					await shot(page, `dogfight-legend-${tag}`);
					await page.getByTestId('legend-button').tap();
					await expect(legend).toHaveCount(0);

					// Turns until a shot: fire after movement, then the dice beside the target.
					let shotSeen = false;
					for (let turn = 1; turn <= 6 && !shotSeen; turn++) {
						await expect(panel).toBeVisible({ timeout: 20_000 });
						await plotCalm(page);
						await expectTurnFits(page, 'lock');
						await page.getByTestId('lock').tap();
						const fire = page.getByTestId('fire-panel');
						const next = page.getByTestId('next-turn');
						for (;;) {
							await expect(fire.or(next)).toBeVisible({ timeout: 20_000 });
							if (await next.isVisible()) break;
							await expectTurnFits(page, 'confirm-fire');
							const burst = page.getByTestId('burst').first();
							if (await burst.isVisible()) {
								await shot(page, `dogfight-fire-${tag}`);
								await burst.tap();
							}
							await page.getByTestId('confirm-fire').tap();
							await expect(fire).toHaveCount(0, { timeout: 20_000 });
						}
						await expectTurnFits(page, 'next-turn');
						if ((await page.getByTestId('shot-badge').count()) > 0) {
							await expectShotOnBoard(page);
							await shot(page, `dogfight-shot-${tag}`);
							shotSeen = true;
						}
						if (await page.getByTestId('result').isVisible()) break;
						await next.tap();
					}
					expect(shotSeen, 'a shot was fired').toBe(true);
					expect(errors).toEqual([]);
				});

				test('guided first game: played to its end by taps alone, remembered as done', async ({
					page
				}) => {
					test.setTimeout(150_000);
					const errors = watchErrors(page);
					await page.goto('/dogfight');
					await firstVisitSettled(page);
					await expect(page.getByTestId('tutorial-done')).toHaveCount(0);
					await page.getByTestId('tutorial-start').tap();
					await expect(page).toHaveURL(/\/dogfight\/play\?id=/);
					const coach = page.getByTestId('coach');
					await expect(coach).toBeVisible();
					const seen = new Set<string>();
					let tutorialShot = false;
					for (let i = 0; i < 40; i++) {
						await expect(coach).not.toHaveAttribute('data-step', /computer|moving/, {
							timeout: 20_000
						});
						const step = (await coach.getAttribute('data-step'))!;
						if (step === 'won' || step === 'lost' || step === 'done') break;
						const first = !seen.has(step);
						seen.add(step);
						if (first) await shot(page, `dogfight-tutorial-${step}-${tag}`);
						if (step === 'plot') {
							await expectTurnFits(page, 'lock');
							const panel = page.getByTestId('plot-panel');
							const tab = panel.locator('.tab.hinted');
							if ((await tab.count()) > 0) await tab.tap();
							const hinted = panel.locator('button.man.hinted');
							await (
								(await hinted.count()) > 0
									? hinted
									: panel.locator('button.man[data-ok="true"]').first()
							).tap();
							await expect(coach).toHaveAttribute('data-step', 'lock');
						} else if (step === 'lock') {
							await expectTurnFits(page, 'lock');
							await page.getByTestId('lock').tap();
							await expect(coach).not.toHaveAttribute('data-step', 'lock');
						} else if (step === 'fire-shots' || step === 'fire-none') {
							await expectTurnFits(page, 'confirm-fire');
							if (step === 'fire-shots') await page.getByTestId('burst').first().tap();
							await page.getByTestId('confirm-fire').tap();
							await expect(page.getByTestId('fire-panel')).toHaveCount(0, { timeout: 20_000 });
						} else if (step === 'next') {
							await expectTurnFits(page, 'next-turn');
							if ((await page.getByTestId('shot-badge').count()) > 0) {
								await expectShotOnBoard(page);
								if (!tutorialShot) await shot(page, `dogfight-tutorial-shot-${tag}`);
								tutorialShot = true;
							}
							await page.getByTestId('next-turn').tap();
							await expect(coach).not.toHaveAttribute('data-step', 'next');
						}
					}
					await expect(coach).toHaveAttribute('data-step', /won|lost|done/);
					// The guide brought the guns to bear, and the shot showed on the map.
					expect([...seen]).toEqual(expect.arrayContaining(['plot', 'lock', 'fire-shots', 'next']));
					expect(tutorialShot, 'the guided game had a shot on the map').toBe(true);
					await expect(coach.getByTestId('coach-new')).toBeVisible();
					await expectNoPageScroll(page);
					if (await page.getByTestId('result').isVisible())
						await expectInViewport(page, page.getByTestId('result').locator('h2'), 'result');
					await shot(page, `dogfight-tutorial-end-${tag}`);

					// Remembered as done; the saved game's title reads in this language.
					await page.goto('/dogfight');
					await expect(page.getByTestId('tutorial-done')).toBeVisible();
					await expect(page.getByTestId('saved-game').first()).toContainText(
						lang === 'de' ? 'Erster Luftkampf (geführt)' : 'First dogfight (guided)'
					);
					expect(errors).toEqual([]);
				});
			}

			// Once per language too, on the other shape (`expectTurnFits` looks at both).
			if (!journeyHere(tablet, lang))
				test('hot seat hand-over fits; skipping the guide is remembered', async ({ page }) => {
					const errors = watchErrors(page);
					await page.goto('/dogfight/new');
					await firstVisitSettled(page);
					const kinds = page
						.locator('[data-testid="seat"] select')
						.filter({ has: page.locator('option[value="human"]') });
					await kinds.nth(2).selectOption('human');
					await page.getByTestId('start').scrollIntoViewIfNeeded();
					await page.getByTestId('start').tap();
					await expect(page.getByTestId('handover')).toBeVisible();
					await expectTurnFits(page, 'ready');
					await shot(page, `dogfight-handover-${tag}`);

					await page.goto('/dogfight');
					await page.getByTestId('tutorial-start').tap();
					await page.getByTestId('coach-skip').tap();
					await expect(page.getByTestId('coach')).toHaveCount(0);
					await settingSaved(page, 'dogfightTutorialDone');
					await page.reload();
					await expect(page.getByTestId('plot-panel')).toBeVisible({ timeout: 20_000 });
					await expect(page.getByTestId('coach')).toHaveCount(0);
					await page.goto('/dogfight');
					await expect(page.getByTestId('tutorial-done')).toBeVisible();
					expect(errors).toEqual([]);
				});
		});
	}

/**
 * Issue 28 point 6: on tablets and a phone, in English and German — the first view shows the
 * enemy, the record sheet's damage boxes are finger-sized (≥ 24 px), and at the game's end the
 * replay, a new game with the same set-up, and a new set-up are in view without scrolling; the
 * new game starts at turn 1. One game per language, each step looked at in all three sizes
 * (issue 30): English starts on a phone, German on a portrait tablet. Screenshots go to
 * SHOTS_DIR (default test-results/screenshots).
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
for (const { locale, lang } of LOCALES) {
	const start = lang === 'en' ? SIZES[2] : SIZES[1];
	test.describe(`Blue Max sheet and result at every size (${lang})`, () => {
		test.use({ viewport: { width: start.width, height: start.height }, locale });

		test('boxes ≥ 24 px; the end offers replay, new game and new set-up in view', async ({
			page
		}) => {
			test.setTimeout(120_000);
			const errors = watchErrors(page);
			await page.goto('/dogfight/new?seed=5');
			await firstVisitSettled(page);
			await page.getByTestId('quick-2v2').tap();
			await expect(page).toHaveURL(/\/dogfight\/play\?id=/);
			await expect(page.getByTestId('plot-panel')).toBeVisible({ timeout: 20_000 });
			const firstId = new URL(page.url()).searchParams.get('id');
			// The first view shows the enemy: at least one Central Powers counter is on screen.
			await page.waitForTimeout(400);
			const enemies = board(page).locator('.counter.central');
			await atEverySize(page, start, async (size) => {
				const view = (await board(page).boundingBox())!;
				let seen = 0;
				for (const e of await enemies.all()) {
					const b = await e.boundingBox();
					const inside = (x: number, w: number, from: number, extent: number) =>
						x >= from && x + w <= from + extent;
					if (
						b &&
						inside(b.x, b.width, view.x, view.width) &&
						inside(b.y, b.height, view.y, view.height)
					)
						seen++;
				}
				expect(seen, `enemy counters in the first view (${size})`).toBeGreaterThan(0);
				await page.screenshot({ path: `${SHOTS}/dogfight-first-view-${size}-${lang}.png` });
			});

			await page.getByTestId('sheets-button').tap();
			const sheet = page.getByTestId('record-sheet').first();
			await expect(sheet).toBeVisible();
			await atEverySize(page, start, async (size) => {
				for (const box of await sheet.locator('.box').all()) {
					const b = (await box.boundingBox())!;
					expect(b.width, `damage box width (${size})`).toBeGreaterThanOrEqual(24);
					expect(b.height, `damage box height (${size})`).toBeGreaterThanOrEqual(24);
				}
				// The first box is on screen, not hidden under the fold of a small overlay.
				await expect(sheet.locator('.box').first()).toBeInViewport();
				await page.screenshot({ path: `${SHOTS}/dogfight-sheet-${size}-${lang}.png` });
			});
			await page.getByTestId('sheets').locator('.head button').tap();
			await expect(page.getByTestId('sheets')).toHaveCount(0);

			await page.getByRole('button', { name: lang === 'de' ? 'Aufgeben' : 'Concede' }).tap();
			await page.getByRole('button', { name: lang === 'de' ? /geben auf/ : /concede/ }).tap();
			await expect(page.getByTestId('result')).toBeVisible();
			await atEverySize(page, start, async (size) => {
				await expectNoPageScroll(page);
				for (const id of ['watch-replay', 'rematch', 'new-setup'])
					await expect(page.getByTestId(id), `${id} (${size})`).toBeInViewport({ ratio: 1 });
				await page.screenshot({ path: `${SHOTS}/dogfight-result-${size}-${lang}.png` });
			});

			// A new game: the same set-up, new dice, a new saved game at turn 1.
			await page.getByTestId('rematch').tap();
			await expect(page).not.toHaveURL(new RegExp(`id=${firstId}$`));
			await expect(page.getByTestId('plot-panel')).toBeVisible({ timeout: 20_000 });
			await expect(page.locator('[data-testid="play"]')).toHaveAttribute('data-phase', 'plotting');
			await expect(page.getByTestId('play').locator('.status h2')).toContainText('1');
			expect(errors).toEqual([]);
		});
	});
}
